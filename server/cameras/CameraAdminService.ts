/** Camera administration (spec 3 §3.1, §4, §7.1–§7.2): probe, create, update, enable/disable and
 *  delete cameras added by URL, the realm's storage pools and each camera's log. Every change is
 *  validated here (the console validates too, but is not trusted), logged, published as an
 *  objectUpdate (CREATE, UPDATE, DELETE) and applied to the media pipeline at once. A camera's
 *  URLs obey the source rule and the networks the platform may reach before anything opens them,
 *  and a realm has at most MAX_CAMERAS_PER_REALM cameras (issue 27: connectionProblem, RealmCameraCap). */
import { randomUUID } from 'node:crypto';
import {
  CAMERA_LOG_LIMIT,
  CAMERA_MESSAGES,
  DEFAULT_STORAGE_POOLS,
  EVENT_RECORDING_DEFAULTS,
  type CameraLogKind,
} from '../../shared/cameraAdmin/cameraAdminConstants';
import {
  urlWithoutCredentials,
  validateCameraSettings,
  validateReviewUrl,
  validateUrl,
} from '../../shared/cameraAdmin/validateCameraInput';
import { DEFAULT_HEALTH_SETTINGS, healthSettingsProblem } from '../../shared/metrics/healthSettings';
import type { CameraAdminRepository, CameraLogRow, StoragePoolRow } from '../db/repositories/cameraAdmin';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import type { ProbeNetworks } from '../devices/ProbeNetworks';
import { DomainError } from '../kernel/DomainError';
import { redactCredentials } from '../kernel/redactCredentials';
import { topics, type EventBus } from '../events/eventBus';
import { connectionProblem } from './connectionProblem';
import { deviceConfig, mediaAspects, probeTarget, settingsOf, type CameraSettings } from './cameraConfig';
import { importCameras, type ImportRowResult } from './importCameras';
import { RealmCameraCap } from './RealmCameraCap';
import { probePicture } from './probePicture';
import { probeWithReview, type ProbeWithReview } from './reviewStream';
import type { ProbeResult, ProbeTarget } from '../media/sources/probeResult';
import { unreachableCamera } from '../media/sources/unreachableCamera';

/** What an administrator sends for a camera; on update, absent fields keep their value and a
 *  null password keeps the stored one. */
export type CameraInput = Partial<
  Omit<CameraSettings, 'storagePool' | 'recording' | 'password' | 'motion' | 'health'>
> & {
  motion?: Partial<CameraSettings['motion']> | null;
  /** Settings absent keep their stored value. */
  health?: Partial<CameraSettings['health']> | null;
  password?: string | null;
  storagePoolId?: string | null;
  recording?: Partial<CameraSettings['recording']> | null;
};

export interface CameraChangeResult {
  device: DeviceRecord;
  warning: ProbeResult['warning'];
  probe: ProbeWithReview | undefined;
}

/** Who made a change, for the camera log. */
export interface Actor {
  realmId: string;
  userName: string;
}

export interface CameraPipeline {
  reload(cameraId: string): Promise<void>;
  deleteArchive(cameraId: string): Promise<void>;
}

