/** The media pipeline of the platform: runs a source per camera, keeps each stream's live
 *  edge, records every stream into the archive, applies retention and reports camera health. */
import fs from 'node:fs';
import path from 'node:path';
import type { RecordingMode } from '../../shared/cameraAdmin/cameraAdminConstants';
import { STREAM_NUMBERS, type StreamNumber } from '../../shared/video/constants';
import type { ArchiveIndexRepository } from '../db/repositories/archiveIndex';
import type { CloudSpanRepository } from '../db/repositories/cloudSpans';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { VideoMetadataRepository } from '../db/repositories/videoMetadata';
import { topics, type EventBus } from '../events/eventBus';
import type { Logger } from '../kernel/Logger';
import { ArchiveIndex } from './archive/ArchiveIndex';
import { ArchiveReader } from './archive/ArchiveReader';
import { CloudArchive } from './archive/CloudArchive';
import { MetadataChannel } from './metadata/MetadataChannel';
import { loadPanorama } from './ptz/panorama';
import { PtzDome } from './ptz/PtzDome';
import { applyRetention } from './recorder/applyRetention';
import { ArchiveHousekeeping } from './recorder/ArchiveHousekeeping';
import { ArchiveSpaceGuard } from './recorder/ArchiveSpaceGuard';
import { IndexWriter, isDiskFull } from './recorder/IndexWriter';
import { applyRecordingMode } from './recorder/applyRecordingMode';
import type { StreamSink } from './recorder/EventRecordingGate';
import { SOLE_NODE, type RecordingLease } from './recorder/RecordingLease';
import { recordingSettings, type RecordingSettings } from './recorder/recordingSettings';
import { recoverArchive } from './recorder/recoverArchive';
import { SEGMENT_MS, StreamRecorder } from './recorder/StreamRecorder';
import { CameraSource } from './sources/CameraSource';
import { cameraPlan, isPtzCamera } from './sources/cameraPlan';
import type { SourceHealth } from './sources/SourceListener';
import { SnapshotService } from './snapshots/SnapshotService';
import { MediaStatistics } from './stats/MediaStatistics';
import { LiveStream } from './streaming/LiveStream';
import { MediaTickets } from './streaming/MediaTickets';
import { WebRtcService } from './webrtc/WebRtcService';

export interface MediaOptions {
  dataDir: string;
  /** Only these demo cameras run (all when undefined); cameras added by URL always run. */
  cameras?: string[] | undefined;
  /** Length of a segment file (default SEGMENT_MS; tests shorten it). */
  segmentMs?: number | undefined;
  /** Free space kept on the archive volume (default: 1 GiB, at most 5 % of the volume). */
  minFreeBytes?: number | undefined;
  /** How often the archive volume's free space is read (default SPACE_CHECK_MS). */
  spaceCheckMs?: number | undefined;
  /** How often avatars' local storage capacities are enforced (default STORAGE_LIMITS_EVERY_MS). */
  storageLimitsEveryMs?: number | undefined;
  /** In a cluster, which cameras this node records (issue 33); every camera when undefined. */
  lease?: RecordingLease | undefined;
  /** Where the stream metadata is kept with the archive (issue 31); live viewers only without it. */
  metadata?: VideoMetadataRepository | undefined;
}

export interface MediaCamera {
  device: DeviceRecord;
  source: CameraSource;
  live: Map<StreamNumber, LiveStream>;
  recorders: Map<StreamNumber, StreamSink>;
  dome: PtzDome | undefined;
  health: SourceHealth | undefined;
  /** Why the source last failed (the configuration status report tells a refused login apart). */
  healthReason?: string | undefined;
  /** Stops what the camera listens to besides its source (events, for EVENTS recording). */
  unsubscribe: () => void;
}

/** What a schedule holds in force on a camera over its stored settings (issue 28; server/schedules
 *  fills it): read as a pipeline starts, never written into the device's config. */
export interface ScheduledOverrides {
  recordingMode(cameraId: string): RecordingMode | undefined;
  motionDetection(cameraId: string): boolean | undefined;
}

/** Told when a camera's pipeline starts running and when it stops (motion detection follows them). */
export interface CameraRunListener {
  started(camera: MediaCamera): void;
  stopped(cameraId: string): void;
}

