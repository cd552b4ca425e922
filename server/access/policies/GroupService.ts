/** Groups (spec 3 §3.6, §7.2): create, update, delete, and the users and policies they hold. The
 *  system-managed groups cannot be renamed, deleted or given policies; their members are the
 *  members of a role, so adding a user to Administrators makes them an administrator. */
import { randomUUID } from 'node:crypto';
import { ACCESS_ERROR, NO_SYSTEM_GROUP_ROLE, accessNameError } from '../../../shared/access/accessPolicies';
import type {
  AccessPolicyRepository,
  RealmMemberRepository,
  RealmMemberRow,
} from '../../db/repositories/accessPolicies';
import { normaliseVisualConfig, type VisualConfig } from '../../../shared/access/visualConfig';
import { parseJson } from '../../db/json';
import { DomainError } from '../../kernel/DomainError';
import { AccessAudit, type AccessActing } from './accessAudit';
import type { PolicyEngine } from './PolicyEngine';
import { SYSTEM_GROUPS, isSystemGroup, isSystemPolicy, systemGroupOfRole } from './systemPolicies';
import type { UserChangeRule } from './UserChangeRule';

export interface GroupRecord {
  id: string;
  name: string;
  isSystemManaged: boolean;
  userIds: string[];
  policyIds: string[];
  /** What the group's members may use in the console (spec 1 §3); null restricts nothing. */
  visualConfig: VisualConfig | null;
}

export interface GroupInput {
  id?: string | null;
  name: string;
  users?: readonly string[] | null;
  policies?: readonly string[] | null;
}

const ADMIN_GROUP = SYSTEM_GROUPS[0]!;

export class GroupService {
  constructor(
    private readonly repository: AccessPolicyRepository,
    private readonly members: RealmMemberRepository,
    private readonly engine: PolicyEngine,
    private readonly audit: AccessAudit = new AccessAudit(),
    private readonly now: () => number = Date.now,
    /** Asked before an administrator's change of members or of what a group grants (issue 27). */
    private readonly changes?: UserChangeRule,
  ) {}

  async list(realmId: string): Promise<GroupRecord[]> {
    const [groups, groupUsers, groupPolicies, members, visuals] = await Promise.all([
      this.repository.groups(realmId),
      this.repository.groupUsers(realmId),
      this.repository.groupPolicies(realmId),
      this.members.members(realmId),
      this.repository.groupVisualConfigs(realmId),
    ]);
    const visualOf = (id: string) => {
      const row = visuals.find((v) => v.group_id === id);
      return row ? normaliseVisualConfig(parseJson<unknown>(row.visual_config, {})) : null;
    };
    const system = SYSTEM_GROUPS.map((g) => ({
      id: g.id,
      name: g.name,
      isSystemManaged: true,
      userIds: members.filter((m) => m.role === g.role).map((m) => m.id),
      policyIds: g.policyIds,
      visualConfig: visualOf(g.id),
    }));
    const stored = groups.map((g) => ({
      id: g.id,
      name: g.name,
      isSystemManaged: false,
      userIds: groupUsers.filter((r) => r.group_id === g.id).map((r) => r.user_id),
      policyIds: groupPolicies.filter((r) => r.group_id === g.id).map((r) => r.policy_id),
      visualConfig: visualOf(g.id),
    }));
    return [...system, ...stored];
  }

  async byId(realmId: string, id: string): Promise<GroupRecord | undefined> {
    return (await this.list(realmId)).find((g) => g.id === id);
  }

  /** The groups a member of the realm is in (their role's system group first). */
  async groupsOf(realmId: string, userId: string): Promise<GroupRecord[]> {
    return (await this.list(realmId)).filter((g) => g.userIds.includes(userId));
  }

  async create(realmId: string, input: GroupInput, acting?: AccessActing): Promise<GroupRecord> {
    const name = await this.checkName(realmId, input.name);
    const members = await this.members.members(realmId);
    const users = this.requireUsers(members, input.users ?? []);
    const policies = await this.requirePolicies(realmId, input.policies ?? []);
    // Its members are granted its policies.
    await this.checkChange(acting, users, users.length > 0 ? policies : []);
    const id = randomUUID();
    await this.repository.insertGroup({
      id,
      realm_id: realmId,
      name,
      name_key: name.toLowerCase(),
      created_at: this.now(),
    });
    await this.repository.setGroupMembers(realmId, id, { userIds: users, policyIds: policies });
    await this.engine.changed(realmId);
    await this.record(acting, 'GROUP_CREATED', { id, name }, { name, users: namesOf(members, users), policies });
    return (await this.byId(realmId, id))!;
  }

