/** Every domain's resolvers merged into one map for Mercurius. */
import { JSONScalar, Long } from './scalars';
import { sessionResolvers } from './sessionResolvers';
import { systemResolvers } from './systemResolvers';
import { workspaceResolvers } from './workspaceResolvers';
import { realmResolvers } from './realmResolvers';
import { deviceResolvers } from './deviceResolvers';
import { videoResolvers } from './videoResolvers';
import { ptzResolvers } from './ptzResolvers';
import { videoRequestResolvers } from './videoRequestResolvers';
import { auditEntryResolvers } from './auditEntryResolvers';

type ResolverMap = Record<string, Record<string, unknown>>;

function merge(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      for (const name of Object.keys(fields)) {
        if (merged[type]?.[name]) throw new Error(`Resolver ${type}.${name} is defined twice`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}

export const resolvers = {
  Long,
  JSON: JSONScalar,
  ...merge(
    sessionResolvers,
    systemResolvers,
    workspaceResolvers,
    realmResolvers,
    deviceResolvers,
    videoResolvers,
    ptzResolvers,
    videoRequestResolvers,
    auditEntryResolvers,
  ),
};
