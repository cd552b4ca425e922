/** A watchlist form's values (issue 32: name, what a hit raises, on or off, where it counts), read
 *  from a saved list, checked by the shared rule the platform applies, and turned into the
 *  WatchlistInput the platform takes. */
import { watchlistNameError, type WatchlistAction, type WatchlistKind } from '../../../shared/watchlists/watchlists';
import type { WatchlistRecord } from './watchlistDocuments';

export interface WatchlistFormValues {
  name: string;
  action: WatchlistAction;
  enabled: boolean;
  cameraIds: string[];
  setIds: string[];
  zoneIds: string[];
}

export const NEW_WATCHLIST: WatchlistFormValues = {
  name: '',
  action: 'alarm',
  enabled: true,
  cameraIds: [],
  setIds: [],
  zoneIds: [],
};

export function watchlistValues(list: WatchlistRecord): WatchlistFormValues {
  return {
    name: list.name,
    action: list.action,
    enabled: list.enabled,
    cameraIds: [...list.cameraIds],
    setIds: [...list.setIds],
    zoneIds: [...list.zoneIds],
  };
}

export function watchlistInput(values: WatchlistFormValues, kind: WatchlistKind, id?: string) {
  return { ...(id && { id }), kind, ...values, name: values.name.trim() };
}

export function watchlistProblems(values: WatchlistFormValues, say: (message: string) => string) {
  const name = watchlistNameError(values.name);
  return { name: name ? say(name) : undefined };
}
