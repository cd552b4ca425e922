/** The view definitions administrators wrote: their own workspace configurations in the realms
 *  they administer, and every realm's shared views (only administrators share). Read together
 *  for the origins the console may frame (server/workspace/FrameSources.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The role of a realm's administrators in user_realms. */
const ADMIN_ROLE = 'admin';

export class AdminViewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Workspace configurations (JSON text) of users in the realms where they are administrators. */
  async adminConfigs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('solid_configs')
      .innerJoin('user_realms', (join) =>
        join
          .onRef('user_realms.user_id', '=', 'solid_configs.user_id')
          .onRef('user_realms.realm_id', '=', 'solid_configs.realm_id'),
      )
      .select('solid_configs.config')
      .where('user_realms.role', '=', ADMIN_ROLE)
      .execute();
    return rows.map((row) => row.config);
  }

  /** Every realm's shared views (JSON text). */
  async sharedViews(): Promise<string[]> {
    const rows = await this.db.selectFrom('shared_views').select('shared_views').execute();
    return rows.map((row) => row.shared_views);
  }
}
