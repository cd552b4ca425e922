/** Counts throttled events inside sliding windows (failed logins per user name and per address,
 *  wrong verification codes, recovery requests) and paces addresses past their failure threshold. */
import type { LoginFailureRepository } from '../db/repositories/loginFailures';
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
    private readonly events: LoginFailureRepository,
    private readonly pacer = new AddressPacer(),
  ) {}

  /** Failed attempts under `key` within the failed-login window. */
  failures(key: string, now = Date.now()): Promise<number> {
    return this.count(key, FAILURE_WINDOW_MS, now);
  }

  /** Events recorded under `key` within the last `windowMs` (at most THROTTLE_RETENTION_MS). */
  count(key: string, windowMs: number, now = Date.now()): Promise<number> {
    return this.events.countSince(key, now - windowMs);
  }

  /** Waits this login attempt's turn when its address is past the failure threshold. */
  async paceAddress(address: string): Promise<AddressPace> {
    const delayMs = addressDelayMs(await this.failures(throttleKeys.address(address)));
    if (delayMs === 0) return 'open';
    return (await this.pacer.wait(address, delayMs)) ? 'paced' : 'refused';
  }

  record(keys: string[], now = Date.now()): Promise<void> {
    // Old rows carry no information; trimming here keeps the table small without a job.
    return this.events.record(keys, now, now - THROTTLE_RETENTION_MS);
  }

  clear(key: string): Promise<void> {
    return this.events.clear(key);
  }
}
