/** Video requests as the normalised cache keeps them: their fields and the cache's updaters. Apart
 *  from delivery/ (which loads with the video chunk), so the console's client can keep the delivery
 *  manager's lists from the start without the video area in its bundle. */
export { createDeliveryCacheUpdates } from './videoRequestCacheUpdates';
export { VideoRequestFields, type VideoRequestItem } from './videoRequestFields';
