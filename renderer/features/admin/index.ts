/** Administration as the shell knows it: the admin view groups of spec 1 §2.5, the section routes
 *  of §2.2, and the section view slot the administration issue fills; and the kit the device
 *  administration screens are built from (section page, table, query states, health, form footer,
 *  save warnings). */
export { type AdminAction, type AdminRouteHandle, adminRoutes } from './adminRoutes';
export { type AdminRoute, adminSectionForPath } from './adminSectionForPath';
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
export { AdminFormFooter, type AdminFormFooterProps } from './AdminFormFooter';
export { AdminListPage, type AdminListPageProps } from './AdminListPage';
export { adminErrorMessage, AdminQueryState, type AdminQueryStateProps } from './AdminQueryState';
export { AdminTable, type AdminTableProps } from './AdminTable';
export { deviceCacheUpdates } from './deviceCacheUpdates';
export { HealthStatus } from './HealthStatus';
export {
  type AvatarStorageData,
  AvatarStorageQuery,
  CameraScopeChoicesFields,
  DeviceLogQuery,
  OperationWarningFields,
  warningsByField,
} from './adminDocuments';
export { useObjectUpdateRefresh } from './useObjectUpdateRefresh';
