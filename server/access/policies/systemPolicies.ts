/** The system-managed groups and policies every realm has (spec 3 §3.6 isSystemManaged): a member
 *  whose role is admin is in Administrators (Administrator access: every action on all resources),
 *  one whose role is operator is in Operators (Operator access: the actions of ACTIONS whose rule is
 *  `member`). They are read-only; a user's role is changed by adding them to one or removing them. */
import {
  ALL_ACTIONS,
  SYSTEM_GROUP,
  SYSTEM_GROUP_NAMES,
  SYSTEM_GROUP_ROLE,
  SYSTEM_POLICY,
  SYSTEM_POLICY_NAMES,
  type StatementEffect,
} from '../../../shared/access/accessPolicies';
import { ACTIONS, type Action } from '../actions';
import type { CompiledStatement } from './compiledStatement';

export interface SystemStatement {
  id: string;
  name: string;
  effect: StatementEffect;
  actions: string[];
  allResources: true;
}

export interface SystemPolicy {
  id: string;
  name: string;
  statements: SystemStatement[];
}

const OPERATOR_ACTIONS = (Object.keys(ACTIONS) as Action[]).filter((a) => ACTIONS[a].who === 'member');

export const SYSTEM_POLICIES: readonly SystemPolicy[] = [
  {
    id: SYSTEM_POLICY.ADMINISTRATOR_ACCESS,
    name: SYSTEM_POLICY_NAMES[SYSTEM_POLICY.ADMINISTRATOR_ACCESS] ?? '',
    statements: [
      {
        id: `${SYSTEM_POLICY.ADMINISTRATOR_ACCESS}-all`,
        name: 'Every action on all resources',
        effect: 'ALLOW',
        actions: [ALL_ACTIONS],
        allResources: true,
      },
    ],
  },
  {
    id: SYSTEM_POLICY.OPERATOR_ACCESS,
    name: SYSTEM_POLICY_NAMES[SYSTEM_POLICY.OPERATOR_ACCESS] ?? '',
    statements: [
      {
        id: `${SYSTEM_POLICY.OPERATOR_ACCESS}-all`,
        name: 'Operating actions on all resources',
        effect: 'ALLOW',
        actions: OPERATOR_ACTIONS,
        allResources: true,
      },
    ],
  },
];

export interface SystemGroup {
  id: string;
  name: string;
  role: string;
  policyIds: string[];
}

export const SYSTEM_GROUPS: readonly SystemGroup[] = [
  {
    id: SYSTEM_GROUP.ADMINISTRATORS,
    name: SYSTEM_GROUP_NAMES[SYSTEM_GROUP.ADMINISTRATORS] ?? '',
    role: SYSTEM_GROUP_ROLE[SYSTEM_GROUP.ADMINISTRATORS] ?? '',
    policyIds: [SYSTEM_POLICY.ADMINISTRATOR_ACCESS],
  },
  {
    id: SYSTEM_GROUP.OPERATORS,
    name: SYSTEM_GROUP_NAMES[SYSTEM_GROUP.OPERATORS] ?? '',
    role: SYSTEM_GROUP_ROLE[SYSTEM_GROUP.OPERATORS] ?? '',
    policyIds: [SYSTEM_POLICY.OPERATOR_ACCESS],
  },
];

export const isSystemGroup = (id: string): boolean => SYSTEM_GROUPS.some((g) => g.id === id);
export const isSystemPolicy = (id: string): boolean => SYSTEM_POLICIES.some((p) => p.id === id);

/** The system group a role puts a member in, if any. */
export function systemGroupOfRole(role: string): SystemGroup | undefined {
  return SYSTEM_GROUPS.find((g) => g.role === role);
}

export function compileSystemPolicy(policy: SystemPolicy): CompiledStatement[] {
  return policy.statements.map((s) => ({
    effect: s.effect,
    actions: s.actions,
    allResources: true,
    devices: new Set(),
    others: new Set(),
    source: { policyId: policy.id, statementId: s.id },
  }));
}

const ROLE_STATEMENTS = new Map<string, CompiledStatement[]>(
  SYSTEM_GROUPS.map((g) => [
    g.role,
    SYSTEM_POLICIES.filter((p) => g.policyIds.includes(p.id)).flatMap(compileSystemPolicy),
  ]),
);

/** What a role alone grants: the answer for callers the engine has not loaded (unit tests, tools). */
export function roleStatements(role: string): readonly CompiledStatement[] {
  return ROLE_STATEMENTS.get(role) ?? [];
}
