/** The popup's live player loads on first use, in a chunk of its own with the player and cell. */
import { lazy } from 'react';

export const LazyMapLivePlayer = lazy(async () => ({
  default: (await import(/* webpackChunkName: "map-player" */ './MapLivePlayer')).MapLivePlayer,
}));
