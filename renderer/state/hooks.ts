/** The hooks features use to read and change UI state (features never import jotai). */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { playerConnectionAtom, shellSettingsAtom } from './settingsAtoms';
import { openTabsAtom, progressAtom, sidebarAtom } from './workspaceAtoms';

export const useSidebar = () => useAtom(sidebarAtom);
export const useOpenTabs = () => useAtom(openTabsAtom);
export const useProgress = () => useAtomValue(progressAtom);
export const useSetProgress = () => useSetAtom(progressAtom);
export const useShellSettings = () => useAtom(shellSettingsAtom);
export const usePlayerConnection = () => useAtom(playerConnectionAtom);
