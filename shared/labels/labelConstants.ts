/** The label, hierarchy and camera-list constants of spec 3 (§3.3 label types, §9 limits). */

/** Spec 3 §3.3: label kinds; only LABEL labels can be edited or deleted. */
export const LABEL_TYPES = ['LABEL', 'SET', 'ZONE'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
export const EDITABLE_LABEL_TYPE: LabelType = 'LABEL';

/** Spec 3 §3.3, §9: a hierarchy nests at most 5 levels below its root. */
export const HIERARCHY_NESTING_MAX = 5;
/** Spec 3 §9: the tree opens at most 3 levels deep by default. */
export const HIERARCHY_TREE_DEFAULT_DEPTH = 3;
/** Spec 3 §9: an inline edit is cancelled 250 ms after the field loses focus. */
export const INLINE_EDIT_BLUR_CANCEL_MS = 250;

/** Spec 3 §8, §9: delete dialogs list at most 3 items, then '...and {{number}} more.'. */
export const DELETE_DIALOG_MAX_ITEMS = 3;

/** Spec 3 §9: the label picker first shows 5 labels; a dropdown at most 10 unselected ones. */
export const LABEL_PICKER_INITIAL = 5;
export const LABEL_DROPDOWN_MAX_UNSELECTED = 10;
/** Spec 3 §9: label rows are 34 px high; a camera's tooltip shows up to 10 labels. */
export const LABEL_ROW_HEIGHT_PX = 34;
export const CAMERA_TOOLTIP_MAX_LABELS = 10;

/** Spec 3 §9: the camera list pages by 30, or 15 per section when filtering by name and labels. */
export const CAMERA_LIST_PAGE_SIZE = 30;
export const CAMERA_LIST_SPLIT_PAGE_SIZE = 15;

/** Spec 3 §2.6: the Device List filter panel shows its 'Hierarchy' label from 275 px. */
export const DEVICE_LIST_HIERARCHY_LABEL_MIN_PX = 275;

/** Spec 3 §2.9, §9: a camera's snapshot thumbnail is fetched again once older than 60 s; cached
 *  thumbnails older than 5 minutes are purged, checked every 60 s. */
export const DEVICE_SNAPSHOT_REFRESH_MS = 60_000;
export const DEVICE_SNAPSHOT_PURGE_MS = 5 * 60_000;
export const DEVICE_SNAPSHOT_PURGE_CHECK_MS = 60_000;

/** Not in the spec: a camera row asks for its thumbnail once it has been in view this long, so a
 *  fast scroll through thousands of cameras does not ask the platform for every picture it passes. */
export const DEVICE_THUMBNAIL_SETTLE_MS = 200;
