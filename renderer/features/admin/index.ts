/** Administration as the shell knows it: the admin view groups of spec 1 §2.5, the section routes
 *  of §2.2, and the section view slot the administration issue fills. */
export { type AdminAction, type AdminRoute, adminSectionForPath } from './adminSectionForPath';
export { AdminGroupPanel } from './AdminGroupPanel';
export { adminRouteTitle } from './adminRouteTitle';
export { AdminSectionView } from './AdminSectionView';
export {
  ADMIN_SECTION_IDS,
  ADMIN_VIEW_GROUPS,
  type AdminSectionId,
  type AdminView,
  type AdminViewGroup,
  type AdminVisibility,
  findAdminView,
  isAdminViewAllowed,
  visibleAdminGroups,
  visibleAdminViews,
} from './adminViewGroups';
