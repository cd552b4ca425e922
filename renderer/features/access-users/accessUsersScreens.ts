/** The screens of this feature, in one chunk loaded when an administrator first opens one. */
export { RealmSettingsSection } from './RealmSettingsSection';
export { UserAuditSection } from './UserAuditSection';
export { UsersSection } from './UsersSection';
export { VisualConfigEditor } from './VisualConfigEditor';
