/** The session's own data: user info, realms and the realm switch, interfaces, users,
 *  lockout lifting and the sessionClose subscription. */
import { parseJson } from '../../db/json';
import { topics } from '../../events/eventBus';
import { access, requireAdmin, type Caller, type GraphQLContext } from '../access';
import { DomainError } from '../../errors/DomainError';
import { DEFAULT_MAX_DOWNLOAD_LENGTH_MIN } from '../../db/repositories/realms';
import { ADMIN_ROLE } from '../../db/repositories/users';
import { subscribeTopic } from './subscribeTopic';

interface VisualConfigJson {
  widgets?: Record<string, boolean>;
  views?: Record<string, boolean>;
  activities?: Record<string, boolean>;
  limitedSpeedList?: boolean;
  disableLocalTransport?: boolean;
  limitedVideoAnalyticsAccess?: boolean;
  limitedAuditAccess?: boolean;
}

async function userInfo(ctx: GraphQLContext, caller: Caller) {
  const { services } = ctx;
  const visual = parseJson<VisualConfigJson>(caller.user.visual_config, {});
  const realm = await services.realms.byId(caller.membership.realmId);
  const memberships = await services.users.memberships(caller.user.id);
  return {
    user: {
      id: caller.user.id,
      name: caller.user.name,
      isAdmin: caller.isAdmin,
      solidVisualConfig: {
        widgets: visual.widgets ?? {},
        views: visual.views ?? {},
        activities: visual.activities ?? {},
        limitedSpeedList: visual.limitedSpeedList ?? false,
        disableLocalTransport: visual.disableLocalTransport ?? false,
        limitedVideoAnalyticsAccess: visual.limitedVideoAnalyticsAccess ?? false,
        limitedAuditAccess: visual.limitedAuditAccess ?? false,
      },
    },
    realm: {
      id: caller.membership.realmId,
      name: caller.membership.realmName,
      type: caller.membership.realmType,
      maxDownloadLength: realm?.settings.maxDownloadLength ?? DEFAULT_MAX_DOWNLOAD_LENGTH_MIN,
    },
    role: caller.membership.role,
    isAdmin: caller.isAdmin,
    guis: services.system.guis(services.users.guis(caller.user)),
    userRealms: memberships.map((m) => ({ id: m.realmId, name: m.realmName })),
  };
}

export const sessionResolvers = {
  Query: {
    userInfo: async (_: unknown, __: unknown, ctx: GraphQLContext) => userInfo(ctx, await access(ctx)),
    userRealms: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return (await ctx.services.users.memberships(caller.user.id)).map((m) => ({ id: m.realmId, name: m.realmName }));
    },
    guis: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      return ctx.services.system.guis(ctx.services.users.guis(caller.user));
    },
    user: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      // Only users who share the caller's current realm are visible.
      if (!(await ctx.services.users.isMember(args.id, caller.membership.realmId))) return null;
      const user = await ctx.services.users.byId(args.id);
      if (!user) return null;
      const canSeeContact = caller.isAdmin || caller.user.id === user.id;
      return {
        id: user.id,
        name: user.name,
        email: canSeeContact ? user.email : null,
        emailConfirmed: canSeeContact ? user.email_confirmed === 1 : null,
      };
    },
  },
  Mutation: {
    setUserRealm: async (_: unknown, args: { userName: string; realmId: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      if (args.userName.trim().toLowerCase() !== caller.user.name_key) {
        throw DomainError.forbidden('A user can switch only their own realm');
      }
      const membership = await ctx.services.users.membership(caller.user.id, args.realmId);
      if (!membership) throw DomainError.forbidden('User has no access to this realm');
      await ctx.services.sessions.update(caller.session.id, { realmId: args.realmId });
      const session = { ...caller.session, realmId: args.realmId };
      ctx.session = session;
      ctx.caller = Promise.resolve({ ...caller, session, membership, isAdmin: membership.role === ADMIN_ROLE });
      return userInfo(ctx, await ctx.caller);
    },
    unblockUser: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => {
      const caller = await requireAdmin(ctx);
      if (!(await ctx.services.users.isMember(args.id, caller.membership.realmId))) {
        throw DomainError.forbidden('User is not in this realm');
      }
      await ctx.services.auth.unblock(args.id);
      return true;
    },
  },
  Subscription: {
    sessionClose: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
        const caller = await access(ctx);
        return subscribeTopic(ctx, topics.sessionClose(caller.session.id));
      },
      resolve: (payload: unknown) => payload,
    },
  },
};
