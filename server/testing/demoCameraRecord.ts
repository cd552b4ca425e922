/** A demo camera as the media pipeline is given it (a device record with a synthetic scene), for
 *  tests and benches that run one camera source without a platform. */
import type { DeviceRecord } from '../db/repositories/devices';

export function demoCameraRecord(id: string, name: string): DeviceRecord {
  return {
    id,
    realmId: 'r',
    name,
    deviceType: 'camera',
    enabled: true,
    healthStatus: 'NORMAL',
    parentId: null,
    aspects: [],
    config: { source: 'demo' },
    position: null,
    createdAt: 0,
    modifiedAt: 0,
  };
}
