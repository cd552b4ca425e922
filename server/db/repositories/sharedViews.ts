/** The views an administrator shared with a realm, with their per-view layout (one row per realm). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SharedViewsTable } from '../schema';

export type SharedViewsRow = Selectable<SharedViewsTable>;

/** What a write stores: everything but the realm. */
export type SharedViewsValues = Omit<SharedViewsRow, 'realm_id'>;

export class SharedViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byRealm(realmId: string): Promise<SharedViewsRow | undefined> {
    return this.db.selectFrom('shared_views').selectAll().where('realm_id', '=', realmId).executeTakeFirst();
  }

  /** Rewrites a realm's shared views from what is stored (undefined when nothing is) in one
   *  transaction, so concurrent updates never lose each other; when `change` throws, nothing is written. */
  async update(realmId: string, change: (row: SharedViewsRow | undefined) => SharedViewsValues): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('shared_views').selectAll().where('realm_id', '=', realmId).executeTakeFirst();
      const values = change(row);
      if (row) {
        await trx.updateTable('shared_views').set(values).where('realm_id', '=', realmId).execute();
      } else {
        await trx
          .insertInto('shared_views')
          .values({ realm_id: realmId, ...values })
          .execute();
      }
    });
  }
}
