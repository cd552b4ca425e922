/** The user audit's rows (spec 1 §2.5 Access → Audit): one per login, failed login, lockout or
 *  administrative change, read newest first a page at a time. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { UserAuditTable } from '../userAuditSchema';

export type UserAuditRow = Selectable<UserAuditTable>;

export interface UserAuditQuery {
  from?: number | null;
  to?: number | null;
  /** Entries where this user acted or was acted on. */
  userId?: string | null;
  kinds?: readonly string[] | null;
  offset: number;
  limit: number;
}

export class UserAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertMany(rows: readonly Insertable<UserAuditTable>[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('user_audit')
        .values([...rows])
        .execute();
  }

  /** Newest first, ties by id, so consecutive pages neither overlap nor skip. */
  page(realmId: string, q: UserAuditQuery): Promise<UserAuditRow[]> {
    let query = this.db.selectFrom('user_audit').selectAll().where('realm_id', '=', realmId);
    if (q.from != null) query = query.where('at', '>=', q.from);
    if (q.to != null) query = query.where('at', '<=', q.to);
    if (q.kinds?.length) query = query.where('kind', 'in', [...q.kinds]);
    const userId = q.userId;
    if (userId) query = query.where((eb) => eb.or([eb('actor_id', '=', userId), eb('target_id', '=', userId)]));
    return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
  }

  /** Deletes a realm's entries older than `before`; returns how many went. */
  async deleteOlderThan(realmId: string, before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('user_audit')
      .where('realm_id', '=', realmId)
      .where('at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
