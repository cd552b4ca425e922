/** Labels in the console (spec 3 §2.7, §2.9, §4): the label editor, the Configure Labels and Assign
 *  labels dialogs, and the camera list with its label filter. */
export { AssignLabelsDialog, type AssignLabelsDialogProps } from './AssignLabelsDialog';
export { CameraSearchList, type CameraSearchListProps } from './CameraSearchList';
export { DeviceListPanel, type DeviceListPanelProps } from './DeviceListPanel';
export { ConfigureLabelsDialog, type ConfigureLabelsDialogProps } from './ConfigureLabelsDialog';
export { LabelEditor, type LabelEditorProps } from './LabelEditor';
export { LabelFilter, type LabelFilterProps } from './LabelFilter';
export {
  CameraSearchQuery,
  HierarchiesQuery,
  HierarchyQuery,
  HierarchyTreeFields,
  HierarchyUpdates,
} from './labelsDocuments';
export { trackHierarchySave } from './hierarchySaves';
export { useHierarchy } from './useHierarchy';
export type { CameraItem } from './useCameraSearch';
export { type LabelItem, useLabels } from './useLabels';
