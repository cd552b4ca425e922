/** Motion events of the running cameras (issue 11; spec 3 §4 recording mode EVENTS): a
 *  MotionDetector per camera that asks for it, on its review stream (its main one when it has no
 *  other), with the camera's own settings (device config `motion`, over MOTION_DEFAULTS), following
 *  the pipelines as they start and stop; each motion becomes a category-47 alert
 *  witnessed by the camera, carrying the triggering frame as a 176x144 JPEG and at full size, and
 *  needing acknowledgement when the camera's acknowledgeRequired is on (spec 3 §3.1, issue 28).
 *  Each scored frame's moving regions go to the camera's metadata channel (issue 31 overlay).
 *  Part of media/ (it reads the pipeline's frames), it hands its events to events/' audit log. */
import {
  AUDIT_CATEGORY,
  AUDIT_METADATA_KEY,
  EVENT_SNAPSHOT_SIZE,
  EVENT_TYPE,
  METADATA_TRUE,
} from '../../../shared/events/auditConstants';
import { MOTION_DEFAULTS, MOTION_MESSAGE, type MotionSettings } from '../../../shared/events/motionConstants';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { METADATA_HOLD_MS } from '../../../shared/video/mediaMetadata';
import type { AuditMetadataPair, AuditSnapshotRecord } from '../../db/repositories/auditEntries';
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import type { MediaCamera, MediaService } from '../MediaService';
import { recordingSettings } from '../recorder/recordingSettings';
import { type AuditLog, eventSnapshot } from '../../events';
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

/** Whether a camera runs motion detection: its own `motion.enabled` when set; otherwise demo
 *  cameras do (their scenes are made for it) and a camera added by URL does when it records on
 *  EVENTS, so its recording follows its own motion. A PTZ dome's own movement is no event. */
export function detectsMotion(device: DeviceRecord, isDome: boolean): boolean {
  if (isDome) return false;
  const own = (device.config.motion ?? {}) as Partial<MotionSettings>;
  if (typeof own.enabled === 'boolean') return own.enabled;
  if (device.config.source === 'demo') return MOTION_DEFAULTS.enabled;
  return recordingSettings(device).mode === 'EVENTS';
}

export class MotionEvents {
  private readonly detectors = new Map<string, { detector: MotionDetector; unwatch: () => void }>();

  constructor(
    private readonly media: MediaService,
    private readonly auditLog: AuditLog,
    private readonly onError: (message: string) => void,
    /** The cameras as stored now: acknowledgeRequired changes without restarting the pipeline. */
    private readonly devices?: Pick<DeviceRepository, 'byId'>,
  ) {}

  private stopWatching: (() => void) | undefined;

  /** Starts a detector on each running camera that asks for motion detection, and from then on on
   *  every camera whose pipeline starts (added, changed, enabled); a stopped pipeline's detector goes. */
  start(): void {
    if (this.stopWatching) return;
    this.stopWatching = this.media.onCameraRuns({
      started: (camera) => this.watch(camera),
      stopped: (cameraId) => this.unwatch(cameraId),
    });
    for (const camera of this.media.running()) this.watch(camera);
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    for (const cameraId of [...this.detectors.keys()]) this.unwatch(cameraId);
  }

  private watch(camera: MediaCamera): void {
    const device = camera.device;
    if (this.detectors.has(device.id) || !this.detects(camera)) return;
    // The review stream when the camera has one (a small picture is cheaper to decode), else its only one.
    const stream = camera.live.get(STREAM_NUMBER.REVIEW) ?? camera.live.get(STREAM_NUMBER.FULL);
    if (!stream) return;
    const detector = new MotionDetector(
      motionSettings(device),
      (found) => {
        this.record(device, found).catch((err: Error) => this.onError(`motion event failed: ${err.message}`));
      },
      (message) => this.onError(`${device.id}: ${message}`),
      (pts, regions) => this.media.metadata.publish(device.id, pts, METADATA_HOLD_MS, 'motion', regions),
    );
    // A camera that started before detection did has sent its init already: the detector takes
    // it and the frames since the newest keyframe, as a late live viewer does.
    const init = stream.init;
    if (init) {
      detector.init(init);
      for (const frame of stream.gopSoFar) detector.frame(frame);
    }
    this.detectors.set(device.id, { detector, unwatch: stream.watch(detector) });
  }

  /** Starts or stops the camera's detector after a schedule turned its motion detection on or off
   *  (issue 28), without restarting its pipeline. */
  refresh(cameraId: string): void {
    this.unwatch(cameraId);
    const camera = this.media.camera(cameraId);
    if (camera) this.watch(camera);
  }

  /** The camera's own choice (with the recording mode in force), unless a schedule holds one. */
  private detects(camera: MediaCamera): boolean {
    const isDome = camera.dome !== undefined;
    const scheduled = this.media.scheduledMotion(camera.device.id);
    if (scheduled !== undefined) return scheduled && !isDome;
    const recording = this.media.recordingOf(camera.device);
    const device = { ...camera.device, config: { ...camera.device.config, recording } };
    return detectsMotion(device, isDome);
  }

  private unwatch(cameraId: string): void {
    const running = this.detectors.get(cameraId);
    if (!running) return;
    this.detectors.delete(cameraId);
    running.unwatch();
    running.detector.close();
  }

  /** The running detectors (for measurement). */
  get running(): ReadonlyMap<string, { detector: MotionDetector }> {
    return this.detectors;
  }

  private async record(camera: DeviceRecord, found: MotionFound): Promise<void> {
    // One decode for both (on a busy machine the second waited its turn behind the first), at the
    // detector's priority: the event waits for its pictures.
    const [thumbnail, full] =
      (await this.media.snapshots
        .snapshots(camera.id, found.at, [EVENT_SNAPSHOT_SIZE, undefined], STREAM_NUMBER.FULL, 'detection')
        .catch(() => [])) ?? [];
    const images: AuditSnapshotRecord[] = [];
    if (thumbnail) images.push(eventSnapshot(camera.id, thumbnail, 'thumbnail', true));
    if (full) images.push(eventSnapshot(camera.id, full, 'full', false));
    const metadata: AuditMetadataPair[] = [
      { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'MOTION', value: EVENT_TYPE.ALERT },
      { key: 'MOTION-SCORE', class: 'MOTION', value: found.score.toFixed(2) },
    ];
    const stored = (await this.devices?.byId(camera.id).catch(() => undefined)) ?? camera;
    if (stored.config.acknowledgeRequired === true) {
      metadata.push({ key: AUDIT_METADATA_KEY.ACK_REQUIRE, class: 'MOTION', value: METADATA_TRUE });
    }
    await this.auditLog.record({
      realmId: camera.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: MOTION_MESSAGE,
      // Frame times of a camera added by URL fall between milliseconds (90 kHz clocks); PostgreSQL
      // keeps whole ones.
      triggeredAt: Math.round(found.at),
      witnesses: [{ id: camera.id, name: camera.name, type: camera.deviceType }],
      metadata,
      snapshots: images,
      createdBy: null,
    });
  }
}
