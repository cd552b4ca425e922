/** A user's visual configuration (spec 1 §3, §6): which widgets, views and activities the user
 *  may use (a map of id to flag; an id not set to false is allowed), the limitedSpeedList option,
 *  limited video-analytics and audit access, and whether video avoids the local transport. */

export interface VisualConfig {
  widgets: Record<string, boolean>;
  views: Record<string, boolean>;
  activities: Record<string, boolean>;
  limitedSpeedList: boolean;
  disableLocalTransport: boolean;
  limitedVideoAnalyticsAccess: boolean;
  limitedAuditAccess: boolean;
}

/** The option flags of a visual configuration, in the order an editor shows them. */
export const VISUAL_CONFIG_OPTIONS = [
  'limitedSpeedList',
  'limitedVideoAnalyticsAccess',
  'limitedAuditAccess',
  'disableLocalTransport',
] as const;

function flags(value: unknown): Record<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, boolean> = {};
  for (const [key, flag] of Object.entries(value as Record<string, unknown>)) {
    if (typeof flag === 'boolean' && key.length > 0 && key.length <= 128) out[key] = flag;
  }
  return out;
}

/** Keeps only well-formed parts: maps of boolean flags and boolean options (default false). */
export function normaliseVisualConfig(input: unknown): VisualConfig {
  const v = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return {
    widgets: flags(v.widgets),
    views: flags(v.views),
    activities: flags(v.activities),
    limitedSpeedList: v.limitedSpeedList === true,
    disableLocalTransport: v.disableLocalTransport === true,
    limitedVideoAnalyticsAccess: v.limitedVideoAnalyticsAccess === true,
    limitedAuditAccess: v.limitedAuditAccess === true,
  };
}

/** Whether a flag map allows an id (spec 1 §3: only an explicit false denies). */
export function isAllowed(map: Record<string, boolean> | undefined, id: string): boolean {
  return map?.[id] !== false;
}

/** A user's effective visual configuration (spec 1 §3, §6; spec 3 §3.6): their own configuration
 *  and the configuration of each of their groups (Administrators and Operators included), the most
 *  restrictive winning, as DENY wins among policies:
 *  - a widget, view or activity is allowed only if neither the user nor any of their groups sets it
 *    to false (one false anywhere switches it off; nothing can switch back on what one source denies);
 *  - each limit (limitedSpeedList, limitedVideoAnalyticsAccess, limitedAuditAccess,
 *    disableLocalTransport) applies if the user or any of their groups sets it.
 *  A group without a configuration of its own restricts nothing. */
export function combineVisualConfigs(own: VisualConfig, groups: readonly VisualConfig[]): VisualConfig {
  const all = [own, ...groups];
  const denied = (map: 'widgets' | 'views' | 'activities') => {
    const out: Record<string, boolean> = {};
    for (const config of all) for (const [id, flag] of Object.entries(config[map])) if (flag === false) out[id] = false;
    return out;
  };
  const any = (option: (typeof VISUAL_CONFIG_OPTIONS)[number]) => all.some((config) => config[option]);
  return {
    widgets: denied('widgets'),
    views: denied('views'),
    activities: denied('activities'),
    limitedSpeedList: any('limitedSpeedList'),
    disableLocalTransport: any('disableLocalTransport'),
    limitedVideoAnalyticsAccess: any('limitedVideoAnalyticsAccess'),
    limitedAuditAccess: any('limitedAuditAccess'),
  };
}
