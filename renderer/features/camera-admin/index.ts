/** Camera administration in the console (spec 1 §2.5 Devices → Cameras; spec 3 §2.1, §2.12, §3.1,
 *  §4, §7.1–§7.2): the Cameras list with health, filters and bulk enable/disable, add with a probe
 *  step, the camera page with its tabs, and CSV import. The screens load lazily. */
export { CameraAdminSection, isCameraAdminRoute, preloadCameraAdmin } from './CameraAdminSection';
