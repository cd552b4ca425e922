/** The platform's sign-in policy: session lifetime, throttling and token lifetimes (the one place
 *  their limits live). */

/** A session ends after this long without a request (the console refreshes every 5 minutes). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, to keep reads cheap. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** How often expired sessions are swept and their subscribers told. */
export const SESSION_SWEEP_MS = 30 * 1000;
/** An ended session's sockets close this long after sessionClose is published, so the message
 *  itself reaches the console over the graphql-ws socket first. */
export const SESSION_CLOSE_GRACE_MS = 500;

/** Failed logins counted within this window. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one user name from one address within the window that cost nothing; from this
 *  many on, that name from that address backs off (loginThrottle). No account is ever locked. */
export const FREE_LOGIN_FAILURES = 5;
/** The back-off after the free failures: this long after the last failure, doubling with each
 *  further one ... */
export const LOGIN_BACKOFF_BASE_MS = 1000;
/** ... up to this: the longest the owner of an attacked account waits at the attacker's address
 *  (anywhere else they are not slowed at all). */
export const LOGIN_BACKOFF_MAX_MS = 5 * 60 * 1000;
/** From this many failures from one address within the window, the names that have failed from
 *  it are paced there and a wrong password answers 429; a right one still logs in, and names that
 *  have not failed from it are not slowed. Never a refusal of the whole address: one client behind
 *  a NAT must not lock a control room out. */
export const MAX_ADDRESS_FAILURES = 20;
/** A paced attempt waits this long per failure at or past the threshold, so spraying many names
 *  from one address costs more time the longer it goes on ... */
export const ADDRESS_DELAY_STEP_MS = 250;
/** ... up to this, which is also the most a colleague at that address waits per attempt. */
export const ADDRESS_DELAY_MAX_MS = 10 * 1000;
/** Paced attempts from one address take turns (parallel requests buy no throughput); an attempt
 *  whose turn is further off than this is refused (429) unchecked, so a flood cannot pile up
 *  held requests. */
export const ADDRESS_QUEUE_MAX_MS = 30 * 1000;
/** Wrong verification codes allowed per pending login before it must start over. */
export const MAX_CODE_ATTEMPTS = 5;

export const RECOVERY_TOKEN_MS = 60 * 60 * 1000;
/** Recovery requests are counted within this window: one link's lifetime. */
export const RECOVERY_WINDOW_MS = RECOVERY_TOKEN_MS;
/** At most this many recovery mails go to one e-mail address per window, so nobody can flood a
 *  mailbox through the form; past it the answer stays the same, without a mail, because it must
 *  not tell whether the address belongs to an account. */
export const MAX_RECOVERY_MAILS = 3;
/** At most this many recovery requests from one client address per window (then 429): bounds
 *  the mail one client can make the server send to many addresses. Recovery is rare, so a whole
 *  control room behind one address stays well under it. */
export const MAX_RECOVERY_REQUESTS = 10;
/** Throttle rows older than the longest window above carry no information and are trimmed. */
export const THROTTLE_RETENTION_MS = Math.max(FAILURE_WINDOW_MS, RECOVERY_WINDOW_MS);
export const ACTIVATION_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;
export const LOGIN_CODE_MS = 10 * 60 * 1000;

export { AUTH_MESSAGES } from '../../shared/auth/authMessages';
