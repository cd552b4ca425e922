/** Reads views from stored JSON: anything that is not a well-formed view is dropped, never trusted. */
import type { LayoutNode, View, ViewAspectRatio, ViewWidget } from './viewModel';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Deepest split tree a stored layout may have; deeper ones are refused as malformed. */
const MAX_LAYOUT_DEPTH = 16;

export function parseLayout(value: unknown, depth = 0): LayoutNode | null {
  if (!isObject(value) || !isString(value.id) || !isSize(value.size) || depth > MAX_LAYOUT_DEPTH) return null;
  if (value.type === 'cell') {
    const cell: LayoutNode = { type: 'cell', id: value.id, size: value.size };
    if (isSize(value.fixedPx)) cell.fixedPx = value.fixedPx;
    return cell;
  }
  if (value.type !== 'split' || (value.orientation !== 'horizontal' && value.orientation !== 'vertical')) return null;
  if (!Array.isArray(value.children) || value.children.length === 0) return null;
  const children = value.children.map((child) => parseLayout(child, depth + 1));
  if (children.some((child) => child === null)) return null;
  return {
    type: 'split',
    id: value.id,
    orientation: value.orientation,
    size: value.size,
    children: children as LayoutNode[],
  };
}

export function parseWidget(value: unknown): ViewWidget | null {
  if (!isObject(value) || !isString(value.id) || !isString(value.widgetId)) return null;
  return {
    id: value.id,
    widgetId: value.widgetId,
    name: isString(value.name) ? value.name : value.widgetId,
    module: isString(value.module) ? value.module : '',
    props: isObject(value.props) ? value.props : {},
  };
}

const ASPECT_RATIOS: readonly ViewAspectRatio[] = ['16:9', 'auto', 'display'];
const FLAGS = [
  'isShared',
  'isSystem',
  'isLocal',
  'isAdmin',
  'isBeta',
  'inWindow',
  'hidden',
  'hideHeaderControls',
  'hideCloseButton',
] as const;
const TEXTS = ['module', 'userId', 'originalViewId', 'templateId', 'layoutId', 'icon', 'svgIcon'] as const;

/** A view from JSON, or null when its id, name or layout is unusable. Widgets without a cell are dropped. */
export function parseView(value: unknown): View | null {
  if (!isObject(value) || !isString(value.id) || value.id === '' || !isString(value.name)) return null;
  const layout = parseLayout(value.layout);
  if (!layout) return null;
  const widgets = Array.isArray(value.widgets)
    ? value.widgets.map(parseWidget).filter((widget): widget is ViewWidget => widget !== null)
    : [];
  const view: View = { id: value.id, name: value.name, hasLayout: value.hasLayout !== false, layout, widgets };
  for (const flag of FLAGS) if (typeof value[flag] === 'boolean') view[flag] = value[flag];
  for (const text of TEXTS) if (isString(value[text])) view[text] = value[text];
  if (ASPECT_RATIOS.includes(value.aspectRatio as ViewAspectRatio))
    view.aspectRatio = value.aspectRatio as ViewAspectRatio;
  if (typeof value.designDisplayId === 'number') view.designDisplayId = value.designDisplayId;
  if (typeof value.index === 'number') view.index = value.index;
  return view;
}

/** The valid views of a list, first one of each id kept; `invalid` counts the dropped entries. */
export function parseViews(value: unknown): { views: View[]; invalid: number } {
  if (!Array.isArray(value)) return { views: [], invalid: value == null ? 0 : 1 };
  const seen = new Set<string>();
  const views: View[] = [];
  let invalid = 0;
  for (const entry of value) {
    const view = parseView(entry);
    if (!view || seen.has(view.id)) {
      invalid++;
      continue;
    }
    seen.add(view.id);
    views.push(view);
  }
  return { views, invalid };
}
