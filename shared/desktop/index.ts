/** Pure helpers about the desktop application that more than one process needs. */
export {
  INSTALLER_PLATFORMS,
  type InstallerPlatform,
  type InstallerUrlInput,
  installerFileName,
  installerUrl,
} from './installerUrl';
