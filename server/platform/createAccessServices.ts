/** The access administration's services over one database: the policy engine authorize() asks,
 *  groups, policies and statements, zones and sets, and effective permissions. */
import { AccessPolicyRepository, RealmMemberRepository } from '../db/repositories/accessPolicies';
import type { DeviceRepository } from '../db/repositories/devices';
import { DeviceScopeRepository } from '../db/repositories/deviceScopes';
import { UserRepository } from '../db/repositories/users';
import type { DatabaseHandle } from '../db/database';
import type { EventBus } from '../events/eventBus';
import type { UserAudit } from '../events/UserAudit';
import { AccessAudit } from '../access/policies/accessAudit';
import { DeviceScopeService } from '../access/policies/DeviceScopeService';
import { EffectivePermissions } from '../access/policies/EffectivePermissions';
import { GroupService } from '../access/policies/GroupService';
import { PolicyEngine } from '../access/policies/PolicyEngine';
import { PolicyService } from '../access/policies/PolicyService';
import { UserChangeRule } from '../access/policies/UserChangeRule';
import type { AccessServices } from '../access/AccessServices';

export function createAccessServices(
  db: DatabaseHandle['db'],
  devices: DeviceRepository,
  bus: EventBus,
  /** Records the administrators' changes (spec 1 §2.5 Access → Audit). */
  userAudit?: UserAudit,
): AccessServices {
  const audit = new AccessAudit(userAudit);
  const repository = new AccessPolicyRepository(db);
  const members = new RealmMemberRepository(db);
  const scopeRows = new DeviceScopeRepository(db);
  const policyEngine = new PolicyEngine(repository, bus);
  const userChanges = new UserChangeRule(policyEngine, new UserRepository(db), repository);
  const groups = new GroupService(repository, members, policyEngine, audit, undefined, userChanges);
  const policies = new PolicyService(
    repository,
    devices,
    scopeRows,
    members,
    policyEngine,
    audit,
    undefined,
    userChanges,
  );
  return {
    policyEngine,
    groups,
    policies,
    scopes: new DeviceScopeService(scopeRows, devices, policyEngine, bus, audit, undefined, userChanges),
    effective: new EffectivePermissions(policyEngine, members, groups, policies),
    userChanges,
  };
}
