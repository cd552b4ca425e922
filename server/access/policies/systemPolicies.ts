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

/** A system policy of one statement that allows `actions` on all resources. */
function allowingOnAll(id: string, statementName: string, actions: string[]): SystemPolicy {
  return {
    id,
    name: SYSTEM_POLICY_NAMES[id] ?? '',
    statements: [{ id: `${id}-all`, name: statementName, effect: 'ALLOW', actions, allResources: true }],
  };
}

export const SYSTEM_POLICIES: readonly SystemPolicy[] = [
  allowingOnAll(SYSTEM_POLICY.ADMINISTRATOR_ACCESS, 'Every action on all resources', [ALL_ACTIONS]),
  allowingOnAll(SYSTEM_POLICY.OPERATOR_ACCESS, 'Operating actions on all resources', OPERATOR_ACTIONS),
];

export interface SystemGroup {
  id: string;
  name: string;
  role: string;
  policyIds: string[];
}

/** A system group: its name and role by its id, and the one policy its members hold. */
function systemGroup(id: string, policyId: string): SystemGroup {
  return { id, name: SYSTEM_GROUP_NAMES[id] ?? '', role: SYSTEM_GROUP_ROLE[id] ?? '', policyIds: [policyId] };
}

export const SYSTEM_GROUPS: readonly SystemGroup[] = [
  systemGroup(SYSTEM_GROUP.ADMINISTRATORS, SYSTEM_POLICY.ADMINISTRATOR_ACCESS),
  systemGroup(SYSTEM_GROUP.OPERATORS, SYSTEM_POLICY.OPERATOR_ACCESS),
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
