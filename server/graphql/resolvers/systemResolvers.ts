/** Installation-wide reads: status, licence, parameters, branding, languages, identity attributes. */
import { authorize } from '../../access/authorize';
import { access, type GraphQLContext } from '../access';

export const systemResolvers = {
  Query: {
    systemStatus: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.system.status(caller.membership.realmId);
    },
    licence: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'user:ReadSelf', { type: 'user', ownerId: caller.user.id });
      return ctx.services.system.licence(caller.user.id);
    },
    systemParameters: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.system.systemParameters(caller.membership.realmId);
    },
    identityAttribute: async (_: unknown, args: { name: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.system.identityAttribute(caller.membership.realmId, args.name);
    },
    // Public facts: the login page reads them over REST before anyone signs in.
    serverParameters: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.system.serverParameters(),
    emailCanBeSend: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.system.emailCanBeSend(),
    languages: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.system.languages(),
    branding: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.system.branding(),
  },
  Mutation: {
    acceptLicence: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'user:UpdateSelf', { type: 'user', ownerId: caller.user.id });
      await ctx.services.system.acceptLicence(caller.user.id);
      return ctx.services.system.licence(caller.user.id);
    },
  },
};
