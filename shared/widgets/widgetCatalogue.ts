/** The widget catalogue of spec 3 §2.6 as data: names, options with defaults, count limits,
 *  compatibility and minimum sizes. The console registers an implementation per widget. */

export const WIDGET_IDS = {
  cameraLive: 'CameraLiveViewer',
  archiveViewer: 'ArchiveViewer',
  events: 'Events',
  archiveEvents: 'ArchiveEvents',
  eventDetails: 'EventDetails',
  eventVideo: 'EventVideo',
  deviceList: 'DeviceList',
  timeline: 'Timeline',
  imageMap: 'ImageMap',
  vmx: 'VMX',
  videoTouring: 'VideoTouring',
  geoMap: 'GeoMap',
  url: 'URL',
  targetsLive: 'TargetsLive',
  targetsArchive: 'TargetsArchive',
} as const;

export type OptionSpec =
  | {
      key: string;
      type: 'boolean';
      default: boolean;
      enabledWhen?: string;
      /** Not offered while the view holds a Timeline, which takes the control over (spec 2 §2). */
      hiddenWithTimeline?: boolean;
      /** Offered only to users who may use the hierarchy editor (spec 3 §2.6). */
      hierarchyEditor?: boolean;
    }
  | { key: string; type: 'choice'; values: readonly string[]; default: string; enabledWhen?: string }
  | { key: string; type: 'multi'; values: readonly string[]; default: readonly string[] }
  | { key: string; type: 'text'; default: string; hierarchyEditor?: boolean };

/** How many of a widget a view may hold: `count`, or `withTimeline` when a Timeline is present. */
export interface CountLimit {
  count: number;
  withTimeline?: number;
}

export interface WidgetSpec {
  id: string;
  /** English name (spec 3 §2.6); translated under widgets.names.<id>. */
  name: string;
  options: readonly OptionSpec[];
  limit?: CountLimit;
  /** When set, the widget shares a view only with these widgets. */
  compatibleWith?: readonly string[];
  minWidth?: number;
  minHeight?: number;
  /** Hidden admin widgets never appear in the widget list. */
  hidden?: boolean;
}

const on = (key: string): OptionSpec => ({ key, type: 'boolean', default: true });
const off = (key: string): OptionSpec => ({ key, type: 'boolean', default: false });
/** How the live and the archive events lists show an entry: the same three options in both. */
const EVENT_PREVIEW: readonly OptionSpec[] = [
  off('showPreview'),
  {
    key: 'previewPlacement',
    type: 'choice',
    values: ['Top', 'Bottom', 'Left', 'Right'],
    default: 'Right',
    enabledWhen: 'showPreview',
  },
  { key: 'eventView', type: 'choice', values: ['Content', 'Tiles'], default: 'Content' },
];
const METADATA = { key: 'metadataType', type: 'choice', values: ['Alert', 'All', 'None'], default: 'Alert' } as const;

/** Spec 3 §2.6 limits. */
export const CAMERA_LIVE_MIN_HEIGHT_PX = 220;
export const EVENTS_MIN_SIZE_PX = { width: 400, height: 200 } as const;
export const VMX_MIN_SIZE_PX = { width: 400, height: 400 } as const;
export const URL_WIDGET_MAX = 5;

