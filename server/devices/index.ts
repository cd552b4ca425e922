/** server/devices's entry (design.md §2): sensors, gateways and avatars: directory, administration,
 *  probe networks, ONVIF. Other folders import only the modules listed here (lint: vantage/server-
 *  imports). */
export { DeviceDirectory } from './DeviceDirectory';
export { ProbeNetworks } from './ProbeNetworks';
export type { AvatarReport } from './avatars/AvatarStatusMonitor';
export { avatarState } from './avatars/avatarAspect';
export { createDeviceAdminServices, type DeviceAdminServices } from './deviceAdminServices';
export { withOnvif } from './onvif/probeOnvifCamera';