  async update(realmId: string, input: GroupInput, acting?: AccessActing): Promise<GroupRecord> {
    const id = input.id ?? '';
    const group = await this.stored(realmId, id);
    const name = await this.checkName(realmId, input.name, group.id);
    const members = await this.members.members(realmId);
    const users = input.users ? this.requireUsers(members, input.users) : undefined;
    const policies = input.policies ? await this.requirePolicies(realmId, input.policies) : undefined;
    if (acting && (users || policies)) {
      const held = (await this.byId(realmId, id))!;
      // Members joining or leaving change; joiners are granted the group's policies, and new
      // policies are granted to every member.
      const changed = users ? symmetricDifference(held.userIds, users) : [];
      const joining = users?.some((u) => !held.userIds.includes(u)) ?? false;
      const grants = (users ?? held.userIds).length > 0 && (joining || policies !== undefined);
      await this.checkChange(acting, changed, grants ? (policies ?? held.policyIds) : []);
      // Leavers keep the rest; stayers hold the new policies instead of the old.
      const leaving = users ? held.userIds.filter((u) => !users.includes(u)) : [];
      await this.checkLeaving(acting, id, leaving);
      if (policies) {
        const staying = held.userIds.filter((u) => !leaving.includes(u));
        await this.checkLeaving(acting, id, staying, policies);
      }
    }
    await this.repository.renameGroup(realmId, id, name, name.toLowerCase());
    await this.repository.setGroupMembers(realmId, id, { userIds: users, policyIds: policies });
    await this.engine.changed(realmId);
    await this.record(
      acting,
      'GROUP_UPDATED',
      { id, name },
      {
        ...(name !== group.name && { name: { from: group.name, to: name } }),
        ...(users && { users: namesOf(members, users) }),
        ...(policies && { policies }),
      },
    );
    return (await this.byId(realmId, id))!;
  }

  async delete(realmId: string, id: string, acting?: AccessActing): Promise<boolean> {
    const group = await this.stored(realmId, id);
    if (acting) {
      const members = (await this.byId(realmId, id))?.userIds ?? [];
      await this.checkChange(acting, members, []);
      await this.checkLeaving(acting, id, members);
    }
    await this.repository.deleteGroup(realmId, id);
    await this.engine.changed(realmId);
    await this.record(acting, 'GROUP_DELETED', group, {});
    return true;
  }

  /** Adds members of the realm to a group; to a system group, by giving them its role. */
  async addUsers(
    realmId: string,
    groupId: string,
    userIds: readonly string[],
    acting?: AccessActing,
  ): Promise<GroupRecord> {
    const members = await this.members.members(realmId);
    const users = this.requireUsers(members, userIds);
    if (acting && this.changes) {
      await this.checkChange(acting, users, []);
      await this.changes.assertMayGrant(acting.actor.id, realmId, [groupId]);
    }
    return this.changeMembers(realmId, groupId, acting, 'GROUP_USERS_ADDED', members, users, {
      byRole: async (role) => {
        for (const id of users) await this.members.setRole(realmId, id, role);
      },
      inList: () => this.repository.addGroupUsers(realmId, groupId, users),
    });
  }

  /** Removes users from a group; from a system group, by taking its role away. */
  async removeUsers(
    realmId: string,
    groupId: string,
    userIds: readonly string[],
    acting?: AccessActing,
  ): Promise<GroupRecord> {
    const members = await this.members.members(realmId);
    const users = this.requireUsers(members, userIds);
    await this.checkChange(acting, users, []);
    await this.checkLeaving(acting, groupId, users);
    return this.changeMembers(realmId, groupId, acting, 'GROUP_USERS_REMOVED', members, users, {
      byRole: async (role) => {
        const leaving = members.filter((m) => users.includes(m.id) && m.role === role);
        this.keepAnAdministrator(members, leaving, role);
        for (const m of leaving) await this.members.setRole(realmId, m.id, NO_SYSTEM_GROUP_ROLE);
      },
      inList: () => this.repository.removeGroupUsers(realmId, groupId, users),
    });
  }

