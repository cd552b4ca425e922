/** IPC contract of the console's windows: which one a renderer runs in (main, or a separate view window). */
import type { ChannelMap } from './contract';

/** Which window a renderer runs in: the main console or a separate window showing one cast view. */
export type WindowKind = 'main' | 'view';

export interface CurrentWindow {
  kind: WindowKind;
  /**
   * The view a separate window shows; null in the main window. In a separate window only /view/
   * and /view/{viewId} exist (spec 1 §2.2): other routes show 'Separate Window'.
   */
  viewId: string | null;
  /** The display the window sits mostly on. */
  displayId: number;
}

export interface WindowsApi {
  /**
   * Describes the window the calling renderer runs in. A separate window shows a 'return view to
   * main window' control (`cast.returnViewToMainWindow(viewId)`) for its view. When main shows
   * another view in a separate window it loads /view/{otherId} there, so the page starts afresh
   * and asks again.
   */
  getCurrent(): Promise<CurrentWindow>;
}

export const WINDOWS_CHANNELS = {
  getCurrent: 'windows:getCurrent',
} as const satisfies ChannelMap<'windows', WindowsApi>;
