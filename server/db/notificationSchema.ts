/** Notification policies' tables (issue 28, migration 0016) as Kysely sees them. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A policy: its name, switch and optional schedule as columns, the rest as JSON. */
export interface NotificationPolicyTable {
  id: string;
  realm_id: string;
  name: string;
  /** Lower-cased name: unique within the realm. */
  name_key: string;
  enabled: number;
  schedule_id: string | null;
  /** JSON NotificationDefinition (db/repositories/notificationPolicies). */
  definition: string;
  created_at: Millis;
  modified_at: Millis;
}

/** One send of a policy over one channel: for an event, or a test. */
export interface NotificationSendTable {
  id: string;
  realm_id: string;
  policy_id: string;
  event_id: string | null;
  channel: string;
  /** Where it went: addresses, the URL, or broker and topic (never a secret). */
  target: string;
  result: string;
  attempts: number;
  error: string | null;
  test: number;
  at: Millis;
}

export interface NotificationTables {
  notification_policies: NotificationPolicyTable;
  notification_sends: NotificationSendTable;
}
