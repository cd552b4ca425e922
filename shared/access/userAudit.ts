/** The user audit (spec 1 §2.5 Access → Audit "user events"; issue: logins, failed logins,
 *  lockouts and every administrative change with who and when). */

export const USER_AUDIT_KINDS = [
  'LOGIN',
  'LOGIN_FAILED',
  'LOCKOUT',
  'LOGOUT',
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DELETED',
  'USER_UNBLOCKED',
  'PASSWORD_SET',
  'PASSWORD_CHANGED',
  'REALM_UPDATED',
  'EMAIL_VALIDATED',
] as const;
export type UserAuditKind = (typeof USER_AUDIT_KINDS)[number];

/** Page size of the user audit list. */
export const USER_AUDIT_PAGE_LIMIT = 100;
