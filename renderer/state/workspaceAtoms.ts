/** UI state of the workspace frame: the activity bar's active item and sidebar, the open tabs,
 *  and the status bar's progress. */
import { atom } from 'jotai';
import { openViewListOnStartAtom } from './settingsAtoms';

/** The activity item whose panel the sidebar shows, and whether the sidebar is open. */
export interface SidebarState {
  activeItemId: string;
  open: boolean;
}

/** The View item is the one the sidebar starts on (spec 1 §2.6). */
export const VIEW_ACTIVITY_ID = 'view';

const sidebarOverride = atom<SidebarState | undefined>(undefined);

/** Starts open on the view list when the setting 'Open view list on start' is on. */
export const sidebarAtom = atom(
  (get): SidebarState => get(sidebarOverride) ?? { activeItemId: VIEW_ACTIVITY_ID, open: get(openViewListOnStartAtom) },
  (_get, set, next: SidebarState) => set(sidebarOverride, next),
);

/** One tab of the main area: a route of the workspace (/view/…) and the title it shows. */
export interface WorkspaceTab {
  path: string;
}

export const openTabsAtom = atom<WorkspaceTab[]>([]);

/** A long task the status bar shows; without a fraction the bar is indeterminate. */
export interface Progress {
  label: string;
  /** 0 to 1. */
  fraction?: number;
  /** When present, the status bar offers Stop. */
  onStop?: () => void;
}

export const progressAtom = atom<Progress | null>(null);
