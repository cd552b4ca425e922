/** Which user accepted which licence version. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export class LicenceAcceptanceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async has(userId: string, version: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('licence_acceptances')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Accepting twice keeps the first acceptance. */
  async accept(userId: string, version: string, at: number): Promise<void> {
    await this.db
      .insertInto('licence_acceptances')
      .values({ user_id: userId, version, accepted_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
      .execute();
  }
}
