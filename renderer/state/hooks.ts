/** The hooks features use to read and change UI state (features never import jotai). */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { playerConnectionAtom } from './settingsAtoms';
import { openTabsAtom, progressAtom, sidebarAtom, startSidebarAtom, tabNamesAtom } from './workspaceAtoms';

export const useSidebar = () => useAtom(sidebarAtom);
/** Places the sidebar as the workspace starts; see startSidebarAtom. */
export const useStartSidebar = () => useSetAtom(startSidebarAtom);
export const useOpenTabs = () => useAtom(openTabsAtom);
export const useTabNames = () => useAtom(tabNamesAtom);
export const useProgress = () => useAtomValue(progressAtom);
export const useSetProgress = () => useSetAtom(progressAtom);
export const usePlayerConnection = () => useAtom(playerConnectionAtom);
