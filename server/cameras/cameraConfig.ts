/** How a camera added by URL is kept (spec 3 §3.1): the device config the media pipeline reads
 *  (source `url`, the URL without credentials, RTP transport, recording, storage) and the fields
 *  the console reads (connect with authType, URL, host, port, user and a masked password; the Media
 *  aspect with codec, size, frame rate and recording mode). The password lives in `secret`, which
 *  no GraphQL type names, so it never goes back to a console. */
import {
  MASKED_PASSWORD,
  type AuthType,
  type CameraConnection,
  type RecordingMode,
} from '../../shared/cameraAdmin/cameraAdminConstants';
import { parseCameraUrl, urlWithLogin, urlWithoutCredentials } from '../../shared/cameraAdmin/validateCameraInput';
import { healthSettingsOf, type HealthSettings } from '../../shared/metrics/healthSettings';
import type { AspectRecord, DeviceRecord } from '../db/repositories/devices';
import type { OnvifSource, ProbeResult, ProbeTarget } from '../media/sources/probeResult';
import type { ProbeWithReview } from './reviewStream';

export interface CameraSettings {
  name: string;
  connection: CameraConnection;
  url: string;
  /** The second (review) stream's URL; '' for none. */
  reviewUrl: string;
  user: string;
  password: string;
  authType: AuthType;
  recording: { mode: RecordingMode; preRollSeconds: number; postRollSeconds: number };
  /** The camera's own motion settings (those not set follow the defaults: MotionEvents.detectsMotion). */
  motion: { enabled?: boolean; sensitivity?: number };
  storagePool: { id: string; name: string; ttlHours: number };
  position: { lat: number; lng: number; alt?: number } | null;
  deliveryPriority: number | null;
  acknowledgeRequired: boolean;
  isPtz: boolean;
  location: string | null;
  enabled: boolean;
  /** Readiness and liveness timeouts the pipeline holds the camera to, and its gravity. */
  health: HealthSettings;
}

/** The settings of a stored camera, for an update to change some of them. */
export function settingsOf(device: DeviceRecord): CameraSettings {
  const config = device.config as Record<string, unknown> & {
    connect?: { user?: string; authType?: AuthType; URL?: string };
    secret?: { pass?: string };
    recording?: CameraSettings['recording'];
    storageConfig?: { storagePool?: CameraSettings['storagePool'] };
  };
  return {
    name: device.name,
    connection: (config.connection as CameraConnection | undefined) ?? 'RTSP_TCP',
    // An ONVIF camera is named by its device service; config.url is the stream it answered.
    url: config.connection === 'ONVIF' ? (config.connect?.URL ?? '') : typeof config.url === 'string' ? config.url : '',
    reviewUrl: typeof config.reviewUrl === 'string' ? config.reviewUrl : '',
    user: config.connect?.user ?? '',
    password: config.secret?.pass ?? '',
    authType: config.connect?.authType ?? 'NO_AUTH',
    recording: config.recording ?? { mode: 'CONTINUOUS', preRollSeconds: 5, postRollSeconds: 10 },
    motion: { ...((config.motion ?? {}) as CameraSettings['motion']) },
    storagePool: config.storageConfig?.storagePool ?? { id: '', name: '', ttlHours: 24 },
    position: device.position,
    deliveryPriority: typeof config.deliveryPriority === 'number' ? config.deliveryPriority : null,
    acknowledgeRequired: config.acknowledgeRequired === true,
    isPtz: config.isPtz === true,
    location: typeof config.location === 'string' ? config.location : null,
    enabled: device.enabled,
    health: healthSettingsOf(config),
  };
}

/** The URL ffmpeg opens for these settings (credentials included). */
export function probeUrl(settings: Pick<CameraSettings, 'url' | 'user' | 'password'>): string {
  return urlWithLogin(urlWithoutCredentials(settings.url), settings.user, settings.password);
}

/** What the prober opens for these settings: the stream, or for ONVIF the device service. */
export function probeTarget(settings: Pick<CameraSettings, 'url' | 'user' | 'password' | 'connection'>): ProbeTarget {
  return {
    url: probeUrl(settings),
    rtspTransport: settings.connection === 'RTSP' ? 'udp' : 'tcp',
    connection: settings.connection,
  };
}

/** The ONVIF device a camera keeps: as just read, or as stored while its address is the same. */
function onvifOf(settings: CameraSettings, probe: ProbeResult | undefined, previous: Record<string, unknown>) {
  if (settings.connection !== 'ONVIF') return undefined;
  if (probe?.onvif) return probe.onvif;
  const stored = previous.onvif as OnvifSource | undefined;
  return stored?.xaddr === urlWithoutCredentials(settings.url) ? stored : undefined;
}

