/** server/imageMaps's entry (design.md §2): image maps (floor plans) and their stored plans. Other
 *  folders import only the modules listed here (lint: vantage/server-imports). */
export { ImageMapService, type ImageMapChange } from './ImageMapService';
export { PlanStore } from './PlanStore';
export type { ImageMapRecord } from './imageMapConfig';
