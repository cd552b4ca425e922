/** The session's own data: user info, realms and the realm switch, interfaces, users,
 *  lockout lifting and the sessionClose subscription. */
import type { Resolvers, SessionCloseEvent } from '../generated/resolverTypes';
import { topics } from '../../events/eventBus';
import { authorize, can, isRealmAdmin } from '../../access/authorize';
import { visualConfigOf } from '../../access/visualConfigOf';
import { access, type Caller, type GraphQLContext } from '../access';
import { DomainError } from '../../kernel/DomainError';
import { subscribeTopic } from './subscribeTopic';

/** The caller's own user, as a resource. */
const self = (caller: Caller) => ({ type: 'user' as const, id: caller.user.id, ownerId: caller.user.id });

async function userInfo(ctx: GraphQLContext, caller: Caller) {
  const { services } = ctx;
  // The effective configuration: the user's own and their groups' (access/visualConfigOf).
  const visual = visualConfigOf(caller);
  const maxDownloadLength = await services.realmSettings.maxDownloadLength(caller.membership.realmId);
  const memberships = await services.userDirectory.memberships(caller.user.id);
  return {
    user: {
      id: caller.user.id,
      name: caller.user.name,
      isAdmin: isRealmAdmin(caller),
      solidVisualConfig: visual,
    },
    realm: {
      id: caller.membership.realmId,
      name: caller.membership.realmName,
      type: caller.membership.realmType,
      maxDownloadLength,
    },
    role: caller.membership.role,
    isAdmin: isRealmAdmin(caller),
    guis: services.system.guis(services.userDirectory.guis(caller.user)),
    userRealms: memberships.map((m) => ({ id: m.realmId, name: m.realmName })),
  };
}

export const sessionResolvers: Resolvers = {
  Query: {
    userInfo: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:ReadSelf', self(caller));
      return userInfo(ctx, caller);
    },
    userRealms: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:ReadSelf', self(caller));
      return (await ctx.services.userDirectory.memberships(caller.user.id)).map((m) => ({
        id: m.realmId,
        name: m.realmName,
      }));
    },
    guis: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:ReadSelf', self(caller));
      return ctx.services.system.guis(ctx.services.userDirectory.guis(caller.user));
    },
    user: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:Read', { type: 'user', id: args.id });
      // Only users who share the caller's current realm are visible.
      if (!(await ctx.services.userDirectory.isMember(args.id, caller.membership.realmId))) return null;
      const user = await ctx.services.userDirectory.byId(args.id);
      if (!user) return null;
      const canSeeContact = can(caller, 'user:ReadContact', { type: 'user', id: user.id, ownerId: user.id });
      return {
        id: user.id,
        name: user.name,
        email: canSeeContact ? user.email : null,
        emailConfirmed: canSeeContact ? user.email_confirmed === 1 : null,
      };
    },
  },
  Mutation: {
    setUserRealm: async (_, args, ctx) => {
      const caller = await access(ctx);
      // The user is named, not identified: the caller's own name stands for the caller's id.
      const named = args.userName.trim().toLowerCase() === caller.user.name_key ? caller.user.id : args.userName;
      authorize(caller, 'realm:Switch', { type: 'realm', id: args.realmId, ownerId: named });
      const membership = await ctx.services.userDirectory.membership(caller.user.id, args.realmId);
      if (!membership) throw DomainError.forbidden('User has no access to this realm');
      await ctx.services.sessions.update(caller.session.id, { realmId: args.realmId });
      const session = { ...caller.session, realmId: args.realmId };
      ctx.session = session;
      ctx.caller = Promise.resolve({ ...caller, session, membership });
      return userInfo(ctx, await ctx.caller);
    },
    unblockUser: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:Unblock', { type: 'user', id: args.id });
      if (!(await ctx.services.userDirectory.isMember(args.id, caller.membership.realmId))) {
        throw DomainError.forbidden('User is not in this realm');
      }
      const actor = { id: caller.user.id, name: caller.user.name };
      await ctx.services.userAdmin.unblock({ realmId: caller.membership.realmId, actor }, args.id);
      return true;
    },
  },
  Subscription: {
    sessionClose: {
      subscribe: async (_, __, ctx) => {
        const caller = await access(ctx);
        authorize(caller, 'user:ReadSelf', self(caller));
        return subscribeTopic(ctx, topics.sessionClose(caller.session.id));
      },
      resolve: (payload: SessionCloseEvent) => payload,
    },
  },
};
