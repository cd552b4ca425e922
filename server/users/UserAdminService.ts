/** Users administration of a realm (spec 3 §3.6 user, §7.2 users: create, update, delete,
 *  unblock, setPassword; spec 1 §3 visual configuration): the realm's members only, names unique
 *  on the platform (case-insensitively, as logins match them), e-mail addresses unique and
 *  confirmed through an activation link, and every change in the user audit with who made it.
 *  Every change of a user asks the user change rule first (issue 27, access/UserChangeRule): only
 *  someone entitled in every realm the user belongs to, holding every right the user holds, changes
 *  them, and granting a role or groups needs the rights they grant. */
import { randomBytes, randomUUID } from 'node:crypto';
import { checkNewPassword } from '../../shared/auth/passwordRules';
import { isEmailAddress, MAX_USER_NAME_LENGTH, USER_ERROR } from '../../shared/access/userAdmin';
import { AUTH_MESSAGES } from '../auth/authPolicy';
import type { AuthService } from '../auth/authService';
import { hashPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessionStore';
import {
  ADMIN_ROLE,
  OPERATOR_ROLE,
  type RealmMember,
  type UserRepository,
  type UserRow,
} from '../db/repositories/users';
import { DomainError } from '../kernel/DomainError';
import type { AuditParty, UserAudit } from '../events/UserAudit';
import { normaliseVisualConfig } from '../../shared/access/visualConfig';
import { SYSTEM_GROUP } from '../../shared/access/accessPolicies';
import type { UserChangeRule } from '../access/policies/UserChangeRule';

/** Interfaces a new user may open: the Enterprise UI and the web console. */
const NEW_USER_GUIS = ['SOLID'];

export interface UserChanges {
  name?: string | null;
  email?: string | null;
  sendNotification?: boolean | null;
  isAdmin?: boolean | null;
  /** Any shape: only well-formed flags are kept. */
  visualConfig?: unknown;
  /** The user's groups (spec 3 §3.6 user.groups): when given they decide the role too, as the
   *  system groups Administrators and Operators are the roles' members. */
  groups?: readonly string[] | null;
}

/** The groups side of a user (the policy engine's groups): checks ids, replaces a member's groups. */
export interface UserGroups {
  checkGroupIds(realmId: string, groupIds: readonly string[]): Promise<unknown>;
  setUserGroups(
    realmId: string,
    userId: string,
    groupIds: readonly string[],
  ): Promise<Array<{ id: string; name: string }>>;
  groupsOf(realmId: string, userId: string): Promise<Array<{ id: string; name: string }>>;
}

export interface NewUser extends UserChanges {
  name: string;
  password?: string | null;
}

/** Who acts, in which realm. */
export interface Acting {
  realmId: string;
  actor: AuditParty;
  address?: string;
}

export class UserAdminService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
    private readonly auth: AuthService,
    private readonly audit: UserAudit,
    private readonly groups: UserGroups,
    private readonly changes: Pick<UserChangeRule, 'assertMayChange' | 'assertMayGrant'>,
  ) {}

  list(realmId: string, search?: string | null): Promise<RealmMember[]> {
    return this.users.inRealm(realmId, search);
  }

  /** A member of the realm, or a notFound error (a user of another realm does not exist here). */
  async member(realmId: string, userId: string): Promise<RealmMember> {
    const found = (await this.users.inRealm(realmId)).find((m) => m.user.id === userId);
    if (!found) throw new DomainError('notFound', USER_ERROR.NOT_FOUND);
    return found;
  }

  async create(acting: Acting, input: NewUser): Promise<RealmMember> {
    const name = await this.checkName(input.name);
    const email = await this.checkEmail(input.email);
    const password = input.password ?? '';
    if (!password && !email) throw DomainError.badInput(USER_ERROR.PASSWORD_OR_EMAIL);
    if (password) checkPassword(password);
    const groupIds = this.groupIds(input.groups);
    if (groupIds) await this.groups.checkGroupIds(acting.realmId, groupIds);
    const admin = groupIds ? groupIds.includes(SYSTEM_GROUP.ADMINISTRATORS) : Boolean(input.isAdmin);
    await this.changes.assertMayGrant(acting.actor.id, acting.realmId, groupIds ?? [roleGroup(admin)]);
    const now = Date.now();
    const user: UserRow = {
      id: randomUUID(),
      name,
      name_key: name.toLowerCase(),
      email,
      email_confirmed: 0,
      // Without a password the user sets one through the activation link.
      password_hash: await hashPassword(password || randomBytes(24).toString('base64')),
      password_changed_at: now,
      password_expired: 0,
      verify_login: 0,
      blocked_at: null,
      guis: JSON.stringify(NEW_USER_GUIS),
      visual_config: JSON.stringify(normaliseVisualConfig(input.visualConfig ?? {})),
      send_notification: input.sendNotification ? 1 : 0,
      created_at: now,
    };
    await this.users.insert(user);
    await this.users.addMemberships([
      { user_id: user.id, realm_id: acting.realmId, role: admin ? ADMIN_ROLE : OPERATOR_ROLE },
    ]);
    const groups = groupIds ? await this.groups.setUserGroups(acting.realmId, user.id, groupIds) : undefined;
    const activationSent = email ? await this.auth.sendActivation(user, acting.realmId) : false;
    await this.record(acting, 'USER_CREATED', user, {
      email,
      isAdmin: admin,
      ...(groups && { groups: groups.map((g) => g.name) }),
      sendNotification: Boolean(input.sendNotification),
      activationSent,
    });
    return this.member(acting.realmId, user.id);
  }

  async update(acting: Acting, userId: string, changes: UserChanges): Promise<RealmMember> {
    const { user, role } = await this.member(acting.realmId, userId);
    await this.changes.assertMayChange(acting.actor.id, user.id);
    const patch: Partial<UserRow> = {};
    const detail: Record<string, unknown> = {};
    if (changes.name != null && changes.name.trim() !== user.name) {
      patch.name = await this.checkName(changes.name, user.id);
      patch.name_key = patch.name.toLowerCase();
      detail.name = { from: user.name, to: patch.name };
    }
    let emailChanged = false;
    if (changes.email !== undefined) {
      const email = await this.checkEmail(changes.email, user.id);
      if (email !== user.email) {
        patch.email = email;
        patch.email_confirmed = 0;
        emailChanged = true;
        detail.email = { from: user.email, to: email };
      }
    }
    if (changes.sendNotification != null && (changes.sendNotification ? 1 : 0) !== user.send_notification) {
      patch.send_notification = changes.sendNotification ? 1 : 0;
      detail.sendNotification = changes.sendNotification;
    }
    if (changes.visualConfig != null) {
      patch.visual_config = JSON.stringify(normaliseVisualConfig(changes.visualConfig));
      if (patch.visual_config !== user.visual_config) detail.visualConfig = JSON.parse(patch.visual_config);
      else delete patch.visual_config;
    }
    const groupIds = this.groupIds(changes.groups);
    // Groups, when given, decide the role: the isAdmin flag is for callers that send no groups.
    const admin = groupIds ? groupIds.includes(SYSTEM_GROUP.ADMINISTRATORS) : changes.isAdmin;
    let newRole = role;
    if (admin != null && admin !== (role === ADMIN_ROLE)) {
      if (user.id === acting.actor.id) throw DomainError.forbidden(USER_ERROR.DEMOTE_SELF);
      if (!groupIds) newRole = admin ? ADMIN_ROLE : OPERATOR_ROLE;
      detail.isAdmin = admin;
    }
    if (groupIds) await this.groups.checkGroupIds(acting.realmId, groupIds);
    if (groupIds) await this.changes.assertMayGrant(acting.actor.id, acting.realmId, groupIds);
    else if (newRole !== role) await this.changes.assertMayGrant(acting.actor.id, acting.realmId, [roleGroup(admin)]);
    if (Object.keys(patch).length) await this.users.update(user.id, patch);
    if (newRole !== role) await this.users.setRole(user.id, acting.realmId, newRole);
    if (groupIds) {
      const before = (await this.groups.groupsOf(acting.realmId, user.id)).map((g) => g.name);
      const after = (await this.groups.setUserGroups(acting.realmId, user.id, groupIds)).map((g) => g.name);
      if (before.join('\n') !== after.join('\n')) detail.groups = { from: before, to: after };
    }
    const updated = { ...user, ...patch };
    if (emailChanged && updated.email) detail.activationSent = await this.auth.sendActivation(updated, acting.realmId);
    if (Object.keys(detail).length) await this.record(acting, 'USER_UPDATED', updated, detail);
    return groupIds ? this.member(acting.realmId, user.id) : { user: updated, role: newRole };
  }

  /** Takes the user out of the realm and ends their sessions; a user in no other realm is deleted. */
  async delete(acting: Acting, userId: string): Promise<void> {
    if (userId === acting.actor.id) throw DomainError.forbidden(USER_ERROR.DELETE_SELF);
    const { user } = await this.member(acting.realmId, userId);
    await this.changes.assertMayChange(acting.actor.id, user.id);
    const outcome = await this.users.removeFromRealm(user.id, acting.realmId);
    await this.auth.endSessions(await this.sessions.destroyForUser(user.id));
    await this.record(acting, 'USER_DELETED', user, { removedFromPlatform: outcome === 'deleted' });
  }

  async unblock(acting: Acting, userId: string): Promise<void> {
    const { user } = await this.member(acting.realmId, userId);
    await this.changes.assertMayChange(acting.actor.id, user.id);
    await this.auth.unblock(user.id);
    await this.record(acting, 'USER_UNBLOCKED', user, {});
  }

  /** An administrator sets another user's password: the user must choose a new one at the next
   *  login, and their sessions end. */
  async setPassword(acting: Acting, userId: string, password: string): Promise<void> {
    const { user } = await this.member(acting.realmId, userId);
    await this.changes.assertMayChange(acting.actor.id, user.id);
    checkPassword(password ?? '');
    await this.users.setPassword(user.id, await hashPassword(password));
    const own = user.id === acting.actor.id;
    if (!own) await this.users.update(user.id, { password_expired: 1 });
    await this.auth.endSessions(await this.sessions.destroyForUser(user.id));
    await this.record(acting, 'PASSWORD_SET', user, { mustChange: !own });
  }

  /** The groups asked for, once each; undefined leaves them as they are. */
  private groupIds(ids: readonly string[] | null | undefined): string[] | undefined {
    return ids == null ? undefined : [...new Set(ids)];
  }

  private async checkName(raw: string, except?: string): Promise<string> {
    const name = (raw ?? '').trim();
    if (!name) throw DomainError.badInput(USER_ERROR.NAME_EMPTY);
    if (name.length > MAX_USER_NAME_LENGTH) throw DomainError.badInput(USER_ERROR.NAME_TOO_LONG);
    const taken = await this.users.byName(name);
    if (taken && taken.id !== except) throw new DomainError('conflict', USER_ERROR.NAME_TAKEN);
    return name;
  }

  /** Stored lower-cased, as the recovery form looks addresses up. */
  private async checkEmail(raw: string | null | undefined, except?: string): Promise<string | null> {
    const email = (raw ?? '').trim().toLowerCase();
    if (!email) return null;
    if (!isEmailAddress(email)) throw DomainError.badInput(USER_ERROR.EMAIL_INVALID);
    const taken = await this.users.byEmail(email);
    if (taken && taken.id !== except) throw new DomainError('conflict', USER_ERROR.EMAIL_TAKEN);
    return email;
  }

  private record(
    acting: Acting,
    kind: 'USER_CREATED' | 'USER_UPDATED' | 'USER_DELETED' | 'USER_UNBLOCKED' | 'PASSWORD_SET',
    user: Pick<UserRow, 'id' | 'name'>,
    detail: Record<string, unknown>,
  ) {
    return this.audit.record([acting.realmId], {
      kind,
      actor: acting.actor,
      target: { type: 'user', id: user.id, name: user.name },
      detail,
      address: acting.address ?? null,
    });
  }
}

/** The system group whose members have the role: Administrators or Operators. */
function roleGroup(admin: boolean | null | undefined): string {
  return admin ? SYSTEM_GROUP.ADMINISTRATORS : SYSTEM_GROUP.OPERATORS;
}

/** The login family's password rules, with its wording. */
function checkPassword(password: string): void {
  const problem = checkNewPassword(password);
  if (problem === 'empty') throw DomainError.badInput(AUTH_MESSAGES.passwordEmpty);
  if (problem === 'tooShort') throw DomainError.badInput(AUTH_MESSAGES.passwordTooShort);
}
