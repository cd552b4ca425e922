/** Groups, policies, statements, zones and sets (spec 3 §3.6, §6): the system-managed groups and
 *  policies every realm has, the access levels actions are grouped by, and the texts the platform's
 *  refusals and the console's editors share. The spec leaves these validation texts "not shown";
 *  they follow its own wording ('Name should not be empty', 'Hierarchy name already exists'). */

/** Statement effects; DENY wins over ALLOW. */
export const STATEMENT_EFFECTS = ['ALLOW', 'DENY'] as const;
export type StatementEffect = (typeof STATEMENT_EFFECTS)[number];

/** Resource types a statement can name (spec 3 §3.6). */
export const POLICY_RESOURCE_TYPES = [
  'device',
  'group',
  'object',
  'policy',
  'realm',
  'schedule',
  'set',
  'statement',
  'tour',
  'user',
  'wall',
  'zone',
] as const;
export type PolicyResourceType = (typeof POLICY_RESOURCE_TYPES)[number];

/** Ids of everything system-managed (groups, policies, sets) start so; users' ones never do. */
export const SYSTEM_ID_PREFIX = 'system-';
export const isSystemManagedId = (id: string): boolean => id.startsWith(SYSTEM_ID_PREFIX);

/** The system-managed groups of every realm: a member's role puts them there (read-only). */
export const SYSTEM_GROUP = {
  ADMINISTRATORS: 'system-administrators',
  OPERATORS: 'system-operators',
} as const;

/** The system-managed policies of every realm. */
export const SYSTEM_POLICY = {
  ADMINISTRATOR_ACCESS: 'system-policy-administrator-access',
  OPERATOR_ACCESS: 'system-policy-operator-access',
} as const;

export const SYSTEM_GROUP_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_GROUP.ADMINISTRATORS]: 'Administrators',
  [SYSTEM_GROUP.OPERATORS]: 'Operators',
};

export const SYSTEM_POLICY_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_POLICY.ADMINISTRATOR_ACCESS]: 'Administrator access',
  [SYSTEM_POLICY.OPERATOR_ACCESS]: 'Operator access',
};

/** The role a realm membership holds for each system group, and the role of a member in none. */
export const SYSTEM_GROUP_ROLE: Readonly<Record<string, string>> = {
  [SYSTEM_GROUP.ADMINISTRATORS]: 'admin',
  [SYSTEM_GROUP.OPERATORS]: 'operator',
};
export const NO_SYSTEM_GROUP_ROLE = 'user';

/** The access levels actions are grouped by (spec 3 §3.6: level, description, order). */
export const ACCESS_LEVELS = [
  { level: 'Read', description: 'See devices, video, events and settings', order: 1 },
  { level: 'Operate', description: 'Act on devices and events: PTZ, exports, events, acknowledgement', order: 2 },
  { level: 'Administer', description: 'Change configuration, access and other users', order: 3 },
] as const;
export type AccessLevelName = (typeof ACCESS_LEVELS)[number]['level'];

/** Every action, or every action of one resource type (`device:*`), in a statement's actions. */
export const ALL_ACTIONS = '*';

/** Longest group, policy, statement, zone and set name, characters. */
export const MAX_ACCESS_NAME_LENGTH = 255;

export const ACCESS_ERROR = {
  NAME_EMPTY: 'Name should not be empty',
  NAME_TOO_LONG: 'Name is too long',
  GROUP_NAME_TAKEN: 'Group name already exists',
  POLICY_NAME_TAKEN: 'Policy name already exists',
  /** Names the one it clashes with: 'north' is refused beside 'North', and says so (issue 36). */
  SCOPE_NAME_TAKEN_BY: (existing: string) => `A label, zone or set named '${existing}' already exists`,
  GROUP_NOT_FOUND: 'Group',
  POLICY_NOT_FOUND: 'Policy',
  STATEMENT_NOT_FOUND: 'Statement',
  ZONE_NOT_FOUND: 'Zone',
  SET_NOT_FOUND: 'Set',
  USER_NOT_FOUND: 'User',
  DEVICE_NOT_FOUND: 'Device',
  SYSTEM_MANAGED: 'System-managed groups, policies and sets cannot be changed',
  UNKNOWN_ACTION: (name: string) => `Unknown action '${name}'`,
  NO_ACTIONS: 'A statement needs at least one action',
  NO_RESOURCES: 'A statement needs resources or all resources',
  UNKNOWN_RESOURCE: (type: string, id: string) => `Unknown ${type} '${id}'`,
  STATEMENT_ID_TAKEN: 'Statement id already exists',
  NO_POLICY: 'A statement belongs to a policy: policyId is required',
  LAST_ADMINISTRATOR: 'The realm would have no administrator left',
} as const;

/** The label, zone or set a name clashes with: names differ by more than capital letters, as
 *  group and policy names do (issue 36). */
export function clashingScopeName<T extends { id: string; name: string }>(
  taken: readonly T[],
  name: string,
  selfId?: string,
): T | undefined {
  const key = name.trim().toLocaleLowerCase();
  return taken.find((other) => other.id !== selfId && other.name.trim().toLocaleLowerCase() === key);
}

/** A name's fault for groups, policies, zones and sets, or null. */
export function accessNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return ACCESS_ERROR.NAME_EMPTY;
  if (trimmed.length > MAX_ACCESS_NAME_LENGTH) return ACCESS_ERROR.NAME_TOO_LONG;
  return null;
}
