/** The session's realm and the realms a user belongs to, with their settings. */
import type { MapLayer, Resolvers } from '../generated/resolverTypes';
import type { RealmRecord } from '../../db/repositories/realms';
import { authorize, can } from '../../access/authorize';
import { access } from '../access';

/** `administrator`: the caller may see the e-mail settings (never their password) and map keys. */
export function toGraphqlRealm(realm: RealmRecord, administrator: boolean) {
  const { emailSettings, esriAccessToken, googleMapsApiKey, ...open } = realm.settings;
  return {
    ...open,
    // Map keys reach every console that draws maps; the mail server's account only administrators.
    esriAccessToken,
    googleMapsApiKey,
    emailSettings: administrator && emailSettings ? { ...emailSettings, password: null } : null,
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
      const realm = await ctx.services.realmSettings.find(caller.membership.realmId);
      if (!realm) throw new Error(`Realm ${caller.membership.realmId} is missing`);
      return toGraphqlRealm(realm, can(caller, 'realm:Update', { type: 'realm' }));
    },
    realm: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm', id: args.id });
      // A realm the user does not belong to does not exist for them.
      if (!(await ctx.services.userDirectory.isMember(caller.user.id, args.id))) return null;
      const realm = await ctx.services.realmSettings.find(args.id);
      const administrator = can(caller, 'realm:Update', { type: 'realm', id: args.id, realmId: args.id });
      return realm ? toGraphqlRealm(realm, administrator) : null;
    },
  },
};
