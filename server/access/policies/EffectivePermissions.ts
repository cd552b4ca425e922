/** Effective permissions (issue: "who can see camera X?", "what can user Y do?"): the engine's own
 *  answers for every member of the realm, with the groups and policies that decided them, so what
 *  the console shows is what the platform enforces. */
import type { RealmMemberRepository } from '../../db/repositories/accessPolicies';
import { DomainError } from '../../kernel/DomainError';
import { ACCESS_ERROR } from '../../../shared/access/accessPolicies';
import type { Action, Resource } from '../actions';
import { POLICY_ACTIONS, type CatalogueAction } from './actionCatalogue';
import { deciding, deviceScope, type Effect } from './compiledStatement';
import type { GroupService } from './GroupService';
import type { PolicyEngine } from './PolicyEngine';
import type { PolicyService } from './PolicyService';

export interface AccessAnswer {
  userId: string;
  userName: string;
  allowed: boolean;
  effect: Effect;
  groupNames: string[];
  /** The policies whose statements decided (DENY ones when denied). */
  policyNames: string[];
}

export interface ActionPermission {
  action: CatalogueAction;
  /** ALL: every resource but exceptDeviceIds; SOME: deviceIds (and named resources) only; NONE. */
  scope: 'ALL' | 'SOME' | 'NONE';
  deviceIds: string[];
  exceptDeviceIds: string[];
}

export class EffectivePermissions {
  constructor(
    private readonly engine: PolicyEngine,
    private readonly members_: RealmMemberRepository,
    private readonly groups: GroupService,
    private readonly policies: PolicyService,
  ) {}

  /** The realm's members and their roles. */
  members(realmId: string) {
    return this.members_.members(realmId);
  }

  /** A governed action by name, or a badInput naming it. */
  action(name: string): Action {
    const found = POLICY_ACTIONS.find((a) => a.name === name);
    if (!found) throw DomainError.badInput(ACCESS_ERROR.UNKNOWN_ACTION(name));
    return found.name;
  }

  /** Every member of the realm and whether they may take the action on the resource. */
  async whoCan(realmId: string, action: Action, resource: Resource): Promise<AccessAnswer[]> {
    await this.engine.ready(realmId);
    const [members, groups, policies] = await Promise.all([
      this.members_.members(realmId),
      this.groups.list(realmId),
      this.policies.list(realmId),
    ]);
    const groupName = new Map(groups.map((g) => [g.id, g.name]));
    const policyName = new Map(policies.map((p) => [p.id, p.name]));
    return members.map((m) => {
      const decision = deciding(this.engine.statementsOf(realmId, m.id, m.role), action, resource);
      return {
        userId: m.id,
        userName: m.name,
        allowed: decision.effect === 'ALLOW',
        effect: decision.effect,
        groupNames: this.engine.groupsOf(realmId, m.id, m.role).map((g) => groupName.get(g) ?? g),
        policyNames: [...new Set(decision.by.map((s) => policyName.get(s.source.policyId) ?? s.source.policyId))],
      };
    });
  }

  /** What one member may do: each governed action and the devices it reaches. */
  async ofUser(realmId: string, userId: string): Promise<ActionPermission[]> {
    await this.engine.ready(realmId);
    const member = (await this.members_.members(realmId)).find((m) => m.id === userId);
    if (!member) throw DomainError.notFound(ACCESS_ERROR.USER_NOT_FOUND);
    const statements = this.engine.statementsOf(realmId, member.id, member.role);
    return POLICY_ACTIONS.map((action) => {
      const scope = deviceScope(statements, action.name);
      if (scope.all) return { action, scope: 'ALL', deviceIds: [], exceptDeviceIds: [...scope.except].sort() };
      const collection = deciding(statements, action.name, { type: action.name.split(':')[0] as Resource['type'] });
      const some = scope.only.size > 0 || collection.effect === 'ALLOW';
      return { action, scope: some ? 'SOME' : 'NONE', deviceIds: [...scope.only].sort(), exceptDeviceIds: [] };
    });
  }
}
