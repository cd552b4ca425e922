/** Counts throttled events inside sliding windows (failed logins per user name and per address,
 *  wrong verification codes, recovery requests) and paces addresses past their failure threshold. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AddressPacer, addressDelayMs } from './addressPacer';
import { FAILURE_WINDOW_MS, THROTTLE_RETENTION_MS } from './authPolicy';
import { hashSecret } from './tokens';

/** Longest user name kept readable in a key: a real name fits (users.name is varchar(255)), a
 *  longer typed one is hashed, or it would overflow the key column (varchar(320)) on PostgreSQL. */
const MAX_PLAIN_NAME = 255;

export const throttleKeys = {
  user: (nameKey: string) => (nameKey.length > MAX_PLAIN_NAME ? `user#:${hashSecret(nameKey)}` : `user:${nameKey}`),
  address: (address: string) => `addr:${address}`,
  code: (sessionId: string) => `code:${sessionId}`,
  recoveryRequests: (address: string) => `recover-addr:${address}`,
  // Hashed: an e-mail address may fill the key column by itself, and the table need not hold it.
  recoveryMails: (email: string) => `recover-mail:${hashSecret(email.trim().toLowerCase())}`,
};

/** What the throttle makes of a login attempt's address: below its threshold, paced (the attempt
 *  waited its turn), or refused because too many paced attempts are already waiting. */
export type AddressPace = 'open' | 'paced' | 'refused';

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pacer = new AddressPacer(),
  ) {}

  /** Failed attempts under `key` within the failed-login window. */
  failures(key: string, now = Date.now()): Promise<number> {
    return this.count(key, FAILURE_WINDOW_MS, now);
  }

  /** Events recorded under `key` within the last `windowMs` (at most THROTTLE_RETENTION_MS). */
  async count(key: string, windowMs: number, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('key', '=', key)
      .where('at', '>', now - windowMs)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Waits this login attempt's turn when its address is past the failure threshold. */
  async paceAddress(address: string): Promise<AddressPace> {
    const delayMs = addressDelayMs(await this.failures(throttleKeys.address(address)));
    if (delayMs === 0) return 'open';
    return (await this.pacer.wait(address, delayMs)) ? 'paced' : 'refused';
  }

  async record(keys: string[], now = Date.now()): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values(keys.map((key) => ({ id: randomUUID(), key, at: now })))
      .execute();
    // Old rows carry no information; trimming here keeps the table small without a job.
    await this.db
      .deleteFrom('login_failures')
      .where('at', '<=', now - THROTTLE_RETENTION_MS)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}
