/** UI state of the workspace frame: the activity bar's active item and sidebar, the open tabs,
 *  and the status bar's progress. */
import { atom } from 'jotai';
import { DEFAULT_WORKSPACE_SETTINGS } from '../../shared/views';

/** The activity item whose panel the sidebar shows, and whether the sidebar is open. */
export interface SidebarState {
  activeItemId: string;
  open: boolean;
}

/** The View item is the one the sidebar starts on (spec 1 §2.6). */
export const VIEW_ACTIVITY_ID = 'view';

/** Null until the user or the workspace's start has placed the sidebar. */
const sidebarPlaced = atom<SidebarState | null>(null);

/** Until the workspace configuration says otherwise, the sidebar shows the View panel as the
 *  default of 'Open view list on start' does. */
export const sidebarAtom = atom(
  (get): SidebarState =>
    get(sidebarPlaced) ?? { activeItemId: VIEW_ACTIVITY_ID, open: DEFAULT_WORKSPACE_SETTINGS.openViewListOnStart },
  (_get, set, next: SidebarState) => set(sidebarPlaced, next),
);

/** The workspace starts (its configuration has loaded): the setting 'Open view list on start'
 *  opens the View panel or keeps the sidebar closed — unless the user has moved it meanwhile. */
export const startSidebarAtom = atom(null, (get, set, openViewList: boolean) => {
  if (get(sidebarPlaced) === null) set(sidebarPlaced, { activeItemId: VIEW_ACTIVITY_ID, open: openViewList });
});

/** One tab of the main area: a route of the workspace (/view/…) and the title it shows. */
export interface WorkspaceTab {
  path: string;
}

export const openTabsAtom = atom<WorkspaceTab[]>([]);

/** The names pages give their tabs (a camera page's tab shows the camera's name, not its id),
 *  by the path of the tab: an admin item's page without its sub-tab, /view/camera/edit/{id}. */
export const tabNamesAtom = atom<Readonly<Record<string, string>>>({});

/** A long task the status bar shows; without a fraction the bar is indeterminate. */
export interface Progress {
  label: string;
  /** 0 to 1. */
  fraction?: number;
  /** When present, the status bar offers Stop. */
  onStop?: () => void;
}

export const progressAtom = atom<Progress | null>(null);
