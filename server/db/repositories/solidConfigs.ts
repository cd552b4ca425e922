/** Each user's workspace configuration per realm (solid config), with its current-view part. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SolidConfigTable } from '../schema';

export type SolidConfigRow = Selectable<SolidConfigTable>;

/** Columns a write sets; updated_at always, the others as the write needs. */
export type SolidConfigChanges = Partial<Omit<SolidConfigRow, 'user_id' | 'realm_id'>> & { updated_at: number };

/** The row of a user who has saved nothing yet. */
const EMPTY_CONFIG_ROW = {
  config: 'null',
  version: 0,
  current_view_id: null,
  recent_view_ids: '[]',
  window_props: 'null',
} as const;

export class SolidConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byUser(userId: string, realmId: string): Promise<SolidConfigRow | undefined> {
    return this.db
      .selectFrom('solid_configs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('realm_id', '=', realmId)
      .executeTakeFirst();
  }

  /** Every stored configuration of a realm with its owner's name (views that use a hierarchy). */
  inRealm(realmId: string): Promise<Array<{ user_id: string; user_name: string; config: string }>> {
    return this.db
      .selectFrom('solid_configs')
      .innerJoin('users', 'users.id', 'solid_configs.user_id')
      .select(['solid_configs.user_id', 'users.name as user_name', 'solid_configs.config'])
      .where('solid_configs.realm_id', '=', realmId)
      .execute();
  }

  /**
   * Writes the named columns of a user's row in one statement, creating the row with empty
   * values when the user has none; with `minVersion`, an existing row of a newer version is
   * left alone. Returns whether a row was written.
   */
  async upsert(userId: string, realmId: string, changes: SolidConfigChanges, minVersion?: number): Promise<boolean> {
    const result = await this.db
      .insertInto('solid_configs')
      .values({ user_id: userId, realm_id: realmId, ...EMPTY_CONFIG_ROW, ...changes })
      .onConflict((oc) => {
        const update = oc.columns(['user_id', 'realm_id']).doUpdateSet(changes);
        return minVersion === undefined ? update : update.where('solid_configs.version', '<=', minVersion);
      })
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
