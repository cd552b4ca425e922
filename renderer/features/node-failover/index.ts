/** Issue 33: the browser console's way to another node of the cluster when its own is lost. */
export { NodeLostBanner } from './NodeLostBanner';
