/** Issue 33: the browser console's way to another node of the cluster when its own is lost, and
 *  the page where it lands there. */
export { HandoverPage } from './HandoverPage';
export { NodeLostBanner } from './NodeLostBanner';
