/** The settings panel of spec 1 §2.7. */
export { requestAudioPermission } from './requestAudioPermission';
export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