export class CameraAdminService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly cameras: CameraAdminRepository,
    private readonly pipeline: CameraPipeline,
    private readonly bus: EventBus,
    private readonly probeCamera: (target: ProbeTarget) => Promise<ProbeResult>,
    private readonly networks: ProbeNetworks,
    private readonly now: () => number = Date.now,
  ) {
    this.cap = new RealmCameraCap((realmId) => this.cameras.cameraCount(realmId));
  }

  /** At most MAX_CAMERAS_PER_REALM cameras a realm. */
  private readonly cap: RealmCameraCap;

  /** Probes a camera before it is saved, or a stored one (deviceId) with its stored password. */
  async probe(
    realmId: string,
    input: CameraInput,
    deviceId?: string | null,
  ): Promise<ProbeWithReview & { picture?: string }> {
    const stored = deviceId ? settingsOf(await this.camera(realmId, deviceId)) : undefined;
    const settings = this.merge(stored, input, await this.pool(realmId, input.storagePoolId));
    // A probe comes before the camera is named: only its connection is checked.
    const problem = validateUrl(settings.connection, settings.url) ?? validateReviewUrl(settings.reviewUrl);
    if (problem) throw DomainError.badInput(problem);
    // Refused by the source rule or outside the networks: the rule's words, without connecting. They
    // depend on the URL and the configuration only, never on what answers there, and tell an
    // installer which setting stands in the way (VANTAGE_PROBE_NETWORKS) instead of 'cannot be reached'.
    const refused = await connectionProblem(settings, this.networks);
    if (refused) return unreachableCamera(settings.url, { field: 'url', value: refused });
    const target = probeTarget(settings);
    const result = await probeWithReview(settings, target, this.probeCamera);
    return { ...result, picture: await probePicture(settings, target, result) };
  }

  async create(actor: Actor, input: CameraInput, kind: CameraLogKind = 'CREATE'): Promise<CameraChangeResult> {
    const settings = this.merge(undefined, input, await this.pool(actor.realmId, input.storagePoolId));
    this.check(settings);
    await this.checkConnection(settings);
    // Checked before the probe (which may wait long) and again as the camera is inserted.
    await this.cap.check(actor.realmId);
    const probe = await probeWithReview(settings, probeTarget(settings), this.probeCamera);
    // An ONVIF device that gave no stream leaves nothing to record: what it answered is the error.
    if (settings.connection === 'ONVIF' && !probe.onvif) throw DomainError.badInput(probe.warning?.message ?? '');
    const id = `camera-${randomUUID()}`;
    const now = this.now();
    const config = deviceConfig(settings, probe);
    await this.cap.insert(actor.realmId, () =>
      this.cameras.insertDevices([
        {
          id,
          realm_id: actor.realmId,
          name: settings.name,
          device_type: 'camera',
          aspects: JSON.stringify(mediaAspects(id, config)),
          config: JSON.stringify(config),
          enabled: settings.enabled ? 1 : 0,
          health_status: settings.enabled ? 'PENDING' : 'OFF',
          parent_id: null,
          position: settings.position && JSON.stringify(settings.position),
          created_at: now,
          modified_at: now,
        },
      ]),
    );
    await this.log(actor, id, kind, `${settings.name} added from ${urlWithoutCredentials(settings.url)}`);
    await this.publish(actor.realmId, id, 'CREATE');
    await this.pipeline.reload(id);
    return { device: await this.camera(actor.realmId, id), warning: probe.warning, probe };
  }

  async update(actor: Actor, id: string, input: CameraInput): Promise<CameraChangeResult> {
    const device = await this.camera(actor.realmId, id);
    const before = settingsOf(device);
    const settings = this.merge(before, input, await this.pool(actor.realmId, input.storagePoolId, before));
    // Demo cameras have no URL: only their administrative settings change, and nothing is opened.
    const byUrl = device.config.source === 'url';
    if (!byUrl && (input.url?.trim() || input.reviewUrl?.trim())) {
      throw DomainError.badInput(CAMERA_MESSAGES.noConnection);
    }
    this.check(settings, byUrl);
    const connectionChanged =
      byUrl &&
      (settings.url !== before.url ||
        settings.user !== before.user ||
        settings.password !== before.password ||
        settings.connection !== before.connection ||
        settings.reviewUrl !== before.reviewUrl);
    if (connectionChanged) await this.checkConnection(settings);
    const probe = connectionChanged
      ? await probeWithReview(settings, probeTarget(settings), this.probeCamera)
      : undefined;
    const config = device.config.source === 'url' ? deviceConfig(settings, probe, device.config) : device.config;
    const changed = describeChanges(before, settings);
    await this.cameras.updateDevice(
      actor.realmId,
      id,
      {
        name: settings.name,
        enabled: settings.enabled,
        position: settings.position,
        config:
          device.config.source === 'url'
            ? config
            : {
                ...device.config,
                deliveryPriority: settings.deliveryPriority,
                acknowledgeRequired: settings.acknowledgeRequired,
                location: settings.location,
                health: settings.health,
                recording: settings.recording,
                motion: settings.motion,
                storageConfig: { storagePool: settings.storagePool },
                attributes: [{ name: 'STORAGE_BUCKETS', value: { ttlHrs: settings.storagePool.ttlHours } }],
              },
        ...(device.config.source === 'url' && { aspects: mediaAspects(id, config) }),
      },
      this.now(),
    );
    await this.log(actor, id, 'UPDATE', changed.length ? `Changed ${changed.join(', ')}` : 'Saved without changes');
    await this.publish(actor.realmId, id, 'UPDATE');
    if (changed.some((c) => PIPELINE_FIELDS.has(c))) await this.pipeline.reload(id);
    return { device: await this.camera(actor.realmId, id), warning: probe?.warning, probe };
  }

  /** Enables or disables cameras of the realm (bulk); unknown ids are refused before any change. */
  async setEnabled(actor: Actor, ids: readonly string[], enabled: boolean): Promise<DeviceRecord[]> {
    const devices = await this.devices.camerasOfRealm(actor.realmId, ids);
    if (devices.length !== new Set(ids).size) throw DomainError.notFound('Device');
    for (const device of devices) {
      if (device.enabled === enabled) continue;
      await this.cameras.updateDevice(actor.realmId, device.id, { enabled }, this.now());
      if (!enabled) await this.devices.setHealth(device.id, 'OFF');
      else await this.devices.setHealth(device.id, 'PENDING');
      await this.log(actor, device.id, enabled ? 'ENABLE' : 'DISABLE', enabled ? 'Enabled' : 'Disabled');
      await this.publish(actor.realmId, device.id, 'UPDATE');
      await this.pipeline.reload(device.id);
    }
    return this.devices.camerasOfRealm(actor.realmId, ids);
  }

  /** Deletes a camera: its pipeline stops at once and its recordings are deleted with it. */
  async delete(actor: Actor, id: string): Promise<boolean> {
    const device = await this.camera(actor.realmId, id);
    await this.cameras.deleteDevice(actor.realmId, id);
    await this.log(actor, id, 'DELETE', `${device.name} deleted with its recordings`);
    await this.pipeline.reload(id);
    await this.pipeline.deleteArchive(id);
    await this.publish(actor.realmId, id, 'DELETE');
    return true;
  }

  /** Creates a camera per row of a CSV file; each row has its own result. */
  async importCsv(actor: Actor, text: string): Promise<ImportRowResult[]> {
    return importCameras(this, actor, text, await this.cameras.deviceNames(actor.realmId));
  }

  /** The realm's storage pools; a realm starts with the default ones. */
  async storagePools(realmId: string): Promise<StoragePoolRow[]> {
    const pools = await this.cameras.storagePools(realmId);
    if (pools.length) return pools;
    const now = this.now();
    await this.cameras.insertStoragePools(
      DEFAULT_STORAGE_POOLS.map((p) => ({
        id: `${realmId}-pool-${p.key}`,
        realm_id: realmId,
        name: p.name,
        ttl_hours: p.ttlHours,
        created_at: now,
      })),
    );
    return this.cameras.storagePools(realmId);
  }

  async cameraLog(realmId: string, deviceId: string): Promise<CameraLogRow[]> {
    return this.cameras.log(realmId, deviceId, CAMERA_LOG_LIMIT);
  }

  /** Records a health change of a camera in its log (the platform's own entry). */
  async logStatus(realmId: string, deviceId: string, status: string): Promise<void> {
    await this.appendLog(realmId, deviceId, 'STATUS', null, status);
  }

  async camera(realmId: string, id: string): Promise<DeviceRecord> {
    const device = await this.devices.cameraOfRealm(realmId, id);
    if (!device) throw DomainError.notFound('Device');
    return device;
  }

  private async pool(
    realmId: string,
    poolId: string | null | undefined,
    before?: CameraSettings,
  ): Promise<CameraSettings['storagePool']> {
    const pools = await this.storagePools(realmId);
    const wanted = poolId ?? before?.storagePool.id;
    const pool = wanted ? pools.find((p) => p.id === wanted) : pools[0];
    if (!pool) {
      if (poolId) throw DomainError.badInput(CAMERA_MESSAGES.storagePoolUnknown);
      // A camera whose pool was removed keeps its retention until it is given another.
      if (before) return before.storagePool;
      throw DomainError.badInput(CAMERA_MESSAGES.storagePoolUnknown);
    }
    return { id: pool.id, name: pool.name, ttlHours: pool.ttl_hours };
  }

  private merge(
    before: CameraSettings | undefined,
    input: CameraInput,
    storagePool: CameraSettings['storagePool'],
  ): CameraSettings {
    const pick = <K extends keyof CameraSettings>(key: K, fallback: CameraSettings[K]): CameraSettings[K] => {
      const value = (input as Partial<CameraSettings>)[key];
      return value === undefined || value === null ? (before?.[key] ?? fallback) : value;
    };
    const recording = { ...(before?.recording ?? { mode: 'CONTINUOUS', ...EVENT_RECORDING_DEFAULTS }) };
    for (const [key, value] of Object.entries(input.recording ?? {})) {
      if (value !== null && value !== undefined) Object.assign(recording, { [key]: value });
    }
    const health = { ...(before?.health ?? DEFAULT_HEALTH_SETTINGS) };
    for (const [key, value] of Object.entries(input.health ?? {})) {
      if (value !== null && value !== undefined) Object.assign(health, { [key]: value });
    }
    const motion = { ...(before?.motion ?? {}) };
    for (const [key, value] of Object.entries(input.motion ?? {})) {
      if (value !== null && value !== undefined) Object.assign(motion, { [key]: value });
    }
    return {
      name: pick('name', '').trim(),
      connection: pick('connection', 'RTSP_TCP'),
      url: pick('url', '').trim(),
      // '' removes the second stream, so only an absent value keeps it.
      reviewUrl: (input.reviewUrl ?? before?.reviewUrl ?? '').trim(),
      user: (input.user ?? before?.user ?? '').trim(),
      password: input.password === null || input.password === undefined ? (before?.password ?? '') : input.password,
      authType: pick('authType', 'NO_AUTH'),
      recording,
      motion,
      storagePool,
      position: input.position === undefined ? (before?.position ?? null) : input.position,
      deliveryPriority:
        input.deliveryPriority === undefined ? (before?.deliveryPriority ?? null) : input.deliveryPriority,
      acknowledgeRequired: pick('acknowledgeRequired', false),
      isPtz: pick('isPtz', false),
      location: input.location === undefined ? (before?.location ?? null) : input.location,
      enabled: pick('enabled', true),
      health,
    };
  }

  private check(settings: CameraSettings, withUrl = true): void {
    const errors = validateCameraSettings({
      name: settings.name,
      ...(withUrl && { connection: settings.connection, url: settings.url, reviewUrl: settings.reviewUrl }),
      preRollSeconds: settings.recording.preRollSeconds,
      postRollSeconds: settings.recording.postRollSeconds,
      deliveryPriority: settings.deliveryPriority,
      motionSensitivity: settings.motion.sensitivity ?? null,
      lat: settings.position?.lat ?? null,
      lng: settings.position?.lng ?? null,
    });
    if (errors[0]) throw DomainError.badInput(errors[0].message);
    const healthProblem = healthSettingsProblem(settings.health);
    if (healthProblem) throw DomainError.badInput(healthProblem);
  }

  private async checkConnection(settings: CameraSettings): Promise<void> {
    const problem = await connectionProblem(settings, this.networks);
    if (problem) throw DomainError.badInput(problem);
  }

  private async log(actor: Actor, deviceId: string, kind: CameraLogKind, message: string): Promise<void> {
    await this.appendLog(actor.realmId, deviceId, kind, actor.userName, message);
  }

  /** Every camera log entry is written here, without any URL's login (issue 36). */
  private async appendLog(
    realmId: string,
    deviceId: string,
    kind: CameraLogKind,
    userName: string | null,
    message: string,
  ): Promise<void> {
    await this.cameras.appendLog([
      {
        id: randomUUID(),
        realm_id: realmId,
        device_id: deviceId,
        at: this.now(),
        kind,
        user_name: userName,
        message: redactCredentials(message),
      },
    ]);
  }

  private publish(realmId: string, id: string, action: 'CREATE' | 'UPDATE' | 'DELETE'): Promise<void> {
    return this.bus.publish(topics.objectUpdate(realmId), { id, action });
  }
}

