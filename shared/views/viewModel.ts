/** The view model of spec 1 §3: a view, its split-tree layout and the widgets placed in its cells. */

/** 'horizontal': children side by side (inline direction); 'vertical': children stacked. */
export type SplitOrientation = 'horizontal' | 'vertical';

/** A leaf of the layout tree. A widget sits in a cell when a widget of the view has the cell's id. */
export interface LayoutCell {
  type: 'cell';
  id: string;
  /** Share of the parent split's extent (siblings add up to 1). */
  size: number;
  /** A fixed extent in px along the parent's orientation (e.g. the Essential view's event list). */
  fixedPx?: number;
}

export interface LayoutSplit {
  type: 'split';
  id: string;
  orientation: SplitOrientation;
  size: number;
  children: LayoutNode[];
}

export type LayoutNode = LayoutCell | LayoutSplit;

/** Per-widget properties; freezeWidth/freezeHeight are common to every widget (spec 3 §2.6). */
export type WidgetProps = Record<string, unknown> & { freezeWidth?: boolean; freezeHeight?: boolean };

/** One widget placed in a view: `id` is the cell it fills, `widgetId` its catalogue entry. */
export interface ViewWidget {
  id: string;
  name: string;
  module: string;
  widgetId: string;
  props: WidgetProps;
}

/** 'Default 16:9', 'Auto', or designed for a numbered display (then designDisplayId is set). */
export type ViewAspectRatio = '16:9' | 'auto' | 'display';

export interface ViewRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface View {
  id: string;
  name: string;
  module?: string;
  hasLayout: boolean;
  layout: LayoutNode;
  widgets: ViewWidget[];
  aspectRatio?: ViewAspectRatio;
  designDisplayId?: number | null;
  /** Owner. */
  userId?: string;
  isShared?: boolean;
  isSystem?: boolean;
  isLocal?: boolean;
  isAdmin?: boolean;
  isBeta?: boolean;
  /** For a shared copy or a view saved as new: the view it was made from. */
  originalViewId?: string;
  templateId?: string;
  layoutId?: string;
  index?: number;
  inWindow?: boolean;
  displayId?: number | null;
  rect?: ViewRect | null;
  hasUnsavedChanges?: boolean;
  hidden?: boolean;
  hideHeaderControls?: boolean;
  hideCloseButton?: boolean;
  icon?: string;
  svgIcon?: string;
  editMode?: boolean;
}

/** Who is looking at a view: enough of the session to apply the rules of §5 and §6. */
export interface ViewUser {
  id: string;
  isAdmin: boolean;
}
