/** The callers who change users for the authorisation matrix (issue 27): beside the matrix's own
 *  (matrixPersonas: Demo Branch's administrator, who is no member of Demo HQ), a help-desk user of
 *  Demo HQ whose only right is user:Manage, a group keeper who may also change groups, a member
 *  with no rights at all, and a group whose policy grants more than either of them holds. */
import { hashPassword } from '../../auth/passwords';
import { NO_SYSTEM_GROUP_ROLE } from '../../../shared/access/accessPolicies';
import type { Platform } from '../createPlatform';

/** Users made here sign in with their name as their password. */
export const CHANGE_PERSONAS = {
  helpDesk: 'matrix-help-desk',
  groupKeeper: 'matrix-group-keeper',
  plain: 'matrix-plain',
} as const;

export interface UserChangeFixture {
  /** User ids by persona. */
  ids: Record<keyof typeof CHANGE_PERSONAS, string>;
  /** A Demo HQ group that lets its members read every camera: more than the help desk holds. */
  viewersGroupId: string;
  /** The help desk's own group: user:Manage only, which the group keeper holds too. */
  helpDeskGroupId: string;
}

export async function arrangeUserChangePersonas(platform: Platform): Promise<UserChangeFixture> {
  const { services } = platform;
  const realmId = 'demo-hq';
  const now = Date.now();
  const user = async (name: string) => {
    const id = `user-${name}`;
    await services.users.insert({
      id,
      name,
      name_key: name,
      email: `${name}@site.test`,
      email_confirmed: 1,
      password_hash: await hashPassword(name),
      password_changed_at: now,
      password_expired: 0,
      verify_login: 0,
      blocked_at: null,
      guis: JSON.stringify(['SOLID']),
      visual_config: '{}',
      created_at: now,
    });
    // No system group: their rights are their groups' only.
    await services.users.addMemberships([{ user_id: id, realm_id: realmId, role: NO_SYSTEM_GROUP_ROLE }]);
    return id;
  };
  const ids = {
    helpDesk: await user(CHANGE_PERSONAS.helpDesk),
    groupKeeper: await user(CHANGE_PERSONAS.groupKeeper),
    plain: await user(CHANGE_PERSONAS.plain),
  };
  const { groups, policies } = services.access;
  const grant = async (name: string, actions: string[], members: string[]) => {
    const policy = await policies.create(realmId, {
      name,
      statements: [{ effect: 'ALLOW', actions, allResources: true }],
    });
    return groups.create(realmId, { name, users: members, policies: [policy.id] });
  };
  const helpDesk = await grant('Matrix help desk', ['user:Manage'], [ids.helpDesk]);
  await grant('Matrix group keepers', ['user:Manage', 'group:Read', 'group:Update'], [ids.groupKeeper]);
  const viewers = await grant('Matrix camera viewers', ['device:Read'], []);
  return { ids, viewersGroupId: viewers.id, helpDeskGroupId: helpDesk.id };
}
