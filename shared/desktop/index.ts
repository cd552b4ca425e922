/** Pure helpers about the desktop application that more than one process needs. */
export {
  type CastPlan,
  type CastTarget,
  type ViewForCasting,
  type WallForCasting,
  castTargets,
  planCast,
} from './castTargets';
export {
  INSTALLER_PLATFORMS,
  type InstallerPlatform,
  type InstallerUrlInput,
  installerFileName,
  installerUrl,
} from './installerUrl';
export {
  isSeparateWindowPath,
  isValidViewId,
  MAX_VIEW_ID_LENGTH,
  NEW_VIEW_SEGMENT,
  parseViewWindowPath,
  VIEW_ROUTE_PREFIX,
  viewWindowPath,
  viewWindowUrl,
} from './viewWindowRoutes';
