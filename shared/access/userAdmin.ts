/** Users administration and realm settings (spec 3 §3.6, §7.2; spec 1 §3 visual configuration):
 *  the platform's refusals and the console's checks share these texts and limits. The spec leaves
 *  the users' and realm settings' validation texts "not shown"; these follow its own wording
 *  ('Name should not be empty', 'Hierarchy name already exists'). */

export const USER_ERROR = {
  NAME_EMPTY: 'User name should not be empty',
  NAME_TOO_LONG: 'User name is too long',
  NAME_TAKEN: 'User name already exists',
  EMAIL_INVALID: 'E-mail address is invalid',
  EMAIL_TAKEN: 'E-mail address is already used by another user',
  PASSWORD_OR_EMAIL: 'Specify a password or an e-mail address to send the activation link to',
  NOT_FOUND: 'User not found',
  DELETE_SELF: 'You cannot delete your own user',
  DEMOTE_SELF: 'You cannot remove your own administrator rights',
  /** Issue 27: a user of several realms is changed only by someone entitled in each of them. */
  OTHER_REALMS: 'The user belongs to a realm you do not administer',
  /** Issue 27: nobody changes a user who holds rights they do not hold. */
  MORE_RIGHTS: 'The user holds rights you do not hold',
  /** Issue 27: granting a right needs that right. */
  GRANT_RIGHTS: 'You cannot grant rights you do not hold',
  GRANT_ADMIN: 'Only administrators can make administrators',
} as const;

export const REALM_ERROR = {
  NOT_FOUND: 'Realm not found',
  NAME_EMPTY: 'Realm name should not be empty',
  ADMIN_EMAIL_INVALID: 'Administrator e-mail address is invalid',
  NUMBER_RANGE: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}`,
  EMAIL_HOST: 'E-mail server host should not be empty',
  EMAIL_PORT: 'E-mail server port must be from 1 to 65535',
  EMAIL_FROM: 'Sender e-mail address is invalid',
  EMAIL_USER: 'User name is required when the server needs authentication',
  EMAIL_RECIPIENT: 'Set the administrator e-mail address to send the test message to',
  EMAIL_NOT_VALIDATED: 'E-mail settings must be validated before e-mail is enabled',
  MF_AUTH_NEEDS_EMAIL: 'Verification codes need e-mail: enable and validate the e-mail settings first',
  EMAIL_FAILED: (message: string) => `Test message could not be sent: ${message}`,
} as const;

/** Longest user name, characters. */
export const MAX_USER_NAME_LENGTH = 255;

/** Bounds of the realm's numeric settings (minutes, days, milliseconds). */
export const REALM_LIMITS = {
  maxDownloadTime: { min: 0, max: 24 * 60 },
  maxScheduledDeliveryDelay: { min: 0, max: 7 * 24 * 60 },
  auditTtl: { min: 0, max: 3650 },
  playerIdleTimeout: { min: 0, max: 24 * 60 },
  jitterBufferLength: { min: 0, max: 10_000 },
} as const;
export type RealmLimitField = keyof typeof REALM_LIMITS;

/** The limits' names as the Realm Settings form labels them (locales' realmSettings.fields), for
 *  the platform's refusals: 'Keep audit (days, 0 keeps all) must be …', not 'auditTtl must be …'
 *  (issue 36). */
export const REALM_LIMIT_LABELS: Readonly<Record<RealmLimitField, string>> = {
  maxDownloadTime: 'Longest video download (minutes)',
  maxScheduledDeliveryDelay: 'Longest scheduled delivery delay (minutes)',
  auditTtl: 'Keep audit (days, 0 keeps all)',
  playerIdleTimeout: 'Player idle timeout (minutes)',
  jitterBufferLength: 'Jitter buffer (ms)',
};

/** Subject of the message validateEmail sends. */
export const EMAIL_TEST_SUBJECT = 'Vantage: e-mail settings test';

/** A plausible address: something@something.something, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