  /** Adding or removing members: a system group's members are the holders of its role (byRole),
   *  any other group keeps its own list (inList); either way the group is read again and the change
   *  recorded with the users' names. */
  private async changeMembers(
    realmId: string,
    groupId: string,
    acting: AccessActing | undefined,
    kind: 'GROUP_USERS_ADDED' | 'GROUP_USERS_REMOVED',
    members: readonly RealmMemberRow[],
    users: readonly string[],
    change: { byRole: (role: string) => Promise<void>; inList: () => Promise<void> },
  ): Promise<GroupRecord> {
    const system = SYSTEM_GROUPS.find((g) => g.id === groupId);
    if (system) await change.byRole(system.role);
    else {
      await this.stored(realmId, groupId);
      await change.inList();
    }
    return this.changedGroup(realmId, groupId, acting, kind, { users: namesOf(members, users) });
  }

  /** Replaces a member's groups: a system group among them sets their role (none: no system group). */
  async setUserGroups(
    realmId: string,
    userId: string,
    groupIds: readonly string[],
    acting?: AccessActing,
  ): Promise<GroupRecord[]> {
    const members = await this.members.members(realmId);
    const [user] = this.requireUsers(members, [userId]).map((id) => members.find((m) => m.id === id)!);
    const unique = [...new Set(groupIds)];
    const systems = unique.filter(isSystemGroup);
    // One role per membership: Administrators already holds every right Operators gives.
    const role = systems.includes(ADMIN_GROUP.id)
      ? ADMIN_GROUP.role
      : (SYSTEM_GROUPS.find((g) => systems.includes(g.id))?.role ?? NO_SYSTEM_GROUP_ROLE);
    const stored = await this.checkGroupIds(realmId, unique);
    if (acting && this.changes && user) {
      await this.checkChange(acting, [user.id], []);
      await this.changes.assertMayGrant(acting.actor.id, realmId, unique);
    }
    if (user && role !== user.role) {
      if (systemGroupOfRole(user.role)?.id === ADMIN_GROUP.id) this.keepAnAdministrator(members, [user], user.role);
      await this.members.setRole(realmId, user.id, role);
    }
    await this.repository.setUserGroups(realmId, userId, stored);
    await this.engine.changed(realmId);
    const groups = await this.groupsOf(realmId, userId);
    // About a user, as the users administration records a change of their groups.
    if (acting && user) {
      await this.audit.record(
        acting,
        'USER_GROUPS_SET',
        { type: 'user', id: user.id, name: user.name },
        {
          groups: groups.map((g) => g.name),
        },
      );
    }
    return groups;
  }

  /** Sets what a group's members may use in the console, system-managed groups included (their
   *  members are a role's, and a realm may restrict its operators); null or a configuration that
   *  restricts nothing removes it. */
  async setVisualConfig(
    realmId: string,
    groupId: string,
    config: unknown,
    acting?: AccessActing,
  ): Promise<GroupRecord> {
    if (!isSystemGroup(groupId)) await this.stored(realmId, groupId);
    const normal = config == null ? null : normaliseVisualConfig(config);
    const json = normal && restricts(normal) ? JSON.stringify(normal) : null;
    await this.repository.setGroupVisualConfig(realmId, groupId, json);
    return this.changedGroup(realmId, groupId, acting, 'GROUP_VISUAL_CONFIG_SET', {
      visualConfig: json ? normal : null,
    });
  }

  /** Refuses ids that name no group of the realm; answers the stored (not system) ones. */
  async checkGroupIds(realmId: string, groupIds: readonly string[]): Promise<string[]> {
    const stored = [...new Set(groupIds)].filter((id) => !isSystemGroup(id));
    const known = new Set((await this.repository.groups(realmId)).map((g) => g.id));
    if (stored.some((id) => !known.has(id))) throw DomainError.notFound(ACCESS_ERROR.GROUP_NOT_FOUND);
    return stored;
  }

  /** After a change of one group: the access engine is told, the change is recorded with the group
   *  as it now is, and that group is the answer. */
  private async changedGroup(
    realmId: string,
    groupId: string,
    acting: AccessActing | undefined,
    kind: 'GROUP_USERS_ADDED' | 'GROUP_USERS_REMOVED' | 'GROUP_VISUAL_CONFIG_SET',
    detail: Record<string, unknown>,
  ): Promise<GroupRecord> {
    await this.engine.changed(realmId);
    const group = (await this.byId(realmId, groupId))!;
    await this.record(acting, kind, group, detail);
    return group;
  }

