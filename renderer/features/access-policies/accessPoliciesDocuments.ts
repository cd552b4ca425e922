/** GraphQL documents of groups, policies, zones, sets, the walls a policy may name and effective
 *  permissions (spec 3 §7.1–7.2). */
import { graphql, type ResultOf } from '../../graphql';
import { CameraScopeChoicesFields } from '../admin';
import { VisualConfigFields } from '../session';

export const PolicyFields = graphql(`
  fragment PolicyFields on Policy {
    id
    name
    isSystemManaged
    statements {
      id
      name
      effect
      actions
      allResources
      resources {
        id
        type
        name
      }
    }
  }
`);

export const GroupsQuery = graphql(
  `
    query AccessGroups {
      groups {
        id
        name
        isSystemManaged
        users {
          id
          name
        }
        policies {
          id
          name
        }
        visualConfig {
          ...VisualConfigFields
        }
      }
    }
  `,
  [VisualConfigFields],
);

export const PoliciesQuery = graphql(
  `
    query AccessPolicies {
      policies {
        ...PolicyFields
      }
    }
  `,
  [PolicyFields],
);

export const ActionsQuery = graphql(`
  query AccessActions {
    actions {
      name
      description
      level
    }
    accessLevels {
      level
      description
      order
    }
  }
`);

/** What the pickers choose from: the realm's members, cameras, zones and sets. */
export const PickerSourcesQuery = graphql(
  `
    query AccessPickerSources {
      users {
        id
        name
      }
      ...CameraScopeChoices
    }
  `,
  [CameraScopeChoicesFields],
);

/** The realm's video walls a statement may name (resource type 'wall'; issue 30). Asked apart from
 *  the other pickers' sources: an administrator who may not read walls still edits policies. */
export const PolicyWallsQuery = graphql(`
  query AccessPolicyWalls {
    videoWalls {
      id
      name
    }
  }
`);

export const ZonesQuery = graphql(`
  query AccessZones {
    zones {
      id
      name
      isSystemManaged
      devices {
        id
        name
      }
    }
  }
`);

export const SetsQuery = graphql(`
  query AccessSets {
    sets {
      id
      name
      isSystemManaged
      devices {
        id
        name
      }
    }
  }
`);

export const CreateGroupMutation = graphql(`
  mutation CreateAccessGroup($group: GroupInput!) {
    createGroup(group: $group) {
      id
    }
  }
`);

export const UpdateGroupMutation = graphql(`
  mutation UpdateAccessGroup($group: GroupInput!) {
    updateGroup(group: $group) {
      id
    }
  }
`);

export const DeleteGroupMutation = graphql(`
  mutation DeleteAccessGroup($id: ID!) {
    deleteGroup(id: $id)
  }
`);

export const AddGroupUsersMutation = graphql(`
  mutation AddAccessGroupUsers($groupId: ID!, $userIds: [ID!]!) {
    addGroupUsers(groupId: $groupId, userIds: $userIds) {
      id
    }
  }
`);

export const RemoveGroupUsersMutation = graphql(`
  mutation RemoveAccessGroupUsers($groupId: ID!, $userIds: [ID!]!) {
    removeGroupUsers(groupId: $groupId, userIds: $userIds) {
      id
    }
  }
`);

export const SetGroupVisualConfigMutation = graphql(`
  mutation SetAccessGroupVisualConfig($groupId: ID!, $visualConfig: VisualConfigInput) {
    setGroupVisualConfig(groupId: $groupId, visualConfig: $visualConfig) {
      id
    }
  }
`);

export const CreatePolicyMutation = graphql(`
  mutation CreateAccessPolicy($policy: PolicyInput!) {
    createPolicy(policy: $policy) {
      id
    }
  }
`);

export const UpdatePolicyMutation = graphql(`
  mutation UpdateAccessPolicy($policy: PolicyInput!) {
    updatePolicy(policy: $policy) {
      id
    }
  }
`);

export const DeletePolicyMutation = graphql(`
  mutation DeleteAccessPolicy($id: ID!) {
    deletePolicy(id: $id)
  }
`);

export const CreateZoneMutation = graphql(`
  mutation CreateAccessZone($zone: ZoneInput!) {
    createZone(zone: $zone) {
      id
    }
  }
`);

export const UpdateZoneMutation = graphql(`
  mutation UpdateAccessZone($zone: ZoneInput!) {
    updateZone(zone: $zone) {
      id
    }
  }
`);

export const DeleteZoneMutation = graphql(`
  mutation DeleteAccessZone($id: ID!) {
    deleteZone(id: $id)
  }
`);

export const CreateSetMutation = graphql(`
  mutation CreateAccessSet($set: SetInput!) {
    createSet(set: $set) {
      id
    }
  }
`);

export const UpdateSetMutation = graphql(`
  mutation UpdateAccessSet($set: SetInput!) {
    updateSet(set: $set) {
      id
    }
  }
`);

export const DeleteSetMutation = graphql(`
  mutation DeleteAccessSet($id: ID!) {
    deleteSet(id: $id)
  }
`);

export const WhoCanQuery = graphql(`
  query AccessWhoCan($action: String!, $resource: PolicyResourceInput!) {
    whoCan(action: $action, resource: $resource) {
      user {
        id
        name
      }
      allowed
      effect
      groups
      policies
    }
  }
`);

export const UserPermissionsQuery = graphql(`
  query AccessUserPermissions($userId: ID!) {
    userPermissions(userId: $userId) {
      action {
        name
        description
        level
      }
      scope
      devices {
        id
        name
      }
      exceptDevices {
        id
        name
      }
    }
  }
`);

export type PolicyData = ResultOf<typeof PolicyFields>;
export type ActionData = ResultOf<typeof ActionsQuery>['actions'][number];
export type AccessLevelData = ResultOf<typeof ActionsQuery>['accessLevels'][number];
export type PickerSources = ResultOf<typeof PickerSourcesQuery>;
