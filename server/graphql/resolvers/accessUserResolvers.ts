/** Users administration, realm settings and the user audit over GraphQL (spec 3 §7.1–§7.2 users,
 *  updateRealm, updateCurrentRealm, validateEmail; spec 1 §2.5 Access → Audit). Each resolver asks
 *  authorize() first, then the services; the realm is always the session's. */
import { authorize, isAdminRole } from '../../access/authorize';
import { ownVisualConfig } from '../../access/visualConfigOf';
import type { RealmMember } from '../../db/repositories/users';
import type { UserAuditRow } from '../../db/repositories/userAudit';
import { userAuditDetail } from '../../events/userAuditDetail';
import { DomainError } from '../../kernel/DomainError';
import type { RealmSettingsService } from '../../realmSettings/RealmSettingsService';
import type { Acting } from '../../users/UserAdminService';
import { requireScreen } from '../../users/visualAccess';
import type { Resolvers } from '../generated/resolverTypes';
import { access, type Caller } from '../access';
import { toGraphqlRealm } from './realmResolvers';

type RealmActing = Parameters<RealmSettingsService['update']>[0];

function acting(caller: Caller): Acting & RealmActing {
  return {
    realmId: caller.membership.realmId,
    actor: { id: caller.user.id, name: caller.user.name, email: caller.user.email },
  };
}

/** A realm member as the administration screens read it. */
export function userView({ user, role }: RealmMember) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailConfirmed: user.email_confirmed === 1,
    sendNotification: user.send_notification === 1,
    isAdmin: isAdminRole(role),
    blocked: user.blocked_at != null,
    visualConfig: ownVisualConfig(user),
    createdAt: user.created_at,
  };
}

function auditView(row: UserAuditRow) {
  return {
    id: row.id,
    time: Number(row.at),
    kind: row.kind,
    actorId: row.actor_id,
    actorName: row.actor_name,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    detail: userAuditDetail(row),
    address: row.address,
  };
}

const realmResource = (caller: Caller) => ({ type: 'realm' as const, id: caller.membership.realmId });

export const accessUserResolvers: Resolvers = {
  Query: {
    users: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:Manage', { type: 'user' });
      requireScreen(caller, 'Users');
      return (await ctx.services.userAdmin.list(caller.membership.realmId, args.search)).map(userView);
    },
    userAudit: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'auditEntry:ReadUserAudit', { type: 'auditEntry' });
      requireScreen(caller, 'UserAudit');
      const rows = await ctx.services.userAudit.page(caller.membership.realmId, args.filter ?? {});
      return rows.map(auditView);
    },
  },
  Mutation: {
    createUser: async (_, { user }, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:Manage', { type: 'user' });
      // Putting the user in groups is a change of those groups too.
      if (user.groups != null) authorize(caller, 'group:Update', { type: 'group' });
      requireScreen(caller, 'Users');
      return userView(await ctx.services.userAdmin.create(acting(caller), user));
    },
    updateUser: async (_, { user }, ctx) => {
      const caller = await access(ctx);
      if (!user.id) throw DomainError.badInput('User id is required');
      authorize(caller, 'user:Manage', { type: 'user', id: user.id });
      if (user.groups != null) authorize(caller, 'group:Update', { type: 'group' });
      requireScreen(caller, 'Users');
      return userView(await ctx.services.userAdmin.update(acting(caller), user.id, user));
    },
    deleteUser: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:Manage', { type: 'user', id: args.id });
      requireScreen(caller, 'Users');
      await ctx.services.userAdmin.delete(acting(caller), args.id);
      return true;
    },
    changePassword: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:UpdateSelf', { type: 'user', id: caller.user.id, ownerId: caller.user.id });
      await ctx.services.auth.changePassword(caller.session, args.currentPassword, args.newPassword);
      return true;
    },
    setPassword: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:Manage', { type: 'user', id: args.id });
      requireScreen(caller, 'Users');
      await ctx.services.userAdmin.setPassword(acting(caller), args.id, args.password);
      return true;
    },
    updateRealm: async (_, { realm }, ctx) => {
      const caller = await access(ctx);
      // Only the realm the session is in: another realm's id is refused by the realm rule.
      authorize(caller, 'realm:Update', { type: 'realm', id: realm.id ?? undefined, realmId: realm.id ?? undefined });
      requireScreen(caller, 'RealmSettings');
      return toGraphqlRealm(await ctx.services.realmSettings.update(acting(caller), realm), true);
    },
    updateCurrentRealm: async (_, { realm }, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Update', realmResource(caller));
      requireScreen(caller, 'RealmSettings');
      return toGraphqlRealm(await ctx.services.realmSettings.update(acting(caller), realm), true);
    },
    validateEmail: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Update', realmResource(caller));
      requireScreen(caller, 'RealmSettings');
      return ctx.services.realmSettings.validateEmail(acting(caller), args.emailSettings);
    },
  },
};