export class MediaService {
  readonly archiveDir: string;
  readonly reader: ArchiveReader;
  readonly archive: ArchiveIndex;
  readonly cloud: CloudArchive;
  readonly tickets = new MediaTickets();
  /** The built-in avatar's local (WebRTC) viewers of live streams (spec 2 §4). */
  readonly webrtc = new WebRtcService(
    (id, stream) => this.live(id, stream),
    undefined,
    (cameraId, listener) => this.metadata.watch(cameraId, listener),
  );
  readonly snapshots: SnapshotService;
  /** Prunes the oldest recordings when the archive volume runs short; read by the system status. */
  readonly space: ArchiveSpaceGuard;
  /** What each camera stream delivers and records (issue 29: the metrics and the Media aspect). */
  readonly statistics = new MediaStatistics();
  /** What the detectors and analytics engines found in the cameras' pictures (issue 31 overlay). */
  readonly metadata: MetadataChannel;
  private readonly index: IndexWriter;
  private readonly cameras = new Map<string, MediaCamera>();
  private readonly housekeeping: ArchiveHousekeeping;
  private stopping = false;
  private overrides: ScheduledOverrides | undefined;
  private readonly lease: RecordingLease;

  constructor(
    private readonly archiveIndex: ArchiveIndexRepository,
    cloudSpans: CloudSpanRepository,
    private readonly devices: DeviceRepository,
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly options: MediaOptions,
  ) {
    this.archiveDir = path.join(options.dataDir, 'archive');
    this.lease = options.lease ?? SOLE_NODE;
    this.index = new IndexWriter(
      archiveIndex,
      (err) => {
        log.error(`archive index write failed: ${err.message}`);
        if (isDiskFull(err)) this.space.writeFailed();
      },
      this.lease,
    );
    const segmentMs = options.segmentMs ?? SEGMENT_MS;
    this.space = new ArchiveSpaceGuard(this.archiveDir, archiveIndex, (work) => this.index.exclusive(work), log, {
      minFreeBytes: options.minFreeBytes,
      checkEveryMs: options.spaceCheckMs,
      // At a steady full disk a camera's oldest segment goes about once per segment length.
      shortForMs: 2 * segmentMs,
    });
    this.reader = new ArchiveReader(archiveIndex, this.archiveDir);
    this.archive = new ArchiveIndex(archiveIndex);
    this.cloud = new CloudArchive(cloudSpans, this.archive);
    this.housekeeping = new ArchiveHousekeeping(
      { archiveIndex, archiveDir: this.archiveDir, devices, exclusive: (work) => this.index.exclusive(work), log },
      options.storageLimitsEveryMs,
    );
    this.snapshots = new SnapshotService(this.reader, (id, stream) => this.live(id, stream));
    this.metadata = new MetadataChannel(options.metadata, (message) => log.error(message));
    // The metadata of recordings retention took goes with them.
    this.housekeeping.addChore(() => this.metadata.prune());
  }

  async start(): Promise<void> {
    void this.webrtc.prepare();
    const recovered = await recoverArchive(this.archiveIndex, this.archiveDir);
    if (recovered.droppedRows || recovered.truncatedBytes) {
      this.log.warn(
        `archive recovered: ${recovered.droppedRows} index rows dropped, ${recovered.truncatedBytes} bytes cut`,
      );
    }
    this.index.start();
    this.space.start();
    this.metadata.start();
    for (const device of await this.devices.allCameras({ enabledOnly: true })) {
      if (!this.runs(device) || !this.lease.holds(device.id)) continue;
      await this.addCamera(device);
    }
    this.housekeeping.start();
  }

  /** The enabled cameras this node's settings would run (VANTAGE_MEDIA_CAMERAS): in a cluster,
   *  the ones it takes leases on (issue 33). */
  async runnableCameras(): Promise<string[]> {
    const cameras = await this.devices.allCameras({ enabledOnly: true });
    return cameras.filter((device) => this.runs(device)).map((device) => device.id);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.webrtc.closeAll();
    this.housekeeping.stop();
    await this.space.stop();
    await Promise.all([...this.cameras.values()].map((c) => c.source.stop()));
    for (const camera of this.cameras.values()) {
      this.statistics.stopped(camera.device.id);
      camera.unsubscribe();
      for (const r of camera.recorders.values()) r.close();
    }
    await this.index.stop();
    await this.metadata.stop();
    this.cameras.clear();
  }

  /** Reads what schedules hold in force from now on (set before start). */
  useOverrides(overrides: ScheduledOverrides): void {
    this.overrides = overrides;
  }

  /** The camera's recording settings in force: its own, with the mode a schedule holds instead. */
  recordingOf(device: DeviceRecord): RecordingSettings {
    const own = recordingSettings(device);
    const scheduled = this.overrides?.recordingMode(device.id);
    return scheduled ? { ...own, mode: scheduled } : own;
  }

  /** Motion detection on or off by a schedule; undefined: the camera's own setting decides. */
  scheduledMotion(cameraId: string): boolean | undefined {
    return this.overrides?.motionDetection(cameraId);
  }

