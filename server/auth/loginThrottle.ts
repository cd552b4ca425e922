/** Counts failed logins per user name and per address inside a sliding window. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FAILURE_WINDOW_MS } from './authPolicy';

export const throttleKeys = {
  user: (nameKey: string) => `user:${nameKey}`,
  address: (address: string) => `addr:${address}`,
  code: (sessionId: string) => `code:${sessionId}`,
};

export class LoginThrottle {
  constructor(private readonly db: Kysely<Database>) {}

  async failures(key: string, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('key', '=', key)
      .where('at', '>', now - FAILURE_WINDOW_MS)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async record(keys: string[], now = Date.now()): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values(keys.map((key) => ({ id: randomUUID(), key, at: now })))
      .execute();
    // Old rows carry no information; trimming here keeps the table small without a job.
    await this.db
      .deleteFrom('login_failures')
      .where('at', '<=', now - FAILURE_WINDOW_MS)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}
