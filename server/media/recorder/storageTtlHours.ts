/** A camera's own retention (spec 3 §3.1 storage pool ttlHours, kept as its STORAGE_BUCKETS attribute). */
import { DEFAULT_STORAGE_TTL_HOURS } from '../../../shared/video/constants';
import type { DeviceRecord } from '../../db/repositories/devices';

/** The camera's STORAGE_BUCKETS ttlHrs attribute, or the default. */
export function storageTtlHours(device: DeviceRecord): number {
  const attributes = device.config.attributes;
  if (Array.isArray(attributes)) {
    const buckets = attributes.find((a: { name?: string }) => a?.name === 'STORAGE_BUCKETS') as
      { value?: { ttlHrs?: unknown } } | undefined;
    const ttl = Number(buckets?.value?.ttlHrs);
    if (Number.isFinite(ttl) && ttl > 0) return ttl;
  }
  return DEFAULT_STORAGE_TTL_HOURS;
}
