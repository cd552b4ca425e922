/** The access administration's services, one of each per platform (platform/createAccessServices
 *  builds them): the policy engine authorize() asks, groups, policies, zones and sets. */
import type { DeviceScopeService } from './policies/DeviceScopeService';
import type { EffectivePermissions } from './policies/EffectivePermissions';
import type { GroupService } from './policies/GroupService';
import type { PolicyEngine } from './policies/PolicyEngine';
import type { PolicyService } from './policies/PolicyService';
import type { UserChangeRule } from './policies/UserChangeRule';

export interface AccessServices {
  /** Answers authorize() from the realm's groups, policies and statements. */
  policyEngine: PolicyEngine;
  groups: GroupService;
  policies: PolicyService;
  /** Zones and sets. */
  scopes: DeviceScopeService;
  effective: EffectivePermissions;
  /** Who may change a user and grant rights (issue 27). */
  userChanges: UserChangeRule;
}
