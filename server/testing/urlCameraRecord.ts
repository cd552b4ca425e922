/** A camera added by URL (its stream and, where given, its review stream) as the media pipeline
 *  reads it from the device records, for tests that build its ffmpeg plan without a database. */
import type { DeviceRecord } from '../db/repositories/devices';

export function urlCameraRecord(url: string, reviewUrl?: string): DeviceRecord {
  return {
    id: 'url-cam',
    realmId: 'r',
    name: 'URL',
    deviceType: 'camera',
    enabled: true,
    healthStatus: 'NORMAL',
    parentId: null,
    aspects: [],
    config: { source: 'url', url, ...(reviewUrl && { reviewUrl }) },
    position: null,
    createdAt: 0,
    modifiedAt: 0,
  };
}
