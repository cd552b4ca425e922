/** GraphQL documents of the Notification Policies section (issue 28): the policies, what a policy
 *  can pick and whom it can tell, their changes, the test button and the send log. */
import { graphql, type ResultOf } from '../../graphql';
import { OperationWarningFields } from '../admin';

export const NotificationSendFields = graphql(`
  fragment NotificationSendFields on NotificationSend {
    id
    policyId
    eventId
    channel
    target
    result
    attempts
    error
    test
    at
  }
`);

export const NotificationPolicyFields = graphql(
  `
    fragment NotificationPolicyFields on NotificationPolicy {
      id
      name
      enabled
      scheduleId
      categories
      needAcknowledgeOnly
      deviceIds
      setIds
      zoneIds
      userIds
      groupIds
      addresses
      emailEnabled
      webhook {
        url
        hasSecret
      }
      mqtt {
        url
        topic
        username
        hasPassword
      }
      throttleMs
      modifiedAt
      heldBy {
        scheduleName
        value
        end
      }
      lastProblem {
        ...NotificationSendFields
      }
    }
  `,
  [NotificationSendFields],
);

export const NotificationPoliciesQuery = graphql(
  `
    query NotificationPolicies {
      notificationPolicies {
        ...NotificationPolicyFields
      }
    }
  `,
  [NotificationPolicyFields],
);

/** What a policy can pick (categories, devices, sets, zones) and whom it can tell (users, groups). */
export const NotificationChoicesQuery = graphql(`
  query NotificationChoices {
    auditCategories {
      id
      shortName
    }
    devicesByAspectTypes(types: ["Media", "Sensor"]) {
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
    users {
      id
      name
      email
      sendNotification
    }
    groups {
      id
      name
    }
    schedules {
      id
      name
    }
  }
`);

export const NotificationSendsQuery = graphql(
  `
    query NotificationSends($policyId: ID!) {
      notificationSends(policyId: $policyId) {
        ...NotificationSendFields
      }
    }
  `,
  [NotificationSendFields],
);

export const CreateNotificationPolicyMutation = graphql(
  `
    mutation CreateNotificationPolicy($policy: NotificationPolicyInput!) {
      createNotificationPolicy(policy: $policy) {
        ...NotificationPolicyFields
      }
    }
  `,
  [NotificationPolicyFields],
);

export const UpdateNotificationPolicyMutation = graphql(
  `
    mutation UpdateNotificationPolicy($policy: NotificationPolicyInput!) {
      updateNotificationPolicy(policy: $policy) {
        ...NotificationPolicyFields
      }
    }
  `,
  [NotificationPolicyFields],
);

/** The schedules whose actions name the policy: the delete question lists them. */
export const NotificationPolicyUsedByQuery = graphql(`
  query NotificationPolicyUsedBy($id: ID!) {
    notificationPolicy(id: $id) {
      id
      usedBy
    }
  }
`);

export const DeleteNotificationPolicyMutation = graphql(
  `
    mutation DeleteNotificationPolicy($id: ID!) {
      deleteNotificationPolicy(id: $id) {
        deleted
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [OperationWarningFields],
);

export const TestNotificationPolicyMutation = graphql(
  `
    mutation TestNotificationPolicy($id: ID!) {
      testNotificationPolicy(id: $id) {
        ...NotificationSendFields
      }
    }
  `,
  [NotificationSendFields],
);

export type NotificationPolicy = ResultOf<typeof NotificationPolicyFields>;
export type NotificationSend = ResultOf<typeof NotificationSendFields>;
export type NotificationChoices = ResultOf<typeof NotificationChoicesQuery>;