  camera(cameraId: string): MediaCamera | undefined {
    return this.cameras.get(cameraId);
  }

  /** The cameras whose pipelines run now. */
  running(): MediaCamera[] {
    return [...this.cameras.values()];
  }

  private readonly runListeners: CameraRunListener[] = [];

  /** Told of every camera pipeline that starts or stops from now on (a start, an add, a change, an
   *  enable, a disable, a delete); returns the function that stops telling. */
  onCameraRuns(listener: CameraRunListener): () => void {
    this.runListeners.push(listener);
    return () => {
      const at = this.runListeners.indexOf(listener);
      if (at >= 0) this.runListeners.splice(at, 1);
    };
  }

  live(cameraId: string, stream: StreamNumber): LiveStream | undefined {
    return this.cameras.get(cameraId)?.live.get(stream);
  }

  /** Commits queued index rows now (tests and exports read the index right after recording). */
  flushIndex(): Promise<void> {
    return this.index.commit();
  }

  /** Deletes what is older than each camera's retention (its avatar's when shorter). */
  runRetention(now = Date.now()): Promise<void> {
    return this.housekeeping.runRetention(now);
  }

  /** Runs `chore` with the archive's retention from now on, once a minute (issue 29: the metric time
   *  series are pruned by the same housekeeper). */
  addHousekeeping(chore: (now: number) => Promise<void>): void {
    this.housekeeping.addChore(chore);
  }

  /** Runs the housekeeping chores now. */
  runHousekeeping(now = Date.now()): Promise<void> {
    return this.housekeeping.runChores(now);
  }

  /** Spec 2 §7 localStorage: prunes the oldest recordings of each avatar over its capacity. */
  enforceStorageLimits(): Promise<void> {
    return this.housekeeping.enforceStorageLimits();
  }

  /** Spec 3 §4 (live object updates): after a camera was added, changed, enabled, disabled or
   *  deleted, its pipeline starts, restarts or stops at once. Live viewers of a camera that
   *  restarts keep their streams and get the new run's header; those of one that stops are ended. */
  async reload(cameraId: string): Promise<void> {
    if (this.stopping) return;
    const previous = this.reloads.get(cameraId) ?? Promise.resolve();
    const next = previous
      .then(() => this.reloadNow(cameraId))
      .catch((err: Error) => this.log.error(`camera ${cameraId} pipeline change failed: ${err.message}`));
    this.reloads.set(cameraId, next);
    await next;
  }

  private readonly reloads = new Map<string, Promise<void>>();
  private readonly healthListeners: Array<(device: DeviceRecord, status: SourceHealth, reason?: string) => void> = [];

  /** Told of every health change of this process's cameras (the camera log keeps their history). */
  onHealth(listener: (device: DeviceRecord, status: SourceHealth, reason?: string) => void): void {
    this.healthListeners.push(listener);
  }

  /** Deletes every recording of a camera that is gone (its pipeline already stopped): index rows
   *  first, then the files, as retention does. */
  async deleteArchive(cameraId: string): Promise<void> {
    await this.reloads.get(cameraId);
    // The stopped recorders' last rows are still queued: committed after the delete, they would
    // bring a span of the deleted camera back.
    await this.index.commit();
    await this.index.exclusive(() =>
      applyRetention(this.archiveIndex, this.archiveDir, new Map([[cameraId, 0]]), Number.MAX_SAFE_INTEGER),
    );
    fs.rmSync(path.join(this.archiveDir, cameraId), { recursive: true, force: true });
    await this.metadata.deleteCamera(cameraId);
    this.statistics.forget(cameraId);
  }

  private async reloadNow(cameraId: string): Promise<void> {
    const running = this.cameras.get(cameraId);
    const device = await this.devices.byId(cameraId);
    const enabled = device?.deviceType === 'camera' && device.enabled && this.runs(device) ? device : undefined;
    // In a cluster, a camera whose lease another node holds runs there (issue 33): it stops here
    // without being marked OFF, which it is not.
    const elsewhere = enabled !== undefined && !this.lease.holds(cameraId);
    const wanted = elsewhere ? undefined : enabled;
    const runs = wanted !== undefined && this.recordingOf(wanted).mode !== 'NONE';
    if (running) {
      this.cameras.delete(cameraId);
      for (const listener of [...this.runListeners]) listener.stopped(cameraId);
      running.unsubscribe();
      await running.source.stop();
      this.statistics.stopped(cameraId);
      for (const recorder of running.recorders.values()) recorder.close();
      if (!runs) for (const live of running.live.values()) live.end();
      if (!runs && device && !elsewhere) await this.setHealth(running, 'OFF');
    }
    if (wanted && runs) await this.addCamera(wanted, running?.live);
  }

