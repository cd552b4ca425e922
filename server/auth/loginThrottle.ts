/** Counts throttled events inside sliding windows (failed logins per user name and address, wrong
 *  verification codes, recovery requests) and decides what a login attempt may do (issue 27).
 *
 *  The rule: failures are held against a user name AT a source address, and only there.
 *  - No account is ever locked and no session ever ended by failures, so nobody can lock an owner
 *    (or the last administrator) out by failing at their name.
 *  - A name that failed FREE_LOGIN_FAILURES times from an address within the window backs off
 *    there: its attempts from that address are refused (429) unchecked until the last failure is
 *    loginBackoffMs old (doubling per further failure, never more than LOGIN_BACKOFF_MAX_MS).
 *    Refused attempts count for nothing, so a flood neither lengthens the back-off past its bound
 *    nor weighs on anything else. The same name from any other address is not slowed.
 *  - An address that failed MAX_ADDRESS_FAILURES times across names (spraying) is paced, but only
 *    for the names that have failed from it: correct credentials of a name are never throttled by
 *    the failures of other names, so colleagues behind the same NAT keep logging in during a flood.
 *    A sprayer gets one check per name before its pace applies (plus the free failures per name).
 *  - The owner lifts the back-off at once with the e-mailed recovery link (restorePassword), an
 *    administrator with unblockUser; a successful login from the address lifts it for that address. */
import type { LoginFailureRepository } from '../db/repositories/loginFailures';
import { AddressPacer, addressDelayMs } from './addressPacer';
import {
  FAILURE_WINDOW_MS,
  FREE_LOGIN_FAILURES,
  LOGIN_BACKOFF_BASE_MS,
  LOGIN_BACKOFF_MAX_MS,
  THROTTLE_RETENTION_MS,
} from './authPolicy';
import { hashSecret } from './tokens';

/** The names' part of the pair keys: hashed, so every key of one name starts alike, any name fits
 *  the key column (varchar(320) on PostgreSQL), and the table does not hold the names typed. */
const namePart = (nameKey: string) => `pair:${hashSecret(nameKey)}:`;

export const throttleKeys = {
  /** Failed logins of one user name (trimmed, lower-cased) from one address. */
  pair: (nameKey: string, address: string) => `${namePart(nameKey)}${address}`,
  /** The prefix of every pair key of one user name. */
  pairsOf: namePart,
  address: (address: string) => `addr:${address}`,
  code: (sessionId: string) => `code:${sessionId}`,
  recoveryRequests: (address: string) => `recover-addr:${address}`,
  // Hashed: an e-mail address may fill the key column by itself, and the table need not hold it.
  recoveryMails: (email: string) => `recover-mail:${hashSecret(email.trim().toLowerCase())}`,
};

/** How long a name waits at an address after its latest failure there, given its failures there in
 *  the window: nothing for the free ones, then LOGIN_BACKOFF_BASE_MS doubling, capped. */
export function loginBackoffMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(LOGIN_BACKOFF_MAX_MS, LOGIN_BACKOFF_BASE_MS * 2 ** (failures - FREE_LOGIN_FAILURES));
}

/** What the throttle makes of a login attempt: go ahead, go ahead after waiting its address's turn,
 *  or refused unchecked (backing off, or too many paced attempts already waiting). */
export type LoginAdmission = 'open' | 'paced' | 'refused';

export class LoginThrottle {
  constructor(
    private readonly events: LoginFailureRepository,
    private readonly pacer = new AddressPacer(),
  ) {}

  /** Decides a login attempt for a name from an address, waiting its turn when it is paced. */
  async admit(nameKey: string, address: string, now = Date.now()): Promise<LoginAdmission> {
    const pairKey = throttleKeys.pair(nameKey, address);
    const failures = await this.failures(pairKey, now);
    if (failures === 0) return 'open';
    const backoff = loginBackoffMs(failures);
    if (backoff > 0 && (await this.count(pairKey, backoff, now)) > 0) return 'refused';
    const delayMs = addressDelayMs(await this.failures(throttleKeys.address(address), now));
    if (delayMs === 0) return 'open';
    return (await this.pacer.wait(address, delayMs)) ? 'paced' : 'refused';
  }

  /** Records a failed login; answers the name's failures from the address in the window. */
  async recordLoginFailure(nameKey: string, address: string, now = Date.now()): Promise<number> {
    const pairKey = throttleKeys.pair(nameKey, address);
    await this.record([pairKey, throttleKeys.address(address)], now);
    return this.failures(pairKey, now);
  }

  /** Lifts a name's back-off at one address, or at every address when none is given. */
  forgive(nameKey: string, address?: string): Promise<void> {
    if (address !== undefined) return this.clear(throttleKeys.pair(nameKey, address));
    return this.events.clearPrefix(throttleKeys.pairsOf(nameKey));
  }

  /** Failed attempts under `key` within the failed-login window. */
  failures(key: string, now = Date.now()): Promise<number> {
    return this.count(key, FAILURE_WINDOW_MS, now);
  }

  /** Events recorded under `key` within the last `windowMs` (at most THROTTLE_RETENTION_MS). */
  count(key: string, windowMs: number, now = Date.now()): Promise<number> {
    return this.events.countSince(key, now - windowMs);
  }

  record(keys: string[], now = Date.now()): Promise<void> {
    // Old rows carry no information; trimming here keeps the table small without a job.
    return this.events.record(keys, now, now - THROTTLE_RETENTION_MS);
  }

  clear(key: string): Promise<void> {
    return this.events.clear(key);
  }
}
