/** The one authorisation seam: every resolver and route asks authorize(caller, action, resource)
 *  before anything else. Today it answers with the platform's role rules (ACTIONS); the policy
 *  engine of the access-administration issue will answer here too, so no caller changes. */
import { ADMIN_ROLE } from '../db/repositories/users';
import { DomainError } from '../errors/DomainError';
import { ACTIONS, OTHER_REALM, type Action, type Resource } from './actions';
import type { Caller } from './Caller';

export type Decision = { allowed: true } | { allowed: false; reason: string };

/** True when the caller administers the session's realm (also reported to the console as isAdmin). */
export function isRealmAdmin(caller: Caller): boolean {
  return caller.membership.role === ADMIN_ROLE;
}

export function decide(caller: Caller, action: Action, resource: Resource): Decision {
  const { who, denied } = ACTIONS[action];
  const owner = resource.ownerId !== undefined && resource.ownerId === caller.user.id;
  const allowed =
    who === 'member' ||
    (who === 'admin' && isRealmAdmin(caller)) ||
    (who === 'owner' && owner) ||
    (who === 'ownerOrAdmin' && (owner || isRealmAdmin(caller)));
  if (!allowed) return { allowed, reason: denied };
  // Role first, then realm: the answers clients already read name the role rule first.
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
