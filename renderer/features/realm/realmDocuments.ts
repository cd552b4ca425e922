/** The realm choice's GraphQL documents (spec 1 §7: userRealms; switch realm). */
import { graphql } from '../../graphql';

export const UserRealmsQuery = graphql(`
  query UserRealms {
    userRealms {
      id
      name
    }
  }
`);

/** Answers with the whole user info, selected like the session's own query. */
export const SetUserRealmMutation = graphql(`
  mutation SetUserRealm($userName: String!, $realmId: ID!) {
    setUserRealm(userName: $userName, realmId: $realmId) {
      user {
        id
        name
        isAdmin
        solidVisualConfig {
          widgets
          views
          activities
          limitedSpeedList
          limitedVideoAnalyticsAccess
          limitedAuditAccess
        }
      }
      realm {
        id
        name
        type
        maxDownloadLength
      }
      role
      isAdmin
      guis {
        id
        name
        description
        url
      }
      userRealms {
        id
        name
      }
    }
  }
`);
