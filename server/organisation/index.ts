/** server/organisation's entry (design.md §2): labels, hierarchies and the camera search. Other
 *  folders import only the modules listed here (lint: vantage/server-imports). */
export { CameraSearch, type LabelledPage } from './CameraSearch';
export { HierarchyService, type HierarchyChange } from './HierarchyService';
export { LabelService, type LabelChange, type LabelRecord } from './LabelService';
