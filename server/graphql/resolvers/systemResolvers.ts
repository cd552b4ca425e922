/** Installation-wide reads: status, licence, parameters, branding, languages, identity attributes. */
import type { GeoDefaultPosition, Resolvers } from '../generated/resolverTypes';
import { authorize, permittedDevices } from '../../access/authorize';
import { access } from '../access';

export const systemResolvers: Resolvers = {
  Query: {
    systemStatus: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.system.status(caller.membership.realmId, (devices) =>
        permittedDevices(caller, 'device:Read', devices),
      );
    },
    licence: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:ReadSelf', { type: 'user', ownerId: caller.user.id });
      return ctx.services.system.licence(caller.user.id);
    },
    systemParameters: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      const { updatesHost, geoDefaultPosition } = await ctx.services.system.systemParameters(caller.membership.realmId);
      // Stored as JSON text by the administration; graphql-js checks its fields on the way out.
      return { updatesHost, geoDefaultPosition: geoDefaultPosition as GeoDefaultPosition | null };
    },
    identityAttribute: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.system.identityAttribute(caller.membership.realmId, args.name);
    },
    // Public facts: the login page reads them over REST before anyone signs in.
    serverParameters: (_, __, ctx) => ctx.services.system.serverParameters(),
    emailCanBeSend: (_, __, ctx) => ctx.services.system.emailCanBeSend(),
    languages: (_, __, ctx) => ctx.services.system.languages(),
    branding: (_, __, ctx) => ctx.services.system.branding(),
  },
  Mutation: {
    acceptLicence: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'user:UpdateSelf', { type: 'user', ownerId: caller.user.id });
      await ctx.services.system.acceptLicence(caller.user.id);
      return ctx.services.system.licence(caller.user.id);
    },
  },
};
