/** The Avatar aspect of a device in the admin lists. */
import type { AdminDevice } from '../useDeviceList';

type Aspect = NonNullable<AdminDevice['aspects']>[number];
export type AvatarAspectView = Extract<Aspect, { deliveryServiceRunning?: unknown }>;

export function avatarAspectOf(device: AdminDevice): AvatarAspectView | undefined {
  return device.aspects?.find((a) => a.type === 'Avatar') as AvatarAspectView | undefined;
}