  private record(
    acting: AccessActing | undefined,
    kind:
      | 'GROUP_CREATED'
      | 'GROUP_UPDATED'
      | 'GROUP_DELETED'
      | 'GROUP_USERS_ADDED'
      | 'GROUP_USERS_REMOVED'
      | 'GROUP_VISUAL_CONFIG_SET',
    group: { id: string; name: string },
    detail: Record<string, unknown>,
  ) {
    return this.audit.record(acting, kind, { type: 'group', id: group.id, name: group.name }, detail);
  }

  /** An administrator's change of these users, granting these policies to them (issue 27). */
  private async checkChange(
    acting: AccessActing | undefined,
    userIds: readonly string[],
    policyIds: readonly string[],
  ): Promise<void> {
    if (!acting || !this.changes) return;
    for (const id of userIds) await this.changes.assertMayChange(acting.actor.id, id);
    await this.changes.assertMayGrantPolicies(acting.actor.id, acting.realmId, policyIds);
  }

  /** What these users keep out of the group (holding `policyIds` there instead) must be within the
   *  acting administrator's rights (issue 27). */
  private async checkLeaving(
    acting: AccessActing | undefined,
    groupId: string,
    userIds: readonly string[],
    policyIds: readonly string[] = [],
  ): Promise<void> {
    if (!acting || !this.changes) return;
    for (const id of userIds) {
      await this.changes.assertMayLeave(acting.actor.id, acting.realmId, id, [groupId], policyIds);
    }
  }

  private keepAnAdministrator(members: readonly RealmMemberRow[], leaving: readonly RealmMemberRow[], role: string) {
    if (role !== ADMIN_GROUP.role) return;
    const left = members.filter((m) => m.role === ADMIN_GROUP.role && !leaving.some((l) => l.id === m.id));
    if (left.length === 0) throw new DomainError('conflict', ACCESS_ERROR.LAST_ADMINISTRATOR);
  }

  private async stored(realmId: string, id: string) {
    if (isSystemGroup(id)) throw DomainError.forbidden(ACCESS_ERROR.SYSTEM_MANAGED);
    const group = await this.repository.group(realmId, id);
    if (!group) throw DomainError.notFound(ACCESS_ERROR.GROUP_NOT_FOUND);
    return group;
  }

  private async checkName(realmId: string, raw: string, selfId?: string): Promise<string> {
    const fault = accessNameError(raw);
    if (fault) throw DomainError.badInput(fault);
    const name = raw.trim();
    const key = name.toLowerCase();
    const taken = await this.repository.groupByNameKey(realmId, key);
    const system = SYSTEM_GROUPS.some((g) => g.name.toLowerCase() === key);
    if (system || (taken && taken.id !== selfId)) throw new DomainError('conflict', ACCESS_ERROR.GROUP_NAME_TAKEN);
    return name;
  }

  private requireUsers(members: readonly RealmMemberRow[], ids: readonly string[]): string[] {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !members.some((m) => m.id === id))) throw DomainError.notFound(ACCESS_ERROR.USER_NOT_FOUND);
    return unique;
  }

  private async requirePolicies(realmId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const known = new Set((await this.repository.policies(realmId)).map((p) => p.id));
    if (unique.some((id) => !isSystemPolicy(id) && !known.has(id)))
      throw DomainError.notFound(ACCESS_ERROR.POLICY_NOT_FOUND);
    return unique;
  }
}

/** The names of the members with these ids, for the audit (ids alone mean nothing to a reader). */
function namesOf(members: readonly RealmMemberRow[], ids: readonly string[]): string[] {
  return ids.map((id) => members.find((m) => m.id === id)?.name ?? id);
}

/** The ids in one list and not the other. */
function symmetricDifference(a: readonly string[], b: readonly string[]): string[] {
  return [...a.filter((id) => !b.includes(id)), ...b.filter((id) => !a.includes(id))];
}

/** Whether a visual configuration switches anything off or sets any limit. */
function restricts(config: VisualConfig): boolean {
  const maps = [config.widgets, config.views, config.activities];
  return (
    maps.some((m) => Object.values(m).includes(false)) ||
    config.limitedSpeedList ||
    config.disableLocalTransport ||
    config.limitedVideoAnalyticsAccess ||
    config.limitedAuditAccess
  );
}
