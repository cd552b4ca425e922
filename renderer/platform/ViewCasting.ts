/** Desktop only (spec 1 §2.8, §6): casting a view to another display, in its own window. */
import type { Display } from '../../shared/ipc/displays';

export interface ViewCasting {
  listDisplays(): Promise<Display[]>;
  /** Shows the view in a separate window on the display (moved there if already open). */
  castView(viewId: string, displayId: number): Promise<void>;
}
