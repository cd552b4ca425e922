/** Issue 34: the installation's settings. Reading them shows the error-reporting DSN and the
 *  support contacts as stored, so reading needs the same right as changing them. */
import { authorize } from '../../access/authorize';
import type { Resolvers } from '../generated/resolverTypes';
import { access } from '../access';

export const installationResolvers: Resolvers = {
  Query: {
    installationSettings: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'installation:Update', { type: 'installation' });
      return ctx.services.installation.read();
    },
  },
  Mutation: {
    updateInstallationSettings: async (_, { settings }, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'installation:Update', { type: 'installation' });
      return ctx.services.installation.update(settings);
    },
  },
};
