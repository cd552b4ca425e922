/** server/access's entry (design.md §2): who is asking, authorize(), the policy engine and its
 *  administration. Other folders import only the modules listed here (lint: vantage/server-
 *  imports). */
export type { AccessServices } from './AccessServices';
export type { Caller } from './Caller';
export { READ_VIDEO, type Action, type Resource } from './actions';
export { authorize, can, deviceScopeOf, isAdminRole, isRealmAdmin, permittedDevices, seesAnyOf } from './authorize';
export { identifyCaller } from './identifyCaller';
export { DeviceScopeService, type DeviceScopeRecord } from './policies/DeviceScopeService';
export { EffectivePermissions } from './policies/EffectivePermissions';
export { GroupService, type GroupRecord } from './policies/GroupService';
export { PolicyEngine } from './policies/PolicyEngine';
export { PolicyService, type PolicyRecord, type StatementRecord } from './policies/PolicyService';
export { UserChangeRule } from './policies/UserChangeRule';
export { AccessAudit, type AccessActing } from './policies/accessAudit';
export { POLICY_ACTIONS, type CatalogueAction } from './policies/actionCatalogue';
export { inScope } from './policies/compiledStatement';
export { readableDevices, readableWitnessFilter } from './readableDevices';
export { sessionMay } from './sessionMay';
export { sessionSpeeds } from './sessionSpeeds';
export { seesAuditEntry, visibleAuditEntry } from './visibleAuditEntry';
export { ownVisualConfig, visualConfigOf } from './visualConfigOf';
