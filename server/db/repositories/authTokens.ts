/** Single-use tokens of the login family (recovery, activation, login codes), stored by hash. */
import type { Insertable, Kysely } from 'kysely';
import type { AuthTokenTable, Database } from '../schema';

export class AuthTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<AuthTokenTable>): Promise<void> {
    await this.db.insertInto('auth_tokens').values(row).execute();
  }

  /** Marks a live token used and returns its user; undefined when unknown, used or expired. */
  async spend(id: string, kind: string, now: number): Promise<string | undefined> {
    const result = await this.db
      .updateTable('auth_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const row = await this.db.selectFrom('auth_tokens').select('user_id').where('id', '=', id).executeTakeFirst();
    return row?.user_id;
  }
}
