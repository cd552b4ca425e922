/** The terms under which an avatar delivers archive-on-demand to the cloud (spec 3 §4 avatar
 *  commands, §7.2 deviceCommand, changeDeliveryPriority, purgeAvatarQueue; §3.1 uploadBandwidthCap):
 *  whether its delivery service is activated and running, its upload cap, and each camera's
 *  delivery priority. The AOD worker reads them before each request and while it copies. */
import { DELIVERY_PRIORITY_MAX } from '../../../shared/devices/deviceAdminConstants';
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';

export interface DeliveryTerms {
  /** The avatar's delivery service is activated and started (a camera on no avatar: always). */
  running: boolean;
  /** Upload cap of the avatar, bits per second; null: none. */
  capBps: number | null;
  /** The camera's delivery priority, 1 (first) to 10; a camera without one comes last. */
  priority: number;
}

export type DeliveryTermsOf = (deviceId: string, avatarId: string | null) => Promise<DeliveryTerms>;

/** What an avatar's Avatar aspect says of its delivery service (devices/ reads the aspect; the
 *  platform hands the reader in, so the media pipeline does not import devices/). */
export interface AvatarDelivery {
  deliveryServiceConfigured?: boolean;
  deliveryServiceRunning?: boolean;
  uploadBandwidthCap?: number | null;
}
export type AvatarDeliveryOf = (avatar: DeviceRecord) => AvatarDelivery | undefined;

/** Every request delivered at once, without a cap (no avatar governs them). */
export const UNGOVERNED: DeliveryTermsOf = async () => ({
  running: true,
  capBps: null,
  priority: DELIVERY_PRIORITY_MAX,
});

export function deliveryTermsOf(
  devices: Pick<DeviceRepository, 'byId'>,
  avatarDelivery: AvatarDeliveryOf,
): DeliveryTermsOf {
  return async (deviceId, avatarId) => {
    const device = await devices.byId(deviceId);
    const parentId = avatarId ?? device?.parentId ?? null;
    const avatar: DeviceRecord | undefined = parentId ? await devices.byId(parentId) : undefined;
    const state = avatar?.deviceType === 'avatar' ? avatarDelivery(avatar) : undefined;
    const priority = Number(device?.config.deliveryPriority);
    const cap = Number(state?.uploadBandwidthCap);
    return {
      running: state ? state.deliveryServiceConfigured !== false && state.deliveryServiceRunning !== false : true,
      capBps: Number.isFinite(cap) && cap > 0 ? cap : null,
      priority: Number.isInteger(priority) && priority > 0 ? priority : DELIVERY_PRIORITY_MAX,
    };
  };
}

/** The queued request to deliver next: of those whose avatar delivers now, the highest priority
 *  (1 first), then the oldest. */
export async function nextDelivery<T extends { device_id: string; avatar_id: string | null; created_at: number }>(
  queued: readonly T[],
  termsOf: DeliveryTermsOf,
): Promise<T | undefined> {
  let best: { row: T; priority: number } | undefined;
  for (const row of queued) {
    const terms = await termsOf(row.device_id, row.avatar_id);
    if (!terms.running) continue;
    if (!best || terms.priority < best.priority) best = { row, priority: terms.priority };
  }
  return best?.row;
}
