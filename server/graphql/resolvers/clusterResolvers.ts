/** Issue 33: the Servers list. Nodes reach every realm of the installation, so reading them needs
 *  the installation's right; each node's cameras are the caller's realm's that it may read. And the
 *  list of nodes a console reconnects to. */
import { authorize, permittedDevices } from '../../access/authorize';
import type { Resolvers } from '../generated/resolverTypes';
import { access } from '../access';

export const clusterResolvers: Resolvers = {
  Query: {
    clusterNodes: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'installation:Update', { type: 'installation' });
      return ctx.services.cluster.nodes(caller.membership.realmId, (devices) =>
        permittedDevices(caller, 'device:Read', devices),
      );
    },
    // Looser than clusterNodes on purpose: an operator's console must reconnect as an
    // administrator's does, and it learns only the nodes' addresses, not their health or cameras.
    consoleNodes: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.cluster.consoleNodes();
    },
  },
};
