/** The one authorisation seam: every resolver and route asks authorize(caller, action, resource)
 *  before anything else. The caller's policies answer (access/policies: their groups' statements,
 *  DENY winning, devices scoped by id, zone or set); owner-only actions belong to the user. */
import { ADMIN_ROLE } from '../db/repositories/users';
import { DomainError } from '../kernel/DomainError';
import { ACTIONS, OTHER_REALM, type Action, type Resource } from './actions';
import type { Caller } from './Caller';
import { deviceScope, evaluate, inScope, type DeviceScope } from './policies/compiledStatement';
import { roleStatements } from './policies/systemPolicies';

export type Decision = { allowed: true } | { allowed: false; reason: string };

/** True when the caller administers the session's realm (also reported to the console as isAdmin). */
export function isRealmAdmin(caller: Caller): boolean {
  return isAdminRole(caller.membership.role);
}

/** True for the role that administers a realm (a member's isAdmin on the administration screens). */
export function isAdminRole(role: string): boolean {
  return role === ADMIN_ROLE;
}

function policyAllows(caller: Caller, action: Action, resource: Resource): boolean {
  const effect = caller.policy
    ? caller.policy.evaluate(action, resource)
    : evaluate(roleStatements(caller.membership.role), action, resource);
  return effect === 'ALLOW';
}

export function decide(caller: Caller, action: Action, resource: Resource): Decision {
  const { who, denied } = ACTIONS[action];
  const owner = resource.ownerId !== undefined && resource.ownerId === caller.user.id;
  const allowed = who === 'owner' ? owner : (who === 'ownerOrAdmin' && owner) || policyAllows(caller, action, resource);
  if (!allowed) return { allowed, reason: denied };
  // Policy first, then realm: the answers clients already read name the rule first.
  if (resource.realmId !== undefined && resource.realmId !== caller.membership.realmId) {
    return { allowed: false, reason: OTHER_REALM };
  }
  return { allowed };
}

/** Whether the caller may; for answers that narrow rather than refuse (e.g. contact details). */
export function can(caller: Caller, action: Action, resource: Resource): boolean {
  return decide(caller, action, resource).allowed;
}

/** Returns when the caller may take the action on the resource; throws a forbidden DomainError otherwise. */
export function authorize(caller: Caller, action: Action, resource: Resource): void {
  const decision = decide(caller, action, resource);
  if (!decision.allowed) throw DomainError.forbidden(decision.reason);
}

/** The devices of the session's realm an action reaches, for lists narrowed in the database. */
export function deviceScopeOf(caller: Caller, action: Action): DeviceScope {
  return caller.policy ? caller.policy.scope(action) : deviceScope(roleStatements(caller.membership.role), action);
}

/** Whether an event about these objects (its witnesses) may be shown: one of them is a device
 *  the caller may read, or the caller reads every device. */
export function seesAnyOf(caller: Caller, objectIds: readonly string[]): boolean {
  const scope = deviceScopeOf(caller, 'device:Read');
  if (scope.all && scope.except.size === 0) return true;
  return objectIds.some((id) => inScope(scope, id));
}

/** The devices of a list the caller may take the action on: a device list shows only those. */
export function permittedDevices<T extends { id: string }>(caller: Caller, action: Action, devices: readonly T[]): T[] {
  const scope = deviceScopeOf(caller, action);
  return devices.filter((device) => inScope(scope, device.id));
}
