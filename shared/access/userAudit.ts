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
  'GROUP_CREATED',
  'GROUP_UPDATED',
  'GROUP_DELETED',
  'GROUP_USERS_ADDED',
  'GROUP_USERS_REMOVED',
  'USER_GROUPS_SET',
  'GROUP_VISUAL_CONFIG_SET',
  'POLICY_CREATED',
  'POLICY_UPDATED',
  'POLICY_DELETED',
  'STATEMENT_CREATED',
  'STATEMENT_UPDATED',
  'STATEMENT_DELETED',
  'ZONE_CREATED',
  'ZONE_UPDATED',
  'ZONE_DELETED',
  'SET_CREATED',
  'SET_UPDATED',
  'SET_DELETED',
  'SCHEDULE_CREATED',
  'SCHEDULE_UPDATED',
  'SCHEDULE_DELETED',
  'NOTIFICATION_POLICY_CREATED',
  'NOTIFICATION_POLICY_UPDATED',
  'NOTIFICATION_POLICY_DELETED',
  'TOUR_CREATED',
  'TOUR_UPDATED',
  'TOUR_DELETED',
  'TOUR_STARTED',
  'TOUR_STOPPED',
  'WALL_CREATED',
  'WALL_UPDATED',
  'WALL_DELETED',
  'WALL_CONTENT_SET',
  'WALL_PRESET_SAVED',
  'WALL_PRESET_RECALLED',
  'WALL_PRESET_DELETED',
  'WALL_DISPLAY_PAIRED',
  'WALL_DISPLAY_UNPAIRED',
] as const;
export type UserAuditKind = (typeof USER_AUDIT_KINDS)[number];

/** What an entry is about: a user, the realm, or an object of the access administration
 *  (spec 3 §3.6 group, policy, statement, zone, set), a camera tour (issue 28) or a video wall
 *  (issue 30). */
export const USER_AUDIT_TARGET_TYPES = [
  'user',
  'realm',
  'group',
  'policy',
  'statement',
  'zone',
  'set',
  'schedule',
  'tour',
  'notificationPolicy',
  'wall',
] as const;
export type UserAuditTargetType = (typeof USER_AUDIT_TARGET_TYPES)[number];

/** Page size of the user audit list. */
export const USER_AUDIT_PAGE_LIMIT = 100;
