/** Groups, policies and statements of a realm, and which users and policies each group holds
 *  (spec 3 §3.6). Every query is realm-scoped: an id of another realm is simply not found. */
import type { Kysely, Selectable } from 'kysely';
import type {
  AccessGroupPolicyTable,
  AccessGroupTable,
  AccessGroupUserTable,
  AccessGroupVisualConfigTable,
  AccessPolicyTable,
  AccessStatementTable,
} from '../accessPolicySchema';
import type { Database } from '../schema';

export type AccessGroupRow = Selectable<AccessGroupTable>;
export type AccessPolicyRow = Selectable<AccessPolicyTable>;
export type AccessStatementRow = Selectable<AccessStatementTable>;
export type AccessGroupUserRow = Selectable<AccessGroupUserTable>;
export type AccessGroupPolicyRow = Selectable<AccessGroupPolicyTable>;
export type AccessGroupVisualConfigRow = Selectable<AccessGroupVisualConfigTable>;

/** Everything the policy engine needs of one realm, read at once. */
export interface RealmPolicyRows {
  groupUsers: AccessGroupUserRow[];
  groupPolicies: AccessGroupPolicyRow[];
  statements: AccessStatementRow[];
  /** Devices of the realm's zones and sets. */
  scopeObjects: Array<{ label_id: string; object_id: string }>;
  /** The groups' visual configurations (system-managed groups' too). */
  groupVisualConfigs: AccessGroupVisualConfigRow[];
}

