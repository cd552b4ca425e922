/** The events' GraphQL documents (spec 3 §7.1 queries, §7.2 mutations, §7.3 subscriptions):
 *  audit entries by filter and by id, the entries waiting for acknowledgement, acknowledgement of
 *  one or many, and the auditEntries subscription. */
import { graphql, type ResultOf } from '../../graphql';

export const EventEntryFields = graphql(`
  fragment EventEntryFields on AuditEntry {
    context
    message
    note
    triggeredAt
    modifiedAt
    isAcknowledged
    category {
      id
      shortName
    }
    witnesses {
      id
      name
      type
    }
    metadata {
      key
      class
      value
    }
    snapshots {
      snapshot
      default
      type
      tags
    }
  }
`);

export type EventEntry = ResultOf<typeof EventEntryFields>;

export const EventListQuery = graphql(
  `
    query EventList($filter: AuditEntryFilter!) {
      auditEntries(filter: $filter) {
        ...EventEntryFields
      }
    }
  `,
  [EventEntryFields],
);

export const EventEntryQuery = graphql(
  `
    query EventEntry($id: ID!) {
      auditEntry(id: $id) {
        ...EventEntryFields
      }
    }
  `,
  [EventEntryFields],
);

export const NeedAcknowledgeQuery = graphql(
  `
    query NeedAcknowledge($filter: AuditEntryFilter!) {
      requireAcknowledgeEntries(filter: $filter) {
        ...EventEntryFields
      }
    }
  `,
  [EventEntryFields],
);

/** How many entries wait for acknowledgement over all pages (the status bar's badge). */
export const NeedAcknowledgeCountQuery = graphql(`
  query NeedAcknowledgeCount($filter: AuditEntryFilter) {
    requireAcknowledgeCount(filter: $filter)
  }
`);

export const AcknowledgeEventMutation = graphql(
  `
    mutation AcknowledgeEvent($entry: AuditEntryAcknowledgeInput!) {
      acknowledgeAuditEntry(entry: $entry) {
        ...EventEntryFields
      }
    }
  `,
  [EventEntryFields],
);

export const AcknowledgeEventsMutation = graphql(
  `
    mutation AcknowledgeEvents($entries: [AuditEntryAcknowledgeInput!]!) {
      auditEntriesAcknowledgment(entries: $entries) {
        context
        error
        entry {
          ...EventEntryFields
        }
      }
    }
  `,
  [EventEntryFields],
);

export const EventUpdatesSubscription = graphql(
  `
    subscription EventUpdates($witnesses: [ID!], $categories: [ID!]) {
      auditEntries(witnesses: $witnesses, categories: $categories) {
        type
        error
        entry {
          ...EventEntryFields
        }
      }
    }
  `,
  [EventEntryFields],
);

export type EventUpdate = ResultOf<typeof EventUpdatesSubscription>['auditEntries'];
