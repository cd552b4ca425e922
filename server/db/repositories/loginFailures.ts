/** Throttled events (failed logins, wrong codes, recovery requests) by key and time. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export class LoginFailureRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Events under `key` after `since`. */
  async countSince(key: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Records one event per key at `now` and drops the rows at or before `keepAfter`. */
  async record(keys: string[], now: number, keepAfter: number): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values(keys.map((key) => ({ id: randomUUID(), key, at: now })))
      .execute();
    await this.db.deleteFrom('login_failures').where('at', '<=', keepAfter).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }

  /** Drops every event whose key starts with `prefix` (compared as text, so no LIKE wildcards). */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where((eb) => eb(eb.fn<string>('substr', ['key', eb.lit(1), eb.lit(prefix.length)]), '=', prefix))
      .execute();
  }
}
