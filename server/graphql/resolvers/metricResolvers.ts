/** Metrics over GraphQL (spec 3 §7.1 cameraMetrics, cameraReport, avatarMetrics, avatarReport,
 *  grafanaDashboards; issue 29). A device's metrics are read by whoever may read the device (the
 *  rule of its admin page), in the caller's realm only; the metrics service answers. */
import { authorize, permittedDevices } from '../../access/authorize';
import type { MediaAspectFigures, MetricSubject } from '../../metrics';
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

/** One reading of a Media aspect's measured fields per aspect object and request. */
const aspectFigures = new WeakMap<object, Promise<MediaAspectFigures | null>>();

function figuresOf(ctx: GraphQLContext, aspect: object): Promise<MediaAspectFigures | null> {
  let figures = aspectFigures.get(aspect);
  if (!figures) {
    const { deviceId, streamSize } = aspect as { deviceId?: string; streamSize?: unknown };
    figures = deviceId ? ctx.services.metrics.mediaAspect(deviceId, streamSize) : Promise.resolve(null);
    aspectFigures.set(aspect, figures);
  }
  return figures;
}

/** A resolver of one measured Media aspect field (the device was authorised where it was read). */
const measured =
  (field: keyof MediaAspectFigures) =>
  async (aspect: object, _: unknown, ctx: GraphQLContext): Promise<number | null> =>
    (await figuresOf(ctx, aspect))?.[field] ?? null;

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
    consumedSpace: measured('consumedSpace'),
    spaceUsagePerHour: measured('spaceUsagePerHour'),
    spaceUsagePerDay: measured('spaceUsagePerDay'),
    FPS: measured('FPS'),
    liveBitrate: measured('liveBitrate'),
    uptime: measured('uptime'),
    averageFPS: measured('averageFPS'),
    averageGOP: measured('averageGOP'),
    jitter: measured('jitter'),
    packetLoss: measured('packetLoss'),
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
