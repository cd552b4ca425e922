/** The system views of spec 1 §2.4, always available: Start Page, Archive Camera Grid, Camera Grid,
 *  VMX and Essential. Their widgets appear once the widgets themselves exist. */
import { defaultWidgetProps, WIDGET_IDS, widgetSpec } from '../widgets/widgetCatalogue';
import type { LayoutCell, LayoutNode, LayoutSplit, SplitOrientation, View, ViewWidget } from './viewModel';

export const START_VIEW_ID = 'start';

export const SYSTEM_VIEW_IDS = {
  start: START_VIEW_ID,
  archiveCameraGrid: 'archiveCameraGrid',
  cameraGrid: 'cameraGrid',
  vmx: 'vmx',
  essential: 'essential',
} as const;

/** Essential's fixed widths (spec 1 §2.4). */
export const ESSENTIAL_EVENT_LIST_WIDTH_PX = 400;
export const ESSENTIAL_CAMERA_LIST_WIDTH_PX = 250;
/** The camera list beside the grids keeps the same width as in Essential. */
const CAMERA_LIST_WIDTH_PX = ESSENTIAL_CAMERA_LIST_WIDTH_PX;

const c = (id: string, size = 1, fixedPx?: number): LayoutCell =>
  fixedPx === undefined ? { type: 'cell', id, size } : { type: 'cell', id, size, fixedPx };
const s = (id: string, orientation: SplitOrientation, size: number, children: LayoutNode[]): LayoutSplit => ({
  type: 'split',
  id,
  orientation,
  size,
  children,
});

function widget(id: string, widgetId: string, module: string): ViewWidget {
  const spec = widgetSpec(widgetId);
  return { id, name: spec?.name ?? widgetId, module, widgetId, props: spec ? defaultWidgetProps(spec) : {} };
}

/** A 2x2 grid of cells `${prefix}1` … `${prefix}4`. */
function quad(prefix: string, size: number): LayoutSplit {
  return s(`${prefix}grid`, 'vertical', size, [
    s(`${prefix}row1`, 'horizontal', 0.5, [c(`${prefix}1`, 0.5), c(`${prefix}2`, 0.5)]),
    s(`${prefix}row2`, 'horizontal', 0.5, [c(`${prefix}3`, 0.5), c(`${prefix}4`, 0.5)]),
  ]);
}

const QUAD = ['1', '2', '3', '4'];

export const SYSTEM_VIEWS: readonly View[] = [
  {
    id: SYSTEM_VIEW_IDS.start,
    name: 'Start Page',
    module: 'start',
    hasLayout: false,
    layout: c('start-cell'),
    widgets: [],
    isSystem: true,
    icon: 'home',
  },
  {
    id: SYSTEM_VIEW_IDS.archiveCameraGrid,
    name: 'Archive Camera Grid',
    module: 'video',
    hasLayout: true,
    layout: s('acg-root', 'vertical', 1, [
      s('acg-top', 'horizontal', 0.8, [c('acg-devices', 0.2, CAMERA_LIST_WIDTH_PX), quad('acg-archive', 0.8)]),
      c('acg-timeline', 0.2),
    ]),
    widgets: [
      widget('acg-devices', WIDGET_IDS.deviceList, 'hierarchy'),
      ...QUAD.map((n) => widget(`acg-archive${n}`, WIDGET_IDS.archiveViewer, 'video')),
      widget('acg-timeline', WIDGET_IDS.timeline, 'video'),
    ],
    isSystem: true,
    icon: 'archive',
  },
  {
    id: SYSTEM_VIEW_IDS.cameraGrid,
    name: 'Camera Grid',
    module: 'video',
    hasLayout: true,
    layout: s('cg-root', 'horizontal', 1, [c('cg-devices', 0.2, CAMERA_LIST_WIDTH_PX), quad('cg-live', 0.8)]),
    widgets: [
      widget('cg-devices', WIDGET_IDS.deviceList, 'hierarchy'),
      ...QUAD.map((n) => widget(`cg-live${n}`, WIDGET_IDS.cameraLive, 'video')),
    ],
    isSystem: true,
    icon: 'grid',
  },
  {
    id: SYSTEM_VIEW_IDS.vmx,
    name: 'VMX',
    module: 'vmx',
    hasLayout: true,
    layout: c('vmx-cell'),
    widgets: [widget('vmx-cell', WIDGET_IDS.vmx, 'vmx')],
    isSystem: true,
    icon: 'vmx',
  },
  {
    id: SYSTEM_VIEW_IDS.essential,
    name: 'Essential',
    module: 'events',
    hasLayout: true,
    layout: s('ess-root', 'horizontal', 1, [
      c('ess-events', 0.3, ESSENTIAL_EVENT_LIST_WIDTH_PX),
      c('ess-live', 0.5),
      c('ess-devices', 0.2, ESSENTIAL_CAMERA_LIST_WIDTH_PX),
    ]),
    widgets: [
      widget('ess-events', WIDGET_IDS.events, 'events'),
      widget('ess-live', WIDGET_IDS.cameraLive, 'video'),
      widget('ess-devices', WIDGET_IDS.deviceList, 'hierarchy'),
    ],
    isSystem: true,
    icon: 'essential',
  },
];

export function isSystemViewId(id: string): boolean {
  return SYSTEM_VIEWS.some((view) => view.id === id);
}
