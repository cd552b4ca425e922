/** The visual configuration's fields (spec 1 §3) as its editor shows them: one selection for a
 *  user's (users administration) and a group's (access policies). A module of its own, so the
 *  groups' documents take this fragment without the users' screens. */
import { graphql } from '../../graphql';

export const VisualConfigFields = graphql(`
  fragment VisualConfigFields on VisualConfig {
    widgets
    views
    activities
    limitedSpeedList
    disableLocalTransport
    limitedVideoAnalyticsAccess
    limitedAuditAccess
  }
`);
