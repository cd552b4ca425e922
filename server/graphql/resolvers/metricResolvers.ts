/** Metrics over GraphQL (spec 3 §7.1 cameraMetrics, cameraReport, avatarMetrics, avatarReport,
 *  grafanaDashboards; issue 29). A device's metrics are read by whoever may read the device (the
 *  rule of its admin page), in the caller's realm only; the metrics service answers. */
import { authorize, permittedDevices } from '../../access/authorize';
import type { ArchiveUsageFigures, LiveStreamFigures, MetricSubject } from '../../metrics';
import { access, type GraphQLContext } from '../access';
import type { HealthStatus, Resolvers } from '../generated/resolverTypes';
import type { HealthSettings } from '../../../shared/metrics/healthSettings';

/** The device of the caller's realm the caller may read, if it is a camera or avatar as asked. */
async function readableDevice(ctx: GraphQLContext, id: string, subject: MetricSubject) {
  const caller = await access(ctx);
  authorize(caller, 'device:Read', { type: 'device', id });
  const [device] = await ctx.services.deviceDirectory.byIds(caller.membership.realmId, [id]);
  return device?.deviceType === subject ? device : undefined;
}

const toMetric = (d: { name: string; unit: string }) => ({ name: d.name, description: null, unit: d.unit as never });

async function report(
  ctx: GraphQLContext,
  subject: MetricSubject,
  args: { id: string; from: number; to: number; metricName: string; dfaId?: string | null },
) {
  const device = await readableDevice(ctx, args.id, subject);
  if (!device) return null;
  const data = await ctx.services.metrics.report(subject, device.id, args.metricName, args.from, args.to);
  return {
    id: device.id,
    metricName: args.metricName,
    dfaId: args.dfaId ?? null,
    from: args.from,
    to: args.to,
    unit: data.unit as never,
    points: data.points,
  };
}

/** One reading of a Media aspect's archive figures per aspect object and request (three sums over
 *  the index), asked only when a field of the archive is. */
const aspectUsage = new WeakMap<object, Promise<ArchiveUsageFigures | null>>();

function usageOf(ctx: GraphQLContext, aspect: object): Promise<ArchiveUsageFigures | null> {
  let usage = aspectUsage.get(aspect);
  if (!usage) {
    const { deviceId, streamSize } = aspect as { deviceId?: string; streamSize?: unknown };
    usage = deviceId ? ctx.services.metrics.mediaAspectUsage(deviceId, streamSize) : Promise.resolve(null);
    aspectUsage.set(aspect, usage);
  }
  return usage;
}

/** A resolver of one Media aspect field the archive index answers (the device was authorised where
 *  it was read). */
const stored =
  (field: keyof ArchiveUsageFigures) =>
  async (aspect: object, _: unknown, ctx: GraphQLContext): Promise<number | null> =>
    (await usageOf(ctx, aspect))?.[field] ?? null;

/** One reading of a Media aspect's live figures per aspect object and request. */
const aspectLive = new WeakMap<object, LiveStreamFigures | null>();

/** A resolver of one Media aspect field the stream's statistics answer (memory, no database). */
const live =
  (field: keyof LiveStreamFigures) =>
  (aspect: object, _: unknown, ctx: GraphQLContext): number | null => {
    let figures = aspectLive.get(aspect);
    if (figures === undefined) {
      const { deviceId, streamSize } = aspect as { deviceId?: string; streamSize?: unknown };
      figures = deviceId ? ctx.services.metrics.mediaAspectLive(deviceId, streamSize) : null;
      aspectLive.set(aspect, figures);
    }
    return figures?.[field] ?? null;
  };

/** The Media aspect's health: its stream's, read with the device's timeouts (toGraphqlDevice put
 *  them, the device's health and its id on the aspect). */
function mediaAspectHealth(aspect: object, ctx: GraphQLContext) {
  const { deviceId, streamSize, deviceHealth, health } = aspect as {
    deviceId?: string;
    streamSize?: unknown;
    deviceHealth?: string;
    health?: HealthSettings & { healthStatus?: HealthStatus | null };
  };
  if (!deviceId || !health) return health ?? null;
  const healthStatus = ctx.services.metrics.streamHealth(
    deviceId,
    streamSize,
    health,
    deviceHealth ?? health.healthStatus ?? 'PENDING',
  );
  return { ...health, healthStatus: healthStatus as HealthStatus };
}

export const metricResolvers: Resolvers = {
  MediaAspect: {
    health: (aspect, _, ctx) => mediaAspectHealth(aspect, ctx),
    consumedSpace: stored('consumedSpace'),
    spaceUsagePerHour: stored('spaceUsagePerHour'),
    spaceUsagePerDay: stored('spaceUsagePerDay'),
    FPS: live('FPS'),
    liveBitrate: live('liveBitrate'),
    uptime: live('uptime'),
    averageFPS: live('averageFPS'),
    averageGOP: live('averageGOP'),
    jitter: live('jitter'),
    packetLoss: live('packetLoss'),
  },
  Query: {
    cameraMetrics: async (_, args, ctx) =>
      (await readableDevice(ctx, args.id, 'camera')) ? ctx.services.metrics.metrics('camera').map(toMetric) : [],
    avatarMetrics: async (_, args, ctx) =>
      (await readableDevice(ctx, args.id, 'avatar')) ? ctx.services.metrics.metrics('avatar').map(toMetric) : [],
    cameraReport: (_, args, ctx) => report(ctx, 'camera', args),
    avatarReport: (_, args, ctx) => report(ctx, 'avatar', args),
    configurationStatusReport: async (_, __, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'device:Configure', { type: 'device' });
      const devices = await ctx.services.deviceDirectory.inRealm(caller.membership.realmId);
      return ctx.services.metrics.configurationStatus(permittedDevices(caller, 'device:Configure', devices));
    },
    grafanaDashboards: async (_, args, ctx) => {
      const caller = await access(ctx);
      authorize(caller, 'realm:Read', { type: 'realm' });
      return ctx.services.dashboards.list(args.folderId ?? null);
    },
  },
};