export function deviceConfig(
  settings: CameraSettings,
  probe: ProbeWithReview | undefined,
  previous: Record<string, unknown> = {},
): Record<string, unknown> {
  const reviewUrl = settings.reviewUrl.trim() ? urlWithoutCredentials(settings.reviewUrl) : null;
  const parts = parseCameraUrl(settings.url);
  const scheme = parts?.protocol.replace(':', '');
  const previousProbe = previous.probe as Record<string, unknown> | undefined;
  const onvif = onvifOf(settings, probe, previous);
  return {
    ...previous,
    source: 'url',
    configType: 'url',
    connection: settings.connection,
    // What the pipeline opens: for ONVIF, the main profile's stream URI the device answered.
    url: onvif ? onvif.streamUrl : urlWithoutCredentials(settings.url),
    onvif: onvif ?? null,
    make: onvif ? onvif.manufacturer : (previous.make ?? null),
    model: onvif ? onvif.model : (previous.model ?? null),
    firmware: onvif ? onvif.firmware : (previous.firmware ?? null),
    onvifServices: onvif ? onvif.services : null,
    // The second stream the pipeline reads as REVIEW (same login), with what its probe found.
    reviewUrl,
    reviewProbe: reviewUrl
      ? probe
        ? (probe.reviewStream ?? null)
        : reviewUrl === previous.reviewUrl
          ? (previous.reviewProbe ?? null)
          : null
      : null,
    rtpOverTcp: settings.connection !== 'RTSP',
    // A camera that is not H.264 is re-encoded; the probe tells (or the first run's failure).
    transcode: probe?.codec ? !probe.browserDecodable : previous.transcode === true,
    connect: {
      authType: settings.user ? settings.authType : 'NO_AUTH',
      URL: urlWithoutCredentials(settings.url),
      host: parts?.host ?? null,
      port: parts?.port ? Number(parts.port) : null,
      user: settings.user || null,
      pass: settings.password ? MASKED_PASSWORD : null,
      protocol: scheme ?? null,
    },
    secret: settings.password ? { pass: settings.password } : undefined,
    recording: settings.recording,
    motion: settings.motion,
    storageConfig: { storagePool: settings.storagePool },
    // The retention the pipeline applies (MediaService.storageTtlHours).
    attributes: [{ name: 'STORAGE_BUCKETS', value: { ttlHrs: settings.storagePool.ttlHours } }],
    deliveryPriority: settings.deliveryPriority,
    acknowledgeRequired: settings.acknowledgeRequired,
    isPtz: settings.isPtz,
    location: settings.location,
    health: settings.health,
    probe: probe?.codec
      ? {
          codec: probe.codec,
          width: probe.width ?? null,
          height: probe.height ?? null,
          frameRate: probe.frameRate ?? null,
          streams: onvif ? onvif.profiles.length : probe.streams.length,
        }
      : previousProbe,
  };
}

/** The camera's Media aspects: its main stream (and its review stream, when it has one) as probed,
 *  and how they are recorded. */
export function mediaAspects(deviceId: string, config: Record<string, unknown>): AspectRecord[] {
  const onvif = config.onvif as OnvifSource | null | undefined;
  return [
    {
      ...streamAspect(config, { id: `${deviceId}-media`, name: 'Main stream', streamSize: 'FULL' }),
      URL: config.url,
      onvifProfile: onvif?.profileToken ?? null,
      onvifProfiles: onvif ? onvif.profiles.map((p) => p.name) : null,
    },
    ...(typeof config.reviewUrl === 'string'
      ? [
          {
            ...streamAspect(config, { id: `${deviceId}-media-review`, name: 'Review stream', streamSize: 'REVIEW' }),
            URL: config.reviewUrl,
          },
        ]
      : []),
  ];
}

/** The Media aspect of one stream: what its probe found (config `probe` or `reviewProbe`). */
function streamAspect(
  config: Record<string, unknown>,
  stream: { id: string; name: string; streamSize: 'FULL' | 'REVIEW' },
): AspectRecord {
  const probe = (config[stream.streamSize === 'FULL' ? 'probe' : 'reviewProbe'] ?? {}) as {
    codec?: string;
    width?: number;
    height?: number;
    frameRate?: number;
  };
  return {
    ...stream,
    type: 'Media',
    enabled: true,
    streamType: 'VIDEO',
    videoWidth: probe.width ?? null,
    videoHeight: probe.height ?? null,
    codec: probe.codec ?? null,
    videoCodec: probe.codec ?? null,
    frameRate: probe.frameRate ?? null,
    recordingArchive: (config.recording as CameraSettings['recording']).mode,
  };
}
