/** Device administration in the console (spec 1 §2.5; spec 3 §2.1, §2.12, §3.1, §4): sensors,
 *  gateways, avatars with their activation, commands, delivery, storage and API keys, the device
 *  audit and avatar discovery. The screens load lazily behind DeviceAdminSection. */
export { DeviceAdminSection, isDeviceAdminRoute, preloadDeviceAdmin } from './DeviceAdminSection';
