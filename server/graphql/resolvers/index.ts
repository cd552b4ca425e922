/** Every domain's resolvers merged into one map for Mercurius. */
import type { IResolverObject, IResolvers } from 'mercurius';
import type { Resolvers } from '../generated/resolverTypes';
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
import { labelResolvers } from './labelResolvers';
import { hierarchyResolvers } from './hierarchyResolvers';
import { cameraAdminResolvers } from './cameraAdminResolvers';
import { deviceAdminResolvers } from './deviceAdminResolvers';
import { accessPolicyResolvers } from './accessPolicyResolvers';
import { geoMapResolvers } from './geoMapResolvers';
import { accessUserResolvers } from './accessUserResolvers';
import { imageMapResolvers } from './imageMapResolvers';
import { installationResolvers } from './installationResolvers';
import { scheduleResolvers } from './scheduleResolvers';
import { notificationPolicyResolvers } from './notificationPolicyResolvers';
import { cameraTourResolvers } from './cameraTourResolvers';
import { metricResolvers } from './metricResolvers';
import { webRtcResolvers } from './webRtcResolvers';
import { wallResolvers } from './wallResolvers';
import { wallDisplayResolvers } from './wallDisplayResolvers';
import { watchlistResolvers } from './watchlistResolvers';
import { vaeResolvers } from './vaeResolvers';
import { clusterResolvers } from './clusterResolvers';

/**
 * One map for Mercurius from the typed per-domain maps (each checked against the generated
 * `Resolvers`). Mercurius reads an abstract type's resolver as `resolveType`, where graphql-codegen's
 * types name it `__resolveType`.
 */
function merge(...maps: Resolvers[]): Record<string, IResolverObject> {
  const merged: Record<string, IResolverObject> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map) as Array<[string, IResolverObject]>) {
      for (const [name, field] of Object.entries(fields)) {
        const key = name === '__resolveType' ? 'resolveType' : name;
        if (merged[type]?.[key]) throw new Error(`Resolver ${type}.${name} is defined twice`);
        merged[type] = { ...merged[type], [key]: field };
      }
    }
  }
  return merged;
}

export const resolvers: IResolvers = {
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
    labelResolvers,
    hierarchyResolvers,
    cameraAdminResolvers,
    deviceAdminResolvers,
    accessPolicyResolvers,
    geoMapResolvers,
    accessUserResolvers,
    imageMapResolvers,
    installationResolvers,
    scheduleResolvers,
    notificationPolicyResolvers,
    cameraTourResolvers,
    metricResolvers,
    webRtcResolvers,
    wallResolvers,
    wallDisplayResolvers,
    watchlistResolvers,
    vaeResolvers,
    clusterResolvers,
  ),
};
