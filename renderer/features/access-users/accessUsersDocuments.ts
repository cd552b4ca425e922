/** GraphQL documents of users administration, realm settings and the user audit (spec 3 §7.1–§7.2;
 *  spec 1 §2.5 Access → Audit). */
import { graphql, type ResultOf } from '../../graphql';
import { VisualConfigFields } from '../session';

export const AdminUserFields = graphql(
  `
    fragment AdminUserFields on User {
      id
      name
      email
      emailConfirmed
      sendNotification
      isAdmin
      blocked
      visualConfig {
        ...VisualConfigFields
      }
    }
  `,
  [VisualConfigFields],
);

export const UsersQuery = graphql(
  `
    query AdminUsers($search: String) {
      users(search: $search) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

export const CreateUserMutation = graphql(
  `
    mutation CreateUser($user: UserInput!) {
      createUser(user: $user) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

export const UpdateUserMutation = graphql(
  `
    mutation UpdateUser($user: UserInput!) {
      updateUser(user: $user) {
        ...AdminUserFields
      }
    }
  `,
  [AdminUserFields],
);

/** The groups a user can be put in, with their members, so the form shows a user's groups. */
export const UserGroupChoicesQuery = graphql(`
  query UserGroupChoices {
    groups {
      id
      name
      isSystemManaged
      users {
        id
      }
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const UnblockUserMutation = graphql(`
  mutation UnblockUser($id: ID!) {
    unblockUser(id: $id)
  }
`);

export const SetPasswordMutation = graphql(`
  mutation SetUserPassword($id: ID!, $password: String!) {
    setPassword(id: $id, password: $password)
  }
`);

export const RealmSettingsFields = graphql(`
  fragment RealmSettingsFields on Realm {
    id
    name
    maxDownloadTime
    adminEmail
    maxScheduledDeliveryDelay
    auditTtl
    mfAuth
    playerIdleTimeout
    jitterBufferLength
    geoIconSet
    esriMapTileUrl
    esriAccessToken
    defaultMapLayer
    googleMapsApiKey
    emailSettings {
      enabled
      host
      port
      tls
      from
      auth
      user
      validated
    }
  }
`);

export const RealmSettingsQuery = graphql(
  `
    query RealmSettings {
      currentRealm {
        ...RealmSettingsFields
      }
    }
  `,
  [RealmSettingsFields],
);

export const UpdateCurrentRealmMutation = graphql(
  `
    mutation UpdateCurrentRealm($realm: RealmInput!) {
      updateCurrentRealm(realm: $realm) {
        ...RealmSettingsFields
      }
    }
  `,
  [RealmSettingsFields],
);

export const ValidateEmailMutation = graphql(`
  mutation ValidateEmail($emailSettings: EmailSettingsInput!) {
    validateEmail(emailSettings: $emailSettings) {
      validated
      message
    }
  }
`);

export const UserAuditQuery = graphql(`
  query UserAudit($filter: UserAuditFilter) {
    userAudit(filter: $filter) {
      id
      time
      kind
      actorId
      actorName
      targetType
      targetId
      targetName
      detail
      address
    }
  }
`);

export type AdminUser = ResultOf<typeof UsersQuery>['users'][number];
export type GroupChoice = ResultOf<typeof UserGroupChoicesQuery>['groups'][number];
export type RealmSettings = ResultOf<typeof RealmSettingsQuery>['currentRealm'];
export type UserAuditEntry = ResultOf<typeof UserAuditQuery>['userAudit'][number];

/** The names the user audit's particulars refer to by id (a statement's resources, a zone's
 *  devices): the realm's users, groups, policies, zones, sets and devices. */
export const UserAuditNamesQuery = graphql(`
  query UserAuditNames {
    users {
      id
      name
    }
    groups {
      id
      name
    }
    policies {
      id
      name
    }
    zones {
      id
      name
    }
    sets {
      id
      name
    }
    devicesByAspectTypes(types: ["Media", "Sensor", "Avatar", "Gateway"]) {
      id
      name
    }
  }
`);
