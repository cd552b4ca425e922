/** The session's realm and the realms a user belongs to, with their settings. */
import type { RealmRecord } from '../../db/repositories/realms';
import { authorize } from '../../access/authorize';
import { access, type GraphQLContext } from '../access';

export function toGraphqlRealm(realm: RealmRecord) {
  return { ...realm.settings, id: realm.id, name: realm.name, type: realm.type };
}

export const realmResolvers = {
  Query: {
    currentRealm: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      const realm = await ctx.services.realms.byId(caller.membership.realmId);
      if (!realm) throw new Error(`Realm ${caller.membership.realmId} is missing`);
      return toGraphqlRealm(realm);
    },
    realm: async (_: unknown, args: { id: string }, ctx: GraphQLContext) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm', id: args.id });
      // A realm the user does not belong to does not exist for them.
      if (!(await ctx.services.users.isMember(caller.user.id, args.id))) return null;
      const realm = await ctx.services.realms.byId(args.id);
      return realm ? toGraphqlRealm(realm) : null;
    },
  },
};
