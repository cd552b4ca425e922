/** What an avatar's own reports say, as metric values (issue 29): its health, and from its Avatar
 *  aspect (spec 3 §3.1) the load, storage in use, delivery queue and channel benchmark it last
 *  reported. A reading the avatar has not reported is left out, never invented. */
import { METRIC_STATE, type AvatarMetricName } from '../../shared/metrics/metricNames';
import type { DeviceRecord } from '../db/repositories/devices';

interface AvatarAspectReadings {
  load?: number | null;
  storageUsage?: { capacity?: number; used?: number } | null;
  deliveryQueue?: number | null;
  channelBenchmark?: { bandwidthBps?: number; latencyMs?: number } | null;
}

const number = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function avatarReadings(avatar: DeviceRecord): Array<[AvatarMetricName, number]> {
  const out: Array<[AvatarMetricName, number]> = [];
  if (avatar.healthStatus === 'NORMAL' || avatar.healthStatus === 'BROKEN') {
    out.push(['state', METRIC_STATE[avatar.healthStatus]]);
  }
  const aspect = avatar.aspects.find((a) => a.type === 'Avatar') as AvatarAspectReadings | undefined;
  if (!aspect) return out;
  if (number(aspect.load)) out.push(['load', aspect.load]);
  if (number(aspect.storageUsage?.used)) out.push(['storageUsed', aspect.storageUsage.used]);
  if (number(aspect.deliveryQueue)) out.push(['deliveryQueue', aspect.deliveryQueue]);
  if (number(aspect.channelBenchmark?.bandwidthBps)) out.push(['bandwidth', aspect.channelBenchmark.bandwidthBps]);
  if (number(aspect.channelBenchmark?.latencyMs)) out.push(['latency', aspect.channelBenchmark.latencyMs]);
  return out;
}
