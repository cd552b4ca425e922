/** Puts the demo devices on the map as they are seeded (issue 15): cameras and the PTZ dome at
 *  their places on the demo site with their views, sensors beside the first camera that watches
 *  them, the avatar at the site's gatehouse. */
import type { DeviceRow } from '../db/repositories/devices';
import { parseJson } from '../db/json';
import {
  DEMO_BRANCH_CENTER,
  DEMO_PTZ_PLACEMENT,
  DEMO_SITE_CENTER,
  demoCameraPlacement,
  offset,
  SENSOR_OFFSET_M,
  type DemoCameraPlacement,
} from './demoGeo';

const CAMERA_ID = /-camera-(\d+)$/;

export function placeDemoDevices(realmId: string, rows: readonly DeviceRow[]): DeviceRow[] {
  const center = realmId === 'demo-hq' ? DEMO_SITE_CENTER : DEMO_BRANCH_CENTER;
  const placements = new Map<string, DemoCameraPlacement>();
  for (const row of rows) {
    const n = CAMERA_ID.exec(row.id)?.[1];
    if (n) placements.set(row.id, demoCameraPlacement(Number(n) - 1));
    else if (row.id.endsWith('-ptz')) placements.set(row.id, DEMO_PTZ_PLACEMENT);
  }
  return rows.map((row) => {
    const placement = placements.get(row.id);
    if (placement) {
      const { east, north, ...cameraView } = placement;
      const config = { ...parseJson<Record<string, unknown>>(row.config, {}), cameraView };
      return { ...row, position: JSON.stringify(offset(center, east, north)), config: JSON.stringify(config) };
    }
    if (row.device_type === 'sensor') {
      const watcher = sensorCamera(row);
      const base = (watcher ? placements.get(watcher) : undefined) ?? { east: 0, north: 0 };
      const position = offset(center, base.east + SENSOR_OFFSET_M.east, base.north + SENSOR_OFFSET_M.north);
      return { ...row, position: JSON.stringify(position) };
    }
    if (row.device_type === 'avatar') return { ...row, position: JSON.stringify(offset(center, 0, -122)) };
    return row;
  });
}

function sensorCamera(row: DeviceRow): string | undefined {
  const aspects = parseJson<Array<{ type?: string; associatedDevices?: unknown }>>(row.aspects, []);
  const ids = aspects.find((a) => a.type === 'Sensor')?.associatedDevices;
  return Array.isArray(ids) && typeof ids[0] === 'string' ? ids[0] : undefined;
}
