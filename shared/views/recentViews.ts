/** Recent views (spec 1 §2.8, §9): at most RECENT_VIEWS_MAX ids, the most recent first. */
import { RECENT_VIEWS_MAX } from '../shell/constants';

/** Puts the view first, drops an earlier mention and keeps at most RECENT_VIEWS_MAX. */
export function pushRecentView(recent: readonly string[], viewId: string): string[] {
  return [viewId, ...recent.filter((id) => id !== viewId)].slice(0, RECENT_VIEWS_MAX);
}

/** Forgets views that no longer exist. */
export function pruneRecentViews(recent: readonly string[], existing: ReadonlySet<string>): string[] {
  return recent.filter((id) => existing.has(id)).slice(0, RECENT_VIEWS_MAX);
}

export function clearRecentViews(): string[] {
  return [];
}
