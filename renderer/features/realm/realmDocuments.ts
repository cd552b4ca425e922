/** The realm choice's GraphQL documents (spec 1 §7: userRealms; switch realm). */
import { graphql } from '../../graphql';
import { UserInfoFields } from '../session';

export const UserRealmsQuery = graphql(`
  query UserRealms {
    userRealms {
      id
      name
    }
  }
`);

/** Answers with the whole user info, selected like the session's own query. */
export const SetUserRealmMutation = graphql(
  `
    mutation SetUserRealm($userName: String!, $realmId: ID!) {
      setUserRealm(userName: $userName, realmId: $realmId) {
        ...UserInfoFields
      }
    }
  `,
  [UserInfoFields],
);
