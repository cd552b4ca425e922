/** Users and their realm memberships. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UserRealmTable, UserTable } from '../schema';
import { parseJson } from '../json';

export type UserRow = Selectable<UserTable>;
export type UserRealmRow = Selectable<UserRealmTable>;

export interface Membership {
  realmId: string;
  realmName: string;
  realmType: string;
  role: string;
}

export const ADMIN_ROLE = 'admin';
/** The role of a member who is not an administrator. */
export const OPERATOR_ROLE = 'operator';

/** A member of a realm as the users list shows it. */
export interface RealmMember {
  user: UserRow;
  role: string;
}

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<UserTable>): Promise<void> {
    await this.db.insertInto('users').values(row).execute();
  }

  /** Adds users to realms with a role, in one statement. */
  async addMemberships(rows: readonly UserRealmRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('user_realms')
        .values([...rows])
        .execute();
  }

  byName(name: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('name_key', '=', name.trim().toLowerCase()).executeTakeFirst();
  }

  byId(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  /** The user's realms, oldest first (the first is where a login without realmid lands). */
  async memberships(userId: string): Promise<Membership[]> {
    const rows = await this.db
      .selectFrom('user_realms')
      .innerJoin('realms', 'realms.id', 'user_realms.realm_id')
      .select([
        'realms.id as realmId',
        'realms.name as realmName',
        'realms.type as realmType',
        'user_realms.role as role',
      ])
      .where('user_realms.user_id', '=', userId)
      .orderBy('realms.created_at')
      .orderBy('realms.name')
      .execute();
    return rows;
  }

  async membership(userId: string, realmId: string): Promise<Membership | undefined> {
    return (await this.memberships(userId)).find((m) => m.realmId === realmId);
  }

  /** Whether any realm has an administrator: the first run's setup stays open until one does. */
  async hasAdministrator(): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_realms')
      .select('user_id')
      .where('role', '=', ADMIN_ROLE)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the user belongs to the realm; the one question most resolvers ask. */
  async isMember(userId: string, realmId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_realms')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('realm_id', '=', realmId)
      .executeTakeFirst();
    return row !== undefined;
  }

  guis(user: UserRow): string[] {
    return parseJson<string[]>(user.guis, []);
  }

  async setPassword(userId: string, passwordHash: string, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, password_expired: 0 })
      .where('id', '=', userId)
      .execute();
  }

  async setBlocked(userId: string, blockedAt: number | null): Promise<void> {
    await this.db.updateTable('users').set({ blocked_at: blockedAt }).where('id', '=', userId).execute();
  }

  async confirmEmail(userId: string): Promise<void> {
    await this.db.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', userId).execute();
  }

  /** The realm's members, by name; `search` matches a part of the name or e-mail, any case. */
  async inRealm(realmId: string, search?: string | null): Promise<RealmMember[]> {
    // A realm's users are few enough to match in memory, the same way on SQLite and PostgreSQL.
    const query = this.db
      .selectFrom('users')
      .innerJoin('user_realms', 'user_realms.user_id', 'users.id')
      .selectAll('users')
      .select('user_realms.role as role')
      .where('user_realms.realm_id', '=', realmId);
    const rows = await query.orderBy('users.name_key').execute();
    const needle = search?.trim().toLowerCase();
    return rows
      .filter((row) => !needle || row.name_key.includes(needle) || (row.email ?? '').includes(needle))
      .map(({ role, ...user }) => ({ user, role }));
  }

  async update(userId: string, patch: Updateable<UserTable>): Promise<void> {
    await this.db.updateTable('users').set(patch).where('id', '=', userId).execute();
  }

  async setRole(userId: string, realmId: string, role: string): Promise<void> {
    await this.db
      .updateTable('user_realms')
      .set({ role })
      .where('user_id', '=', userId)
      .where('realm_id', '=', realmId)
      .execute();
  }

  /** Takes the user out of the realm; a user left in no realm is deleted with everything of theirs. */
  async removeFromRealm(userId: string, realmId: string): Promise<'removed' | 'deleted'> {
    await this.db.deleteFrom('user_realms').where('user_id', '=', userId).where('realm_id', '=', realmId).execute();
    const left = await this.db
      .selectFrom('user_realms')
      .select('realm_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (left) return 'removed';
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
    return 'deleted';
  }
}
