/** The settings panel of spec 1 §2.7, and the administrator's installation settings (issue 34). */
export { requestAudioPermission } from './requestAudioPermission';
export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
export { InstallationSettingsSection } from './InstallationSettingsSection';
