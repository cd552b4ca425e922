/** IPC contract of the displays (monitors) the desktop shell can place windows and cast views on. */
import type { ChannelMap, Unsubscribe } from './contract';

/** Spec 1 §3 Display: one monitor as the console sees it. */
export interface Display {
  /** The operating system's display id (stable while the monitor stays connected). */
  id: number;
  /** 'Display 1', 'Display 2' … in `index` order. */
  name: string;
  isPrimary: boolean;
  /** How many Vantage windows (main and separate) sit mostly on this display. */
  windowCount: number;
  /** 0-based position: the primary display first, then the others left to right, top to bottom. */
  index: number;
}

export interface DisplaysApi {
  list(): Promise<Display[]>;
  /** Fires with the whole new list when a display is added, removed or changes, or a window moves. */
  onDidChangeDisplays(listener: (displays: Display[]) => void): Unsubscribe;
}

export const DISPLAYS_CHANNELS = {
  list: 'displays:list',
  onDidChangeDisplays: 'displays:didChange',
} as const satisfies ChannelMap<'displays', DisplaysApi>;
