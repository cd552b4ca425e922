/** The system check, interface list and interface choice of spec 1 §2.2 and §4, and /main. */
import { lazy } from 'react';

/** The page loads after sign-in in a chunk of its own: its install dialog brings the dialog
 *  primitive, which the login page does not need. Render it under a Suspense boundary. */
export const GuiListPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "guilist" */ './GuiListPage')).GuiListPage,
}));
export { AVATAR_ACTIVATION_PATH, CAMERA_ADD_PATH, firstConfiguredViewId, routeForSolid } from './interfaceChoice';
export { MainRedirect } from './MainRedirect';
export { clockSkewSeconds, isSystemQuiet } from './systemCheck';
