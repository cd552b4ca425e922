/** The settings panel of spec 1 §2.7, and the administrator's installation settings (issue 34),
 *  loaded when first opened, so the console's first load does not carry the administration screen. */
import { lazy } from 'react';

export { requestAudioPermission } from './requestAudioPermission';
export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';

export const InstallationSettingsSection = lazy(async () => ({
  default: (await import(/* webpackChunkName: "installation-settings" */ './InstallationSettingsSection'))
    .InstallationSettingsSection,
}));
