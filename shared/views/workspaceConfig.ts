/** The workspace configuration, version v2 (spec 1 §3): the user's views, the views open in the
 *  workspace, recent views, per-view layout sizes, settings, window properties and a timestamp.
 *  Parsing survives anything: an invalid part is reported as a warning and its default used (§8). */
import { RECENT_VIEWS_MAX, WORKSPACE_CONFIG_VERSION } from '../shell/constants';
import type { LayoutSizes } from './layoutOperations';
import { parseViews } from './parseView';
import type { View } from './viewModel';

export interface WorkspaceSettings {
  openViewListOnStart: boolean;
  enableAlarmSound: boolean;
  saveCurrentSession: boolean;
  /** Settings of other features are kept as they are. */
  [key: string]: unknown;
}

export interface WorkspaceConfig {
  version: typeof WORKSPACE_CONFIG_VERSION;
  /** The user's own views (My Views), full definitions. */
  views: View[];
  /** Ids of the views open in the workspace's tabs, in tab order (any origin: own, shared, system). */
  allViews: string[];
  recentViewIds: string[];
  /** Per-view widget sizes by node id, for views whose definition the user does not write. */
  layout: Record<string, LayoutSizes>;
  settings: WorkspaceSettings;
  windowProps: unknown;
  /** When the configuration was last written (ms since the epoch). */
  timestamp: number;
}

/** Spec 1 §2.7 defaults: save current session on; the workspace opens with its left panel of
 *  views (§2.3) until the user turns 'Open view list on start' off; no alarm sound until the user
 *  turns it on (the browser must allow audio first). */
export const DEFAULT_WORKSPACE_SETTINGS: WorkspaceSettings = {
  openViewListOnStart: true,
  enableAlarmSound: false,
  saveCurrentSession: true,
};

export type ConfigWarning = 'invalidConfig' | 'unknownVersion' | 'invalidViews' | 'invalidPart';

export interface ParsedWorkspaceConfig {
  config: WorkspaceConfig;
  /** Empty when the stored configuration was valid (or absent: a new user). */
  warnings: ConfigWarning[];
}

export function defaultWorkspaceConfig(): WorkspaceConfig {
  return {
    version: WORKSPACE_CONFIG_VERSION,
    views: [],
    allViews: [],
    recentViewIds: [],
    layout: {},
    settings: { ...DEFAULT_WORKSPACE_SETTINGS },
    windowProps: null,
    timestamp: 0,
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parseWorkspaceConfig(raw: unknown): ParsedWorkspaceConfig {
  const config = defaultWorkspaceConfig();
  if (raw == null) return { config, warnings: [] };
  if (!isObject(raw)) return { config, warnings: ['invalidConfig'] };
  if (raw.version !== WORKSPACE_CONFIG_VERSION) return { config, warnings: ['unknownVersion'] };
  const warnings = new Set<ConfigWarning>();

  const { views, invalid } = parseViews(raw.views);
  if (invalid > 0) warnings.add('invalidViews');
  config.views = views.map((view) => ({ ...view, isShared: false, isSystem: false }));

  const ids = (value: unknown, limit = Infinity): string[] => {
    if (value === undefined) return [];
    if (!isStringList(value)) {
      warnings.add('invalidPart');
      return [];
    }
    return [...new Set(value)].slice(0, limit);
  };
  config.allViews = ids(raw.allViews);
  config.recentViewIds = ids(raw.recentViewIds, RECENT_VIEWS_MAX);

  if (raw.layout !== undefined) {
    if (isObject(raw.layout)) config.layout = parseLayoutPart(raw.layout, () => warnings.add('invalidPart'));
    else warnings.add('invalidPart');
  }
  if (raw.settings !== undefined) {
    if (isObject(raw.settings)) config.settings = parseSettings(raw.settings, () => warnings.add('invalidPart'));
    else warnings.add('invalidPart');
  }
  config.windowProps = raw.windowProps ?? null;
  config.timestamp = typeof raw.timestamp === 'number' && Number.isFinite(raw.timestamp) ? raw.timestamp : 0;
  return { config, warnings: [...warnings] };
}

/** The per-view sizes part: maps of node id to a finite, non-negative size. */
export function parseLayoutPart(raw: Json, onInvalid: () => void = () => undefined): Record<string, LayoutSizes> {
  const layout: Record<string, LayoutSizes> = {};
  for (const [viewId, sizes] of Object.entries(raw)) {
    if (!isObject(sizes)) {
      onInvalid();
      continue;
    }
    const entry: LayoutSizes = {};
    for (const [nodeId, size] of Object.entries(sizes)) {
      if (typeof size === 'number' && Number.isFinite(size) && size >= 0) entry[nodeId] = size;
      else onInvalid();
    }
    layout[viewId] = entry;
  }
  return layout;
}

function parseSettings(raw: Json, onInvalid: () => void): WorkspaceSettings {
  const settings: WorkspaceSettings = { ...DEFAULT_WORKSPACE_SETTINGS, ...raw };
  for (const key of ['openViewListOnStart', 'enableAlarmSound', 'saveCurrentSession'] as const) {
    if (typeof settings[key] !== 'boolean') {
      if (key in raw) onInvalid();
      settings[key] = DEFAULT_WORKSPACE_SETTINGS[key];
    }
  }
  return settings;
}

/** The configuration as it is stored, stamped with the time of writing. */
export function serialiseWorkspaceConfig(config: WorkspaceConfig, now: number): WorkspaceConfig {
  return { ...config, version: WORKSPACE_CONFIG_VERSION, timestamp: now };
}
