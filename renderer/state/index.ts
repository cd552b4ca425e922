/** UI state of the console (jotai lives here only; server data stays in urql's cache). */
export { usePlayerConnection, useOpenTabs, useProgress, useSetProgress, useSidebar, useStartSidebar } from './hooks';
export { type PlayerConnection } from './settingsAtoms';
export { StateProvider } from './StateProvider';
export { type Progress, type SidebarState, VIEW_ACTIVITY_ID, type WorkspaceTab } from './workspaceAtoms';
