/** The wall display page (issue 30; spec 3 §2.12): /wall, paired with a video wall's display by a
 *  code, then showing what the wall puts there. */
export { WallDisplayPage } from './WallDisplayPage';
