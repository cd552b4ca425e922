/** A plain camera's device row (no aspects, no config) for tests that arrange cameras in bulk. */
import type { DeviceRow } from '../db/repositories/devices';

export function cameraRow(id: string, realmId: string, name: string, now = Date.now()): DeviceRow {
  return {
    id,
    realm_id: realmId,
    name,
    device_type: 'camera',
    aspects: '[]',
    config: '{}',
    enabled: 1,
    health_status: 'NORMAL',
    parent_id: null,
    position: null,
    created_at: now,
    modified_at: now,
  };
}
