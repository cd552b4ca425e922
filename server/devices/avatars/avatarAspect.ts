/** The Avatar aspect of an avatar device (spec 3 §3.1): how it is read from and written to the
 *  device's aspects, with the defaults of a newly activated avatar. */
import { DEFAULT_AVATAR_STATUS_INTERVAL_S } from '../../../shared/devices/deviceAdminConstants';
import type { AspectRecord, DeviceRecord } from '../../db/repositories/devices';

export interface AvatarState extends AspectRecord {
  isLink?: boolean;
  serial?: string | null;
  statusUpdateInterval?: number;
  statusReportedAt?: number | null;
  deliveryServiceConfigured?: boolean;
  deliveryServiceRunning?: boolean;
  channelStatus?: string | null;
  channelBenchmark?: { at: number; bandwidthBps: number; latencyMs: number } | null;
  uploadBandwidthCap?: number | null;
  softwareVersion?: string | null;
  webRtcEnabled?: boolean;
  upTime?: number | null;
  load?: number | null;
  storageUsage?: { capacity: number; used: number } | null;
  deliveryQueue?: number;
  turnaroundTime?: number | null;
  bootedAt?: number | null;
  apiKey?: string | null;
  /** An UPDATE_KEY a remote avatar has not yet confirmed (AvatarKeyHandover). */
  keyUpdate?: { requestedAt: number; issuedKeyId: string | null } | null;
}

export function newAvatarAspect(deviceId: string, extra: Partial<AvatarState> = {}): AvatarState {
  return {
    id: `${deviceId}-avatar`,
    type: 'Avatar',
    name: 'Avatar',
    enabled: true,
    isLink: true,
    statusUpdateInterval: DEFAULT_AVATAR_STATUS_INTERVAL_S,
    statusReportedAt: null,
    deliveryServiceConfigured: true,
    deliveryServiceRunning: true,
    channelStatus: 'ONTIME',
    channelBenchmark: null,
    uploadBandwidthCap: null,
    webRtcEnabled: true,
    deliveryQueue: 0,
    ...extra,
  };
}

export function avatarState(device: DeviceRecord): AvatarState | undefined {
  const aspect = device.aspects.find((a) => a.type === 'Avatar');
  return aspect ? ({ ...newAvatarAspect(device.id), ...aspect } as AvatarState) : undefined;
}

/** The device's aspects with the Avatar aspect changed. */
export function withAvatarState(device: DeviceRecord, change: (state: AvatarState) => AvatarState): AspectRecord[] {
  const current = avatarState(device) ?? newAvatarAspect(device.id);
  const next = change(current);
  return device.aspects.some((a) => a.type === 'Avatar')
    ? device.aspects.map((a) => (a.type === 'Avatar' ? next : a))
    : [...device.aspects, next];
}

/** Whether this platform process runs the avatar itself (the embedded, demo avatar). */
export function isEmbeddedAvatar(device: DeviceRecord): boolean {
  return device.config.embedded === true;
}
