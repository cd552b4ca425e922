/** Simulated targets in the demo realm (issue 15): a patrol car on the perimeter road and a person
 *  walking the yard of Demo HQ report their positions every second, as a tracking radar or GPS
 *  feed would. Each report names as witnesses the cameras whose view cone holds the target, and
 *  carries its heading as northOffsetAngle (spec 3 §3.5 description). */
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { TargetService } from '../maps/TargetService';
import { distanceBetween, viewCone, type CameraViewData, type LatLng } from '../../shared/maps/viewCone';
import { zoneContains } from '../../shared/maps/zoneRules';
import { DEMO_SITE_CENTER, DEMO_TARGETS, offset, positionOnRoute } from './demoGeo';

/** Demo HQ: the realm the targets move in. */
export const DEMO_TARGET_REALM = 'demo-hq';

/** Milliseconds between reports; VANTAGE_DEMO_TARGET_EVERY_MS overrides it (0 turns targets off). */
export function demoTargetEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = env.VANTAGE_DEMO_TARGET_EVERY_MS === undefined ? 1000 : Number(env.VANTAGE_DEMO_TARGET_EVERY_MS);
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000;
}

/** Cameras are read again this often, so cones moved in EditMap or by PTZ count. */
const CAMERAS_REFRESH_MS = 10_000;

export class TargetSimulator {
  private timer: NodeJS.Timeout | undefined;
  private cameras: { at: number; list: DeviceRecord[] } | undefined;
  private readonly startedAt: number;

  constructor(
    private readonly deps: {
      devices: Pick<DeviceRepository, 'inRealm'>;
      targets: Pick<TargetService, 'report'>;
      /** The PTZ pan of a camera running here, for its cone. */
      panOf?: (cameraId: string) => number | undefined;
    },
    private readonly everyMs: number,
    private readonly onError: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
  }

  start(): void {
    clearInterval(this.timer);
    if (this.everyMs <= 0) return;
    this.timer = setInterval(() => {
      this.tick().catch((err: Error) => this.onError(`target simulation failed: ${err.message}`));
    }, this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reports every demo target's position now. */
  async tick(): Promise<void> {
    const seconds = (this.now() - this.startedAt) / 1000;
    const cameras = await this.realmCameras();
    for (const target of DEMO_TARGETS) {
      const at = positionOnRoute(target.route, target.speed, seconds);
      const position = offset(DEMO_SITE_CENTER, at.east, at.north);
      await this.deps.targets.report({
        realmId: DEMO_TARGET_REALM,
        targetId: target.targetId,
        type: target.type,
        risk: target.risk,
        classification: target.classification,
        description: [
          { key: 'northOffsetAngle', value: at.heading.toFixed(0) },
          { key: 'speed', value: `${target.speed} m/s` },
        ],
        witnesses: cameras
          .filter((camera) => sees(camera, position, this.deps.panOf?.(camera.id)))
          .map((camera) => ({ id: camera.id, name: camera.name, type: camera.deviceType })),
        position,
        createdAt: this.startedAt,
      });
    }
  }

  private async realmCameras(): Promise<DeviceRecord[]> {
    const now = this.now();
    if (!this.cameras || now - this.cameras.at >= CAMERAS_REFRESH_MS) {
      const devices = await this.deps.devices.inRealm(DEMO_TARGET_REALM);
      this.cameras = { at: now, list: devices.filter((d) => d.deviceType === 'camera' && d.position) };
    }
    return this.cameras.list;
  }
}

function sees(camera: DeviceRecord, point: LatLng, pan: number | undefined): boolean {
  const view = camera.config.cameraView as CameraViewData | undefined;
  const cone = viewCone(camera.position, view && { ...view, ptzStatus: { command: { pan } } });
  if (!cone) return false;
  if (cone.kind === 'circle') {
    return distanceBetween(cone.center, point) <= cone.radius;
  }
  return zoneContains({ type: 'Polygon', coordinates: [cone.points.map((p) => [p.lng, p.lat])] }, point);
}
