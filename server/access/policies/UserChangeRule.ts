/** Who may change a user and grant rights (issue 27). A user is one account across every realm they
 *  belong to (one name, one password, one e-mail address), so an administrator of one realm acting
 *  on it acts in the others too: a user is changed — name, e-mail, password, groups, role, lockout,
 *  removal — only by someone who, in EVERY realm the user belongs to, is a member allowed user:Manage
 *  on that user and holds every right the user holds there (the platform has no administrator
 *  above the realms). Granting a right needs that right: a group is given only by someone whose
 *  rights in the realm cover what the group's policies grant, and the administrator role only by an
 *  administrator of the realm; taking a DENY away is a grant too. What a policy or a zone or set
 *  that members hold rights through reaches is changed only by someone holding every right in the
 *  realm. The users administration and the groups, policies and zones services all ask here. */
import { SYSTEM_GROUP } from '../../../shared/access/accessPolicies';
import { USER_ERROR } from '../../../shared/access/userAdmin';
import type { AccessPolicyRepository } from '../../db/repositories/accessPolicies';
import { parseJson } from '../../db/json';
import { ADMIN_ROLE, type Membership, type UserRepository } from '../../db/repositories/users';
import { DomainError } from '../../kernel/DomainError';
import { evaluate, type CompiledStatement } from './compiledStatement';
import type { PolicyEngine } from './PolicyEngine';
import { holdsRightsOf } from './rightsMissing';
import { roleStatements } from './systemPolicies';

export class UserChangeRule {
  constructor(
    private readonly engine: PolicyEngine,
    private readonly users: Pick<UserRepository, 'memberships'>,
    private readonly grants: Pick<AccessPolicyRepository, 'statements' | 'groupPolicies' | 'groupUsers'>,
  ) {}

  /** Throws a forbidden DomainError unless `actorId` may change the user `targetId`. */
  async assertMayChange(actorId: string, targetId: string): Promise<void> {
    const [actorRealms, targetRealms] = await Promise.all([
      this.users.memberships(actorId),
      this.users.memberships(targetId),
    ]);
    for (const realm of targetRealms) {
      const actor = actorRealms.find((m) => m.realmId === realm.realmId);
      if (!actor) throw DomainError.forbidden(USER_ERROR.OTHER_REALMS);
      const held = await this.statements(actorId, actor);
      if (evaluate(held, 'user:Manage', { type: 'user', id: targetId }) !== 'ALLOW') {
        throw DomainError.forbidden(USER_ERROR.OTHER_REALMS);
      }
      if (!holdsRightsOf(held, this.engine.statementsOf(realm.realmId, targetId, realm.role))) {
        throw DomainError.forbidden(USER_ERROR.MORE_RIGHTS);
      }
    }
  }

  /** Throws a forbidden DomainError unless `actorId` may put a member of `realmId` in these groups
   *  (system ones included: Administrators makes an administrator, Operators an operator). */
  async assertMayGrant(actorId: string, realmId: string, groupIds: readonly string[]): Promise<void> {
    if (groupIds.length === 0) return;
    const actor = await this.member(actorId, realmId);
    if (groupIds.includes(SYSTEM_GROUP.ADMINISTRATORS) && actor.role !== ADMIN_ROLE) {
      throw DomainError.forbidden(USER_ERROR.GRANT_ADMIN);
    }
    // Each group on its own: a member of several holds no more than the union of what each grants.
    await this.assertHolds(actorId, actor, () =>
      [...new Set(groupIds)].map((g) => this.engine.statementsOfGroups(realmId, [g])),
    );
  }

  /** Throws a forbidden DomainError unless `actorId` holds, in `realmId`, every right these
   *  policies grant (giving them to a group with members grants them to the members). */
  async assertMayGrantPolicies(actorId: string, realmId: string, policyIds: readonly string[]): Promise<void> {
    if (policyIds.length === 0) return;
    const actor = await this.member(actorId, realmId);
    await this.assertHolds(actorId, actor, () =>
      [...new Set(policyIds)].map((p) => this.engine.statementsOfPolicies(realmId, [p])),
    );
  }

  /** Throws a forbidden DomainError unless the rights `userId` keeps in `realmId` out of the groups
   *  `leaving` (holding `policyIds` instead, when given) are within the actor's: a DENY taken away
   *  grants what it denied. */
  async assertMayLeave(
    actorId: string,
    realmId: string,
    userId: string,
    leaving: readonly string[],
    policyIds: readonly string[] = [],
  ): Promise<void> {
    const actor = await this.member(actorId, realmId);
    const target = (await this.users.memberships(userId)).find((m) => m.realmId === realmId);
    if (!target) return;
    await this.assertHolds(actorId, actor, () => {
      const kept = this.engine.groupsOf(realmId, userId, target.role).filter((g) => !leaving.includes(g));
      return [
        [...this.engine.statementsOfGroups(realmId, kept), ...this.engine.statementsOfPolicies(realmId, policyIds)],
      ];
    });
  }

  /** Throws a forbidden DomainError unless `actorId` may change what the policy grants: when a group
   *  with members holds it (statements added, widened, or a DENY taken away grant to them), only
   *  someone holding every right in the realm may. */
  async assertMayChangePolicy(actorId: string, realmId: string, policyId: string): Promise<void> {
    if (await this.heldByMembers(realmId, new Set([policyId]))) await this.assertHoldsEveryRight(actorId, realmId);
  }

  /** As assertMayChangePolicy, for a zone's or set's devices: the statements that name it reach them. */
  async assertMayChangeScope(actorId: string, realmId: string, scopeId: string): Promise<void> {
    const naming = (await this.grants.statements(realmId)).filter((row) =>
      parseJson<Array<{ id: string }>>(row.resources, []).some((r) => r.id === scopeId),
    );
    const policies = new Set(naming.map((row) => row.policy_id));
    if (await this.heldByMembers(realmId, policies)) await this.assertHoldsEveryRight(actorId, realmId);
  }

  private async heldByMembers(realmId: string, policyIds: ReadonlySet<string>): Promise<boolean> {
    if (policyIds.size === 0) return false;
    const [groupPolicies, groupUsers] = await Promise.all([
      this.grants.groupPolicies(realmId),
      this.grants.groupUsers(realmId),
    ]);
    const holders = new Set(groupPolicies.filter((r) => policyIds.has(r.policy_id)).map((r) => r.group_id));
    return groupUsers.some((r) => holders.has(r.group_id));
  }

  private async assertHoldsEveryRight(actorId: string, realmId: string): Promise<void> {
    const actor = await this.member(actorId, realmId);
    await this.assertHolds(actorId, actor, () => [roleStatements(ADMIN_ROLE) as CompiledStatement[]]);
  }

  private async member(actorId: string, realmId: string): Promise<Membership> {
    const actor = (await this.users.memberships(actorId)).find((m) => m.realmId === realmId);
    if (!actor) throw DomainError.forbidden(USER_ERROR.GRANT_RIGHTS);
    return actor;
  }

  /** `grants` is read once the realm's policies are loaded. */
  private async assertHolds(actorId: string, actor: Membership, grants: () => CompiledStatement[][]) {
    const held = await this.statements(actorId, actor);
    if (grants().some((granted) => !holdsRightsOf(held, granted))) throw DomainError.forbidden(USER_ERROR.GRANT_RIGHTS);
  }

  private async statements(userId: string, membership: Membership) {
    await this.engine.ready(membership.realmId);
    return this.engine.statementsOf(membership.realmId, userId, membership.role);
  }
}
