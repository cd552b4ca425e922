/** The callers who change users for the authorisation matrix (issue 27): beside the matrix's own
 *  (matrixPersonas: Demo Branch's administrator, who is no member of Demo HQ), a help-desk user of
 *  Demo HQ whose only right is user:Manage, a group keeper who may also change groups, a policy
 *  editor who may change policies only, a zone keeper who may change zones only, a member with no
 *  rights at all, a group whose policy grants
 *  more than any of them holds, and a member whose camera rights a DENY group takes away. */
import { insertPersonaUser } from './insertPersonaUser';
import { NO_SYSTEM_GROUP_ROLE } from '../../../shared/access/accessPolicies';
import type { Platform } from '../createPlatform';

/** Users made here sign in with their name as their password. */
export const CHANGE_PERSONAS = {
  helpDesk: 'matrix-help-desk',
  groupKeeper: 'matrix-group-keeper',
  policyEditor: 'matrix-policy-editor',
  zoneKeeper: 'matrix-zone-keeper',
  plain: 'matrix-plain',
  muted: 'matrix-muted',
} as const;

export interface UserChangeFixture {
  /** User ids by persona. */
  ids: Record<keyof typeof CHANGE_PERSONAS, string>;
  /** A Demo HQ group that lets its members read every camera: more than the help desk holds. */
  viewersGroupId: string;
  /** The help desk's own group: user:Manage only, which the group keeper holds too. */
  helpDeskGroupId: string;
  /** Its policy, and the policy editor's own. */
  helpDeskPolicyId: string;
  policyEditorPolicyId: string;
  /** A group whose DENY takes every camera away from its member (muted, also a camera viewer). */
  mutedGroupId: string;
}

export async function arrangeUserChangePersonas(platform: Platform): Promise<UserChangeFixture> {
  const { services } = platform;
  const realmId = 'demo-hq';
  // No system group: their rights are their groups' only.
  const user = (name: string) =>
    insertPersonaUser(platform, {
      id: `user-${name}`,
      name,
      email: `${name}@site.test`,
      realmId,
      role: NO_SYSTEM_GROUP_ROLE,
    });
  const ids = {
    helpDesk: await user(CHANGE_PERSONAS.helpDesk),
    groupKeeper: await user(CHANGE_PERSONAS.groupKeeper),
    policyEditor: await user(CHANGE_PERSONAS.policyEditor),
    zoneKeeper: await user(CHANGE_PERSONAS.zoneKeeper),
    plain: await user(CHANGE_PERSONAS.plain),
    muted: await user(CHANGE_PERSONAS.muted),
  };
  const { groups, policies } = services.access;
  const grant = async (name: string, actions: string[], members: string[], effect: 'ALLOW' | 'DENY' = 'ALLOW') => {
    const policy = await policies.create(realmId, {
      name,
      statements: [{ effect, actions, allResources: true }],
    });
    return { policy, group: await groups.create(realmId, { name, users: members, policies: [policy.id] }) };
  };
  const helpDesk = await grant('Matrix help desk', ['user:Manage'], [ids.helpDesk]);
  await grant('Matrix group keepers', ['user:Manage', 'group:Read', 'group:Update'], [ids.groupKeeper]);
  const editors = await grant('Matrix policy editors', ['policy:Read', 'policy:Update'], [ids.policyEditor]);
  await grant('Matrix zone keepers', ['zone:Read', 'zone:Update'], [ids.zoneKeeper]);
  const viewers = await grant('Matrix camera viewers', ['device:Read'], [ids.muted]);
  const muted = await grant('Matrix muted', ['device:Read'], [ids.muted], 'DENY');
  return {
    ids,
    viewersGroupId: viewers.group.id,
    helpDeskGroupId: helpDesk.group.id,
    helpDeskPolicyId: helpDesk.policy.id,
    policyEditorPolicyId: editors.policy.id,
    mutedGroupId: muted.group.id,
  };
}
