/** The session's GraphQL documents (spec 1 §3 Session and User info, §7 user info and session close). */
import { graphql, type ResultOf } from '../../graphql';
import { VisualConfigFields } from './visualConfigFields';

/** The user info as the session holds it; also what a realm switch answers with. */
export const UserInfoFields = graphql(
  `
    fragment UserInfoFields on UserInfo {
      user {
        id
        name
        isAdmin
        solidVisualConfig {
          ...VisualConfigFields
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
  `,
  [VisualConfigFields],
);

export const UserInfoQuery = graphql(
  `
    query UserInfo {
      userInfo {
        ...UserInfoFields
      }
    }
  `,
  [UserInfoFields],
);

export type UserInfo = ResultOf<typeof UserInfoQuery>['userInfo'];

export const SessionCloseSubscription = graphql(`
  subscription SessionClose {
    sessionClose {
      reason
    }
  }
`);
