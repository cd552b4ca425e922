/** A realm's notification policies (issue 28) and what sending needs to read about them: the
 *  devices of the sets and zones a policy names, and the addresses of the users and groups it
 *  sends to (only users who take notifications: spec 3 §3.6 User.sendNotification). */
import type { Kysely, Selectable } from 'kysely';
import type { NotificationPolicyTable } from '../notificationSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

/** What a policy picks and where it sends (stored as JSON). Secrets stay on the server. */
export interface NotificationDefinition {
  categories: string[];
  needAcknowledgeOnly: boolean;
  deviceIds: string[];
  setIds: string[];
  zoneIds: string[];
  userIds: string[];
  groupIds: string[];
  addresses: string[];
  emailEnabled: boolean;
  webhook: { url: string; secret: string } | null;
  mqtt: { url: string; topic: string; username: string | null; password: string | null } | null;
  throttleMs: number;
}

export interface NotificationPolicyRecord extends NotificationDefinition {
  id: string;
  realmId: string;
  name: string;
  enabled: boolean;
  scheduleId: string | null;
  createdAt: number;
  modifiedAt: number;
}

const EMPTY: NotificationDefinition = {
  categories: [],
  needAcknowledgeOnly: false,
  deviceIds: [],
  setIds: [],
  zoneIds: [],
  userIds: [],
  groupIds: [],
  addresses: [],
  emailEnabled: false,
  webhook: null,
  mqtt: null,
  throttleMs: 7000,
};

const toRecord = (row: Selectable<NotificationPolicyTable>): NotificationPolicyRecord => ({
  ...EMPTY,
  ...parseJson<Partial<NotificationDefinition>>(row.definition, {}),
  id: row.id,
  realmId: row.realm_id,
  name: row.name,
  enabled: row.enabled === 1,
  scheduleId: row.schedule_id,
  createdAt: Number(row.created_at),
  modifiedAt: Number(row.modified_at),
});

const toRow = (policy: NotificationPolicyRecord) => {
  const { id, realmId, name, enabled, scheduleId, createdAt, modifiedAt, ...definition } = policy;
  return {
    id,
    realm_id: realmId,
    name,
    name_key: name.toLowerCase(),
    enabled: enabled ? 1 : 0,
    schedule_id: scheduleId,
    definition: JSON.stringify(definition),
    created_at: createdAt,
    modified_at: modifiedAt,
  };
};

export class NotificationPolicyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(realmId: string): Promise<NotificationPolicyRecord[]> {
    const rows = await this.db
      .selectFrom('notification_policies')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async byId(realmId: string, id: string): Promise<NotificationPolicyRecord | undefined> {
    const row = await this.db
      .selectFrom('notification_policies')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** The id of the realm's policy with this name (any case), if one has it. */
  async idByName(realmId: string, name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('notification_policies')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('name_key', '=', name.toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }

  /** The realms that have at least one policy: the ones whose events are watched. */
  async realmIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('notification_policies').select('realm_id').distinct().execute();
    return rows.map((r) => r.realm_id);
  }

  async insert(policy: NotificationPolicyRecord): Promise<void> {
    await this.db.insertInto('notification_policies').values(toRow(policy)).execute();
  }

  async update(policy: NotificationPolicyRecord): Promise<void> {
    const { id, realm_id, created_at, ...values } = toRow(policy);
    void created_at;
    await this.db
      .updateTable('notification_policies')
      .set(values)
      .where('realm_id', '=', realm_id)
      .where('id', '=', id)
      .execute();
  }

  async delete(realmId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('notification_policies')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The devices of the realm's sets and zones (labels of type SET and ZONE) with these ids. */
  async devicesOfScopes(realmId: string, scopeIds: readonly string[]): Promise<string[]> {
    if (scopeIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('label_objects')
      .select('object_id')
      .where('realm_id', '=', realmId)
      .where('label_id', 'in', [...scopeIds])
      .execute();
    return [...new Set(rows.map((r) => r.object_id))];
  }

  /** Which of these ids are labels of the type in the realm (a set's or a zone's id). */
  async existingScopes(realmId: string, type: 'SET' | 'ZONE', ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('labels')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('type', '=', type)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  /** Which of these ids are devices of the realm. */
  async existingDevices(realmId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('devices')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  /** Which of these ids are schedules of the realm. */
  async existingSchedules(realmId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('schedules')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  /** The names of the realm's policies a schedule gates (what else follows the schedule). */
  async namesGatedBy(realmId: string, scheduleId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('notification_policies')
      .select('name')
      .where('realm_id', '=', realmId)
      .where('schedule_id', '=', scheduleId)
      .orderBy('name_key')
      .execute();
    return rows.map((r) => r.name);
  }

  /** Which of these ids are members (users) of the realm. */
  async existingUsers(realmId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('user_realms')
      .select('user_id')
      .where('realm_id', '=', realmId)
      .where('user_id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** Which of these ids are groups of the realm. */
  async existingGroups(realmId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('access_groups')
      .select('id')
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }

  /** The e-mail addresses of the realm's members among these users and the groups' members who
   *  take notifications (sendNotification) and have an address. */
  async recipientAddresses(
    realmId: string,
    userIds: readonly string[],
    groupIds: readonly string[],
  ): Promise<string[]> {
    if (userIds.length === 0 && groupIds.length === 0) return [];
    const members = new Set(userIds);
    if (groupIds.length) {
      const rows = await this.db
        .selectFrom('access_group_users')
        .select('user_id')
        .where('realm_id', '=', realmId)
        .where('group_id', 'in', [...groupIds])
        .execute();
      for (const row of rows) members.add(row.user_id);
    }
    if (members.size === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .innerJoin('user_realms', 'user_realms.user_id', 'users.id')
      .select('users.email')
      .where('user_realms.realm_id', '=', realmId)
      .where('users.id', 'in', [...members])
      .where('users.send_notification', '=', 1)
      .where('users.email', 'is not', null)
      .execute();
    return [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))];
  }
}
