/** server/cameras's entry (design.md §2): cameras added by URL: their administration and probe.
 *  Other folders import only the modules listed here (lint: vantage/server-imports). */
export { CameraAdminService, type CameraInput } from './CameraAdminService';
export { probeCamera } from './probeCamera';