export const WIDGET_CATALOGUE: readonly WidgetSpec[] = [
  {
    id: WIDGET_IDS.cameraLive,
    name: 'Camera Live Viewer',
    options: [
      on('canReplaceSource'),
      METADATA,
      on('ptzControls'),
      on('digitalZoom'),
      on('fullScreenControl'),
      on('stepBackControl'),
      { key: 'layout', type: 'choice', values: ['1', '2x2', '1x3'], default: '1' },
    ],
    minHeight: CAMERA_LIVE_MIN_HEIGHT_PX,
  },
  {
    id: WIDGET_IDS.archiveViewer,
    name: 'Archive Viewer',
    options: [
      on('canReplaceSource'),
      METADATA,
      on('digitalZoom'),
      on('fullScreenControl'),
      // The Timeline brings its own calendar, download-job and create-event controls. Users may
      // export and create events unless the properties turn it off (spec 2 §6).
      { key: 'calendar', type: 'boolean', default: true, hiddenWithTimeline: true },
      { key: 'allowExport', type: 'boolean', default: true, hiddenWithTimeline: true },
      { key: 'userDefinedEvent', type: 'boolean', default: true, hiddenWithTimeline: true },
    ],
    limit: { count: 1, withTimeline: 6 },
  },
  {
    id: WIDGET_IDS.events,
    name: 'Events',
    options: [
      ...EVENT_PREVIEW,
      off('liveOnly'),
      {
        key: 'associatedWidgets',
        type: 'multi',
        values: ['Timeline', 'ImageMap', 'CameraLive', 'DeviceList'],
        default: [],
      },
      { key: 'resetToLiveAfter', type: 'choice', values: ['Never', '5', '10', '15', '30'], default: 'Never' },
      on('showSnapshots'),
      off('userInteraction'),
    ],
    limit: { count: 2, withTimeline: 1 },
    minWidth: EVENTS_MIN_SIZE_PX.width,
    minHeight: EVENTS_MIN_SIZE_PX.height,
  },
  {
    id: WIDGET_IDS.archiveEvents,
    name: 'Archive Events',
    options: [
      ...EVENT_PREVIEW,
      {
        key: 'associatedWidgets',
        type: 'multi',
        values: ['Timeline', 'ImageMap', 'CameraLive', 'DeviceList'],
        default: [],
      },
      on('showSnapshots'),
      off('userInteraction'),
    ],
  },
  {
    id: WIDGET_IDS.eventDetails,
    name: 'Event Details',
    options: [
      { key: 'visual', type: 'choice', values: ['Image', 'Video'], default: 'Image' },
      METADATA,
      off('displayAcknowledgeForm'),
      { key: 'requireAcknowledgeDetails', type: 'boolean', default: false, enabledWhen: 'displayAcknowledgeForm' },
      on('autoUpdate'),
    ],
    limit: { count: 1 },
  },
  {
    id: WIDGET_IDS.eventVideo,
    name: 'Event Video',
    options: [
      { key: 'startFrom', type: 'choice', values: ['Event', 'Live'], default: 'Event' },
      METADATA,
      { key: 'onClipEnd', type: 'choice', values: ['Clear tile', 'Stop', 'Loop'], default: 'Stop' },
      on('autoUpdate'),
    ],
    limit: { count: 1 },
  },
  {
    id: WIDGET_IDS.deviceList,
    name: 'Device List',
    options: [
      { key: 'hierarchyId', type: 'text', default: '', hierarchyEditor: true },
      { key: 'openMultipleBranches', type: 'boolean', default: false, hierarchyEditor: true },
      { key: 'hierarchySelection', type: 'boolean', default: false, hierarchyEditor: true },
      on('nameFilter'),
      on('labelsFilter'),
      off('allowLabelHierarchyEdit'),
    ],
    limit: { count: 1 },
  },
  {
    id: WIDGET_IDS.timeline,
    name: 'Timeline',
    options: [{ key: 'controlsPosition', type: 'choice', values: ['Top', 'Bottom'], default: 'Bottom' }],
    limit: { count: 1 },
    compatibleWith: [WIDGET_IDS.deviceList, WIDGET_IDS.archiveViewer, WIDGET_IDS.events],
  },
  {
    id: WIDGET_IDS.imageMap,
    name: 'Image Map',
    options: [
      off('editMode'),
      { key: 'maxEventCount', type: 'choice', values: ['1', '5', '10', '20'], default: '10' },
      off('showEventsInInvisibleLayers'),
      { key: 'mapSetId', type: 'text', default: '' },
      on('showMapSetList'),
    ],
  },
  { id: WIDGET_IDS.vmx, name: 'VMX', options: [], minWidth: VMX_MIN_SIZE_PX.width, minHeight: VMX_MIN_SIZE_PX.height },
  {
    id: WIDGET_IDS.videoTouring,
    name: 'Video Touring',
    options: [off('editMode'), { key: 'delay', type: 'choice', values: ['5', '15', '30', '60'], default: '5' }],
    limit: { count: 1 },
  },
  { id: WIDGET_IDS.geoMap, name: 'GEO Map', options: [{ key: 'defaultPosition', type: 'text', default: '' }] },
  {
    id: WIDGET_IDS.url,
    name: 'URL',
    options: [{ key: 'url', type: 'text', default: '' }],
    limit: { count: URL_WIDGET_MAX },
  },
  { id: WIDGET_IDS.targetsLive, name: 'Targets live', options: [], limit: { count: 1 } },
  { id: WIDGET_IDS.targetsArchive, name: 'Targets archive', options: [], limit: { count: 1 } },
];

/** Hidden admin widgets (spec 3 §2.6): they back the admin views and never appear in the list. */
export const HIDDEN_ADMIN_WIDGET_IDS = [
  'VideoDeliveryManager',
  'AvatarNetworkDiscovery',
  'AvatarActivation',
  'Hierarchy',
  'Labels',
  'Users',
  'Groups',
  'Zones',
  'Sets',
  'Policies',
  'Devices',
  'Reports',
  'Avatars',
  'Schedules',
  'CameraTours',
  'NotificationPolicies',
  'RealmSettings',
  'ManageAvatars',
  'WatchlistLPR',
  'WatchlistFacial',
  'VideoWalls',
  'Subscription',
  'QuickStart',
  'TrainingVideos',
  'Sensors',
  'AnalyticsDashboard',
  'Gateways',
] as const;

export type HiddenAdminWidgetId = (typeof HIDDEN_ADMIN_WIDGET_IDS)[number];

/** A hidden admin widget's spec: no options, never in the widget list. */
export function hiddenAdminWidgetSpec(id: HiddenAdminWidgetId, name: string): WidgetSpec {
  return { id, name, options: [], hidden: true };
}

export function widgetSpec(id: string): WidgetSpec | undefined {
  return WIDGET_CATALOGUE.find((spec) => spec.id === id);
}

/** The catalogue entry of a widget an implementation registers for; throws when there is none. */
export function catalogueSpec(id: string): WidgetSpec {
  const spec = widgetSpec(id);
  if (!spec) throw new Error(`The widget catalogue lacks ${id}`);
  return spec;
}

/** The option defaults of a widget, as its initial props. */
export function defaultWidgetProps(spec: WidgetSpec): Record<string, unknown> {
  return Object.fromEntries(spec.options.map((option) => [option.key, option.default]));
}
