/** The session's realm and the realms a user belongs to, with their settings. */
import type { MapLayer, Resolvers } from '../generated/resolverTypes';
import type { RealmRecord } from '../../db/repositories/realms';
import { authorize } from '../../access/authorize';
import { access } from '../access';

export function toGraphqlRealm(realm: RealmRecord) {
  return {
    ...realm.settings,
    // Stored as text; the schema's enum names the layers a realm may choose.
    defaultMapLayer: realm.settings.defaultMapLayer as MapLayer | undefined,
    id: realm.id,
    name: realm.name,
    type: realm.type,
  };
}

export const realmResolvers: Resolvers = {
  Query: {
    currentRealm: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      const realm = await ctx.services.realms.byId(caller.membership.realmId);
      if (!realm) throw new Error(`Realm ${caller.membership.realmId} is missing`);
      return toGraphqlRealm(realm);
    },
    realm: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm', id: args.id });
      // A realm the user does not belong to does not exist for them.
      if (!(await ctx.services.users.isMember(caller.user.id, args.id))) return null;
      const realm = await ctx.services.realms.byId(args.id);
      return realm ? toGraphqlRealm(realm) : null;
    },
  },
};