export class AccessPolicyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async realmRows(realmId: string): Promise<RealmPolicyRows> {
    const [groupUsers, groupPolicies, statements, scopeObjects, groupVisualConfigs] = await Promise.all([
      this.db.selectFrom('access_group_users').selectAll().where('realm_id', '=', realmId).execute(),
      this.db.selectFrom('access_group_policies').selectAll().where('realm_id', '=', realmId).execute(),
      this.db
        .selectFrom('access_statements')
        .selectAll()
        .where('realm_id', '=', realmId)
        .orderBy('policy_id')
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('label_objects')
        .innerJoin('labels', 'labels.id', 'label_objects.label_id')
        .select(['label_objects.label_id', 'label_objects.object_id'])
        .where('label_objects.realm_id', '=', realmId)
        .where('labels.type', 'in', ['ZONE', 'SET'])
        .execute(),
      this.groupVisualConfigs(realmId),
    ]);
    return { groupUsers, groupPolicies, statements, scopeObjects, groupVisualConfigs };
  }

  groupVisualConfigs(realmId: string): Promise<AccessGroupVisualConfigRow[]> {
    return this.db.selectFrom('access_group_visual_configs').selectAll().where('realm_id', '=', realmId).execute();
  }

  /** Stores a group's visual configuration (JSON), or removes it with null. */
  async setGroupVisualConfig(realmId: string, groupId: string, visualConfig: string | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('access_group_visual_configs')
        .where('realm_id', '=', realmId)
        .where('group_id', '=', groupId)
        .execute();
      if (visualConfig !== null) {
        await trx
          .insertInto('access_group_visual_configs')
          .values({ realm_id: realmId, group_id: groupId, visual_config: visualConfig })
          .execute();
      }
    });
  }

  // Groups

  groups(realmId: string): Promise<AccessGroupRow[]> {
    return this.db
      .selectFrom('access_groups')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }

  group(realmId: string, id: string): Promise<AccessGroupRow | undefined> {
    return this.db
      .selectFrom('access_groups')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  groupByNameKey(realmId: string, nameKey: string): Promise<AccessGroupRow | undefined> {
    return this.db
      .selectFrom('access_groups')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
  }

  async insertGroup(row: AccessGroupRow): Promise<void> {
    await this.db.insertInto('access_groups').values(row).execute();
  }

  async renameGroup(realmId: string, id: string, name: string, nameKey: string): Promise<void> {
    await this.db
      .updateTable('access_groups')
      .set({ name, name_key: nameKey })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }

  async deleteGroup(realmId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('access_group_users').where('group_id', '=', id).execute();
      await trx.deleteFrom('access_group_policies').where('group_id', '=', id).execute();
      await trx
        .deleteFrom('access_group_visual_configs')
        .where('realm_id', '=', realmId)
        .where('group_id', '=', id)
        .execute();
      await trx.deleteFrom('access_groups').where('realm_id', '=', realmId).where('id', '=', id).execute();
    });
  }

  groupUsers(realmId: string): Promise<AccessGroupUserRow[]> {
    return this.db.selectFrom('access_group_users').selectAll().where('realm_id', '=', realmId).execute();
  }

  groupPolicies(realmId: string): Promise<AccessGroupPolicyRow[]> {
    return this.db.selectFrom('access_group_policies').selectAll().where('realm_id', '=', realmId).execute();
  }

  async addGroupUsers(realmId: string, groupId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .insertInto('access_group_users')
      .values(userIds.map((userId) => ({ group_id: groupId, user_id: userId, realm_id: realmId })))
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
      .execute();
  }

  async removeGroupUsers(realmId: string, groupId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .deleteFrom('access_group_users')
      .where('realm_id', '=', realmId)
      .where('group_id', '=', groupId)
      .where('user_id', 'in', [...userIds])
      .execute();
  }

  /** Replaces a group's users and policies (either left alone when undefined), in one transaction. */
  async setGroupMembers(
    realmId: string,
    groupId: string,
    members: { userIds?: readonly string[]; policyIds?: readonly string[] },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (members.userIds) {
        await trx.deleteFrom('access_group_users').where('group_id', '=', groupId).execute();
        if (members.userIds.length)
          await trx
            .insertInto('access_group_users')
            .values([...new Set(members.userIds)].map((u) => ({ group_id: groupId, user_id: u, realm_id: realmId })))
            .execute();
      }
      if (members.policyIds) {
        await trx.deleteFrom('access_group_policies').where('group_id', '=', groupId).execute();
        if (members.policyIds.length)
          await trx
            .insertInto('access_group_policies')
            .values(
              [...new Set(members.policyIds)].map((p) => ({ group_id: groupId, policy_id: p, realm_id: realmId })),
            )
            .execute();
      }
    });
  }

  /** Replaces the (stored) groups a user belongs to in a realm. */
  async setUserGroups(realmId: string, userId: string, groupIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('access_group_users')
        .where('realm_id', '=', realmId)
        .where('user_id', '=', userId)
        .execute();
      if (groupIds.length)
        await trx
          .insertInto('access_group_users')
          .values([...new Set(groupIds)].map((g) => ({ group_id: g, user_id: userId, realm_id: realmId })))
          .execute();
    });
  }

  // Policies and statements

  policies(realmId: string): Promise<AccessPolicyRow[]> {
    return this.db
      .selectFrom('access_policies')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }

  policy(realmId: string, id: string): Promise<AccessPolicyRow | undefined> {
    return this.db
      .selectFrom('access_policies')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  policyByNameKey(realmId: string, nameKey: string): Promise<AccessPolicyRow | undefined> {
    return this.db
      .selectFrom('access_policies')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
  }

  statements(realmId: string): Promise<AccessStatementRow[]> {
    return this.db
      .selectFrom('access_statements')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('policy_id')
      .orderBy('position')
      .execute();
  }

  statement(realmId: string, id: string): Promise<AccessStatementRow | undefined> {
    return this.db
      .selectFrom('access_statements')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A new policy with its statements, in one transaction. */
  async insertPolicy(row: AccessPolicyRow, statements: readonly AccessStatementRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('access_policies').values(row).execute();
      if (statements.length)
        await trx
          .insertInto('access_statements')
          .values([...statements])
          .execute();
    });
  }

  /** Renames a policy and, when given, replaces its statements. */
  async updatePolicy(
    realmId: string,
    id: string,
    name: string,
    nameKey: string,
    statements?: readonly AccessStatementRow[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('access_policies')
        .set({ name, name_key: nameKey })
        .where('realm_id', '=', realmId)
        .where('id', '=', id)
        .execute();
      if (statements) {
        await trx.deleteFrom('access_statements').where('policy_id', '=', id).execute();
        if (statements.length)
          await trx
            .insertInto('access_statements')
            .values([...statements])
            .execute();
      }
    });
  }

  async deletePolicy(realmId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('access_group_policies')
        .where('realm_id', '=', realmId)
        .where('policy_id', '=', id)
        .execute();
      await trx.deleteFrom('access_statements').where('policy_id', '=', id).execute();
      await trx.deleteFrom('access_policies').where('realm_id', '=', realmId).where('id', '=', id).execute();
    });
  }

  async insertStatement(row: AccessStatementRow): Promise<void> {
    await this.db.insertInto('access_statements').values(row).execute();
  }

  async updateStatement(row: AccessStatementRow): Promise<void> {
    await this.db
      .updateTable('access_statements')
      .set({
        name: row.name,
        effect: row.effect,
        actions: row.actions,
        resources: row.resources,
        all_resources: row.all_resources,
      })
      .where('realm_id', '=', row.realm_id)
      .where('id', '=', row.id)
      .execute();
  }

  async deleteStatement(realmId: string, id: string): Promise<void> {
    await this.db.deleteFrom('access_statements').where('realm_id', '=', realmId).where('id', '=', id).execute();
  }

  /** Ids among `ids` taken by any statement of any realm (statement ids may come from the client). */
  async statementIdsTaken(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('access_statements')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((r) => r.id);
  }
}

/** A member of a realm with their role, as the access screens list them. */
export interface RealmMemberRow {
  id: string;
  name: string;
  email: string | null;
  email_confirmed: number;
  role: string;
}

/** Members and roles of a realm: the system groups' members are the members of a role. */
export class RealmMemberRepository {
  constructor(private readonly db: Kysely<Database>) {}

  members(realmId: string): Promise<RealmMemberRow[]> {
    return this.db
      .selectFrom('user_realms')
      .innerJoin('users', 'users.id', 'user_realms.user_id')
      .select(['users.id', 'users.name', 'users.email', 'users.email_confirmed', 'user_realms.role'])
      .where('user_realms.realm_id', '=', realmId)
      .orderBy('users.name_key')
      .execute();
  }

  async setRole(realmId: string, userId: string, role: string): Promise<void> {
    await this.db
      .updateTable('user_realms')
      .set({ role })
      .where('realm_id', '=', realmId)
      .where('user_id', '=', userId)
      .execute();
  }
}
