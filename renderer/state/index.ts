/** UI state of the console (jotai lives here only; server data stays in urql's cache). */
export { usePlayerConnection, useOpenTabs, useProgress, useSetProgress, useShellSettings, useSidebar } from './hooks';
export {
  DEFAULT_SHELL_SETTINGS,
  type PlayerConnection,
  SHELL_SETTINGS_STORAGE_KEY,
  type ShellSettings,
} from './settingsAtoms';
export { StateProvider } from './StateProvider';
export { type Progress, type SidebarState, VIEW_ACTIVITY_ID, type WorkspaceTab } from './workspaceAtoms';
