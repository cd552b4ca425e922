/** The system check, interface list and interface choice of spec 1 §2.2 and §4, and /main. */
export { GuiListPage } from './GuiListPage';
export { AVATAR_ACTIVATION_PATH, CAMERA_ADD_PATH, firstConfiguredViewId, routeForSolid } from './interfaceChoice';
export { MainRedirect } from './MainRedirect';
export { clockSkewSeconds, isSystemQuiet, visibleReasons } from './systemCheck';
