/** The geographic map over GraphQL (spec 3 §7.1–§7.3): GIS layers with their stored files, zones,
 *  device placement (EditMap), targets and the targetUpdate subscription, the offline base map,
 *  and the Device fields the map reads (isPtz, cameraView with the live PTZ pan). Each resolver
 *  asks authorize() first, then the map services; nothing here decides. */
import type { Resolvers } from '../generated/resolverTypes';
import { authorize } from '../../access/authorize';
import { readableDevices, readableWitnessFilter } from '../../access/readableDevices';
import type { Action } from '../../access/actions';
import { topics } from '../../events/eventBus';
import type { GeoLayerRecord } from '../../db/repositories/geoLayers';
import type { TargetReportRecord } from '../../db/repositories/targetReports';
import { access, type GraphQLContext } from '../access';
import { toGraphqlDevice } from './deviceResolvers';
import { filterSubscription } from './filterSubscription';
import { subscribeTopic } from './subscribeTopic';

/** Most stored files one storedFiles call may read. */
const MAX_FILES = 50;

async function realmOf(ctx: GraphQLContext, action: Action, type: 'geoMap' | 'target' | 'device'): Promise<string> {
  const caller = await access(ctx);
  authorize(caller, action, { type });
  return caller.membership.realmId;
}

const toGraphqlLayer = (layer: GeoLayerRecord) => ({
  id: layer.id,
  name: layer.name,
  mime: layer.mime,
  path: layer.path,
  uploadDate: layer.uploadDate,
  enabled: layer.enabled,
  bounds: layer.bounds,
});

/** Which devices the caller may see: a target's witnesses name only the cameras the caller may
 *  read (spec 3 §6), so the map does not reveal cameras a list would hide. */
async function visibleDevices(ctx: GraphQLContext): Promise<(deviceId: string) => boolean> {
  return readableDevices(await access(ctx));
}

/** A report seen only by cameras the caller may not read is not shown at all (issue 27): where the
 *  target stood is what those cameras saw. One no camera saw reveals none. */
const seesReport = (report: TargetReportRecord, visible: (deviceId: string) => boolean) =>
  report.witnesses.length === 0 || report.witnesses.some((w) => visible(w.id));

const toGraphqlTarget = (report: TargetReportRecord, visible: (deviceId: string) => boolean) => ({
  targetId: report.targetId,
  realmId: report.realmId,
  createdAt: report.createdAt,
  modifiedAt: report.modifiedAt,
  witnesses: report.witnesses.filter((w) => visible(w.id)).map((w) => ({ id: w.id, name: w.name, type: w.type })),
  type: report.type,
  description: report.description,
  risk: report.risk,
  classification: report.classification,
  position: report.position,
});

export const geoMapResolvers: Resolvers = {
  Device: {
    isPtz: (device) => device.isPtz ?? (device.aspects ?? []).some((a) => a.type === 'PTZ'),
    cameraView: async (device, _, ctx) => {
      const view = (device.config as { cameraView?: Record<string, unknown> } | null | undefined)?.cameraView;
      const stored = device.cameraView ?? view;
      if (!stored) return null;
      const id = device.id ?? '';
      // A dome another node of a cluster runs is asked there (issue 33); only a PTZ camera has one.
      const isPtz = device.isPtz ?? (device.aspects ?? []).some((a) => a.type === 'PTZ');
      const pan =
        ctx.services.media.camera(id)?.dome?.current.pan ?? (isPtz ? await ctx.services.ptz.panOf(id) : undefined);
      return pan === undefined ? stored : { ...stored, ptzStatus: { command: { pan } } };
    },
  },
  Query: {
    geoLayers: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Read', 'geoMap');
      return (await ctx.services.geoLayers.list(realmId)).map(toGraphqlLayer);
    },
    storedFiles: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Read', 'geoMap');
      const paths = args.files.slice(0, MAX_FILES).map((f) => f.path);
      const files = await ctx.services.geoLayers.files(realmId, paths);
      return files.map((f) => ({ path: f.path, mime: f.mime, content: f.content }));
    },
    geoZones: async (_, __, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Read', 'geoMap');
      return ctx.services.geoZones.list(realmId);
    },
    targets: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'target:Read', 'target');
      const visible = await visibleDevices(ctx);
      // Asking by a camera the caller may not read tells nothing of what it saw.
      const filter = readableWitnessFilter(args.filter ?? null, visible);
      if (filter === 'nothing') return [];
      return (await ctx.services.targets.find(realmId, filter))
        .filter((r) => seesReport(r, visible))
        .map((r) => toGraphqlTarget(r, visible));
    },
    offlineBaseMap: async (_, __, ctx) => {
      await realmOf(ctx, 'geoMap:Read', 'geoMap');
      return ctx.services.baseMap.read();
    },
  },
  Mutation: {
    uploadGeoLayer: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Update', 'geoMap');
      return toGraphqlLayer(await ctx.services.geoLayers.upload(realmId, args.name, args.content));
    },
    updateGeoLayers: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Update', 'geoMap');
      return (await ctx.services.geoLayers.update(realmId, args.geoLayers)).map(toGraphqlLayer);
    },
    deleteGeoLayer: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Update', 'geoMap');
      return ctx.services.geoLayers.delete(realmId, args.id);
    },
    updateGeoZone: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Update', 'geoMap');
      return ctx.services.geoZones.update(realmId, args.zone);
    },
    deleteGeoZone: async (_, args, ctx) => {
      const realmId = await realmOf(ctx, 'geoMap:Update', 'geoMap');
      return ctx.services.geoZones.delete(realmId, args.id);
    },
    updateDeviceGeo: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'geoMap:Update', { type: 'geoMap' });
      authorize(caller, 'device:Read', { type: 'device', id: args.id });
      const realmId = caller.membership.realmId;
      const placed = await ctx.services.devicePlacements.place(realmId, args.id, args.position, args.cameraView);
      return toGraphqlDevice(placed);
    },
  },
  Subscription: {
    targetUpdate: {
      subscribe: async (_, __, ctx) => {
        const realmId = await realmOf(ctx, 'target:Read', 'target');
        const source = await subscribeTopic(ctx, topics.targetUpdate(realmId));
        const caller = await access(ctx);
        // Asked per report: a policy changed meanwhile applies at once.
        return filterSubscription<TargetReportRecord>(source, (report) => seesReport(report, readableDevices(caller)));
      },
      resolve: async (report: TargetReportRecord, _args: unknown, ctx: GraphQLContext) =>
        toGraphqlTarget(report, await visibleDevices(ctx)),
    },
  },
};