/** Changes that need the pipeline restarted (a name or position does not). */
const PIPELINE_FIELDS = new Set([
  'connection',
  'URL',
  'review URL',
  'user',
  'password',
  'recording',
  'motion',
  'enabled',
  // The source's watchdog holds the run to the readiness and liveness timeouts.
  'health settings',
]);

/** The settings an update changed, named as the camera page names them. */
function describeChanges(before: CameraSettings, after: CameraSettings): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push('name');
  if (before.connection !== after.connection) changes.push('connection');
  if (before.url !== after.url) changes.push('URL');
  if (before.reviewUrl !== after.reviewUrl) changes.push('review URL');
  if (before.user !== after.user) changes.push('user');
  if (before.password !== after.password) changes.push('password');
  if (JSON.stringify(before.recording) !== JSON.stringify(after.recording)) changes.push('recording');
  if (JSON.stringify(before.motion) !== JSON.stringify(after.motion)) changes.push('motion');
  if (before.storagePool.id !== after.storagePool.id) changes.push('storage pool');
  if (JSON.stringify(before.position) !== JSON.stringify(after.position)) changes.push('position');
  if (before.deliveryPriority !== after.deliveryPriority) changes.push('delivery priority');
  if (before.acknowledgeRequired !== after.acknowledgeRequired) changes.push('acknowledge required');
  if (before.isPtz !== after.isPtz) changes.push('PTZ');
  if (before.location !== after.location) changes.push('location');
  if (before.enabled !== after.enabled) changes.push('enabled');
  if (JSON.stringify(before.health) !== JSON.stringify(after.health)) changes.push('health settings');
  return changes;
}
