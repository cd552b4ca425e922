/** The platform's sign-in policy: session lifetime, throttling and token lifetimes. */

/** A session ends after this long without a request (the console refreshes every 5 minutes). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, to keep reads cheap. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** How often expired sessions are swept and their subscribers told. */
export const SESSION_SWEEP_MS = 30 * 1000;

/** Failed logins counted within this window. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** This many failures for one user name within the window blocks the account until an admin unblocks it. */
export const MAX_USER_FAILURES = 5;
/** This many failures from one address within the window refuses further attempts from it until the window passes. */
export const MAX_ADDRESS_FAILURES = 20;
/** Wrong verification codes allowed per pending login before it must start over. */
export const MAX_CODE_ATTEMPTS = 5;

export const RECOVERY_TOKEN_MS = 60 * 60 * 1000;
export const ACTIVATION_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;
export const LOGIN_CODE_MS = 10 * 60 * 1000;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid user name or password',
  blocked: 'User is blocked. Contact your administrator to unblock it.',
  tooManyAttempts: 'Too many failed login attempts. Try again later.',
  noRealmAccess: 'User has no access to this realm',
  noRealm: 'User is not a member of any realm',
  invalidCode: 'Invalid or expired verification code',
  codeRequired: 'Verification code is required',
  passwordExpired: 'Password expired',
  wrongCurrentPassword: 'Current password is incorrect',
  invalidLink: 'The link is invalid or has expired',
  emailUnavailable: 'E-mail cannot be sent by this server',
  passwordEmpty: 'Password must not be empty',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordSameAsCurrent: 'New password must differ from the current one',
  passwordMismatch: "Passwords in 'New password' and 'Confirm new password' fields not equals",
} as const;