  private runs(device: DeviceRecord): boolean {
    return !this.options.cameras || device.config.source !== 'demo' || this.options.cameras.includes(device.id);
  }

  private async addCamera(device: DeviceRecord, keepLive?: Map<StreamNumber, LiveStream>): Promise<void> {
    const recording = this.recordingOf(device);
    if (recording.mode === 'NONE') return;
    const dome = isPtzCamera(device) && device.config.source === 'demo' ? await this.makeDome() : undefined;
    const plan = cameraPlan(device, dome);
    if (!plan) return;
    this.index.forgetSpans(device.id);
    const live = new Map<StreamNumber, LiveStream>();
    const recorders = new Map<StreamNumber, StreamSink>();
    for (const stream of STREAM_NUMBERS.filter((s) => plan.streams.includes(s))) {
      live.set(stream, keepLive?.get(stream) ?? new LiveStream());
      recorders.set(
        stream,
        new StreamRecorder(
          this.archiveDir,
          device.id,
          stream,
          this.index,
          this.options.segmentMs,
          (err) => {
            this.log.error(`recording ${device.id}/${stream} lost a fragment: ${err.message}`);
            this.space.writeFailed();
          },
          (bytes) => this.statistics.stream(device.id, stream).recorded(bytes),
          () => this.lease.valid(device.id),
        ),
      );
    }
    const unsubscribe = applyRecordingMode(recording, recorders, (onEvent) =>
      this.bus.subscribe(topics.auditEntries(device.realmId), (payload) => {
        const change = payload as { type?: string; witnesses?: string[]; triggeredAt?: number };
        if (change.type === 'insert' && change.witnesses?.includes(device.id))
          onEvent(change.triggeredAt ?? Date.now());
      }),
    );
    const camera: MediaCamera = {
      device,
      live,
      recorders,
      dome,
      health: undefined,
      unsubscribe,
      source: undefined as never,
    };
    camera.source = new CameraSource(device.id, plan, {
      init: (stream, init) => {
        this.statistics.stream(device.id, stream).runStarted(Date.now(), plan.frameMs(stream));
        live.get(stream)?.setInit(init);
        recorders.get(stream)?.setInit(init);
      },
      fragment: (stream, fragment) => {
        this.statistics.stream(device.id, stream).arrived(Date.now(), fragment.frames);
        const liveStream = live.get(stream);
        if (liveStream) for (const frame of fragment.frames) liveStream.push(frame);
        recorders.get(stream)?.append(fragment);
      },
      // The sound track (issue 31): to live viewers, and into the recording beside the pictures.
      audio: (stream, fragment) => {
        live.get(stream)?.pushAudio(fragment.frames);
        recorders.get(stream)?.append(fragment);
      },
      ended: (stream) => {
        this.statistics.stream(device.id, stream).runEnded();
        live.get(stream)?.end();
        recorders.get(stream)?.close();
      },
      health: (status, reason) => {
        if (status === 'BROKEN')
          for (const stream of plan.streams) this.statistics.stream(device.id, stream).reconnecting();
        void this.setHealth(camera, status, reason);
      },
    });
    this.cameras.set(device.id, camera);
    camera.source.start();
    for (const listener of [...this.runListeners]) listener.started(camera);
  }

  private panorama: ReturnType<typeof loadPanorama> | undefined;

  private async makeDome(): Promise<PtzDome> {
    this.panorama ??= loadPanorama(this.options.dataDir);
    return new PtzDome(await this.panorama);
  }

  /** Stores and publishes a health change (objectUpdate STATUS); shutdown is not a change. */
  private async setHealth(camera: MediaCamera, status: SourceHealth, reason?: string): Promise<void> {
    if (this.stopping) return;
    if (status === 'BROKEN') camera.healthReason = reason;
    if (camera.health === status) return;
    camera.health = status;
    for (const listener of this.healthListeners) listener(camera.device, status, reason);
    if (status === 'BROKEN') this.log.warn(`camera ${camera.device.id} is BROKEN: ${reason ?? 'source failed'}`);
    try {
      await this.devices.setHealth(camera.device.id, status);
      await this.bus.publish(topics.objectUpdate(camera.device.realmId), {
        id: camera.device.id,
        action: 'STATUS',
        healthStatus: status,
      });
    } catch (err) {
      this.log.error(`health update of ${camera.device.id} failed: ${(err as Error).message}`);
    }
  }
}

export { storageTtlHours } from './recorder/storageTtlHours';
