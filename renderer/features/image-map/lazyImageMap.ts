/** The image map loads when a view first shows one (its own chunk, with the player it opens
 *  cameras in): a React.lazy stand-in for ImageMapWidget. */
import { lazy } from 'react';

export const LazyImageMapWidget = lazy(async () => ({
  default: (await import(/* webpackChunkName: "image-map" */ './ImageMapWidget')).ImageMapWidget,
}));
