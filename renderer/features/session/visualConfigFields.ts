/** The visual configuration's fields (spec 1 §3): one selection for the session's own (the
 *  user info) and for the ones administrators edit, a user's and a group's. */
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
