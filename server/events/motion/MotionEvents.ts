/** Motion events of the running cameras (issue 11): a MotionDetector per camera on its review
 *  stream, with the camera's own settings (device config `motion`, over MOTION_DEFAULTS; a PTZ
 *  dome is left out, its own movement being no event); each motion becomes a category-47 alert
 *  witnessed by the camera, carrying the triggering frame as a 176x144 JPEG and at full size. */
import {
  AUDIT_CATEGORY,
  AUDIT_METADATA_KEY,
  EVENT_SNAPSHOT_SIZE,
  EVENT_TYPE,
} from '../../../shared/events/auditConstants';
import { MOTION_DEFAULTS, MOTION_MESSAGE, type MotionSettings } from '../../../shared/events/motionConstants';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { AuditSnapshotRecord } from '../../db/repositories/auditEntries';
import type { DeviceRecord } from '../../db/repositories/devices';
import type { MediaService } from '../../media/MediaService';
import type { AuditLog } from '../AuditLog';
import { MotionDetector, type MotionFound } from './MotionDetector';

/** A camera's motion settings: its config's `motion` over the defaults. */
export function motionSettings(device: DeviceRecord): MotionSettings {
  const own = (device.config.motion ?? {}) as Partial<MotionSettings>;
  return {
    enabled: typeof own.enabled === 'boolean' ? own.enabled : MOTION_DEFAULTS.enabled,
    sensitivity: Number.isFinite(own.sensitivity) ? Number(own.sensitivity) : MOTION_DEFAULTS.sensitivity,
    minGapMs: Number.isFinite(own.minGapMs) ? Number(own.minGapMs) : MOTION_DEFAULTS.minGapMs,
  };
}

export class MotionEvents {
  private readonly detectors = new Map<string, { detector: MotionDetector; unwatch: () => void }>();

  constructor(
    private readonly media: MediaService,
    private readonly auditLog: AuditLog,
    private readonly onError: (message: string) => void,
  ) {}

  /** Starts a detector on each running camera that has motion detection on. */
  start(cameras: readonly DeviceRecord[]): void {
    for (const device of cameras) {
      const camera = this.media.camera(device.id);
      const review = this.media.live(device.id, STREAM_NUMBER.REVIEW);
      const settings = motionSettings(device);
      if (!camera || camera.dome || !review || !settings.enabled || this.detectors.has(device.id)) continue;
      const detector = new MotionDetector(
        settings,
        (found) => {
          this.record(device, found).catch((err: Error) => this.onError(`motion event failed: ${err.message}`));
        },
        (message) => this.onError(`${device.id}: ${message}`),
      );
      // A camera that started before detection did has sent its init already: the detector takes
      // it and the frames since the newest keyframe, as a late live viewer does.
      const init = review.init;
      if (init) {
        detector.init(init);
        for (const frame of review.gopSoFar) detector.frame(frame);
      }
      this.detectors.set(device.id, { detector, unwatch: review.watch(detector) });
    }
  }

  stop(): void {
    for (const { detector, unwatch } of this.detectors.values()) {
      unwatch();
      detector.close();
    }
    this.detectors.clear();
  }

  /** The running detectors (for measurement). */
  get running(): ReadonlyMap<string, { detector: MotionDetector }> {
    return this.detectors;
  }

  private async record(camera: DeviceRecord, found: MotionFound): Promise<void> {
    const snapshots = this.media.snapshots;
    const [thumbnail, full] = await Promise.all([
      snapshots.snapshot(camera.id, found.at, { fit: EVENT_SNAPSHOT_SIZE }).catch(() => undefined),
      snapshots.snapshot(camera.id, found.at).catch(() => undefined),
    ]);
    const images: AuditSnapshotRecord[] = [];
    const tags = (schema: string, createdAt: number) => ({ objid: camera.id, schema, createdAt });
    if (thumbnail) {
      const snapshot = thumbnail.jpeg.toString('base64');
      images.push({ snapshot, default: true, type: 'image/jpeg', tags: tags('thumbnail', thumbnail.createdAt) });
    }
    if (full) {
      const snapshot = full.jpeg.toString('base64');
      images.push({ snapshot, default: false, type: 'image/jpeg', tags: tags('full', full.createdAt) });
    }
    await this.auditLog.record({
      realmId: camera.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: MOTION_MESSAGE,
      triggeredAt: found.at,
      witnesses: [{ id: camera.id, name: camera.name, type: camera.deviceType }],
      metadata: [
        { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'MOTION', value: EVENT_TYPE.ALERT },
        { key: 'MOTION-SCORE', class: 'MOTION', value: found.score.toFixed(2) },
      ],
      snapshots: images,
      createdBy: null,
    });
  }
}
