/** The login family's messages (spec 1 §4): the platform answers with them, and the console finds
 *  each one's words in the operator's language by the same text (shared/messages/serverMessages). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid user name or password',
  blocked: 'User is blocked. Contact your administrator to unblock it.',
  tooManyAttempts: 'Too many failed login attempts. Try again later.',
  tooManyRecoveryRequests: 'Too many account recovery requests from this address. Try again later.',
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
