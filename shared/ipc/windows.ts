/** IPC contract of the console's windows: the main window and views opened in separate windows. */
import type { ChannelMap, Unsubscribe } from './contract';

/** Which window a renderer runs in: the main console or a separate window showing one view. */
export type WindowKind = 'main' | 'view';

export interface CurrentWindow {
  kind: WindowKind;
  /** The view a separate window shows; null in the main window. */
  viewId: string | null;
  /** The display the window sits mostly on. */
  displayId: number;
}

export interface OpenViewRequest {
  viewId: string;
  /** Where to put the window; the caller's display when absent. */
  displayId?: number;
}

/** A view shown in its own window. */
export interface ViewWindow {
  viewId: string;
  displayId: number;
}

export interface WindowsApi {
  /**
   * Shows /view/{viewId} in a separate window on the display asked for. A view already in a
   * window is not opened twice: that window is moved to the display and focused.
   */
  openView(request: OpenViewRequest): Promise<ViewWindow>;
  /** Closes the view's separate window and asks the main window to show the view (no-op if none). */
  returnViewToMainWindow(viewId: string): Promise<void>;
  /** Describes the window the calling renderer runs in. */
  getCurrent(): Promise<CurrentWindow>;
  listViewWindows(): Promise<ViewWindow[]>;
  /** Fires with the whole list when a separate window opens, closes or changes display. */
  onDidChangeViewWindows(listener: (windows: ViewWindow[]) => void): Unsubscribe;
  /** Fires in the main window with the view id that was returned from a separate window. */
  onDidReturnViewToMainWindow(listener: (viewId: string) => void): Unsubscribe;
}

export const WINDOWS_CHANNELS = {
  openView: 'windows:openView',
  returnViewToMainWindow: 'windows:returnViewToMainWindow',
  getCurrent: 'windows:getCurrent',
  listViewWindows: 'windows:listViewWindows',
  onDidChangeViewWindows: 'windows:didChangeViewWindows',
  onDidReturnViewToMainWindow: 'windows:didReturnViewToMainWindow',
} as const satisfies ChannelMap<'windows', WindowsApi>;
