/** Spec 1 §3 View inWindow / displayId / rect and the current-view update's windowProps, from the
 *  separate windows main reports (pure; the views feature applies them). */
import type { CastView } from '../../../shared/ipc';
import type { View, ViewRect } from '../../../shared/views';

export interface ViewCastState {
  /** The view shows in a separate window. */
  inWindow: boolean;
  /** The display that window is on now; null when the view is not in a separate window. */
  displayId: number | null;
  /** That window's bounds in screen pixels; null when the view is not in a separate window. */
  rect: ViewRect | null;
}

/** Where a view is: in a separate window (on which display, with which bounds) or not. */
export function castStateOf(viewId: string, casts: readonly CastView[]): ViewCastState {
  const cast = casts.find((candidate) => candidate.viewId === viewId);
  return cast
    ? { inWindow: true, displayId: cast.displayId, rect: { ...cast.rect } }
    : { inWindow: false, displayId: null, rect: null };
}

function sameRect(a: ViewRect | null | undefined, b: ViewRect | null): boolean {
  if (!a || !b) return (a ?? null) === b;
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** The view with inWindow, displayId and rect as main reports them; the same object when nothing differs. */
export function withCastState(view: View, casts: readonly CastView[]): View {
  const state = castStateOf(view.id, casts);
  if (
    (view.inWindow ?? false) === state.inWindow &&
    (view.displayId ?? null) === state.displayId &&
    sameRect(view.rect, state.rect)
  ) {
    return view;
  }
  return { ...view, ...state };
}

/** One separate window as the workspace configuration keeps it (windowProps). */
export interface SeparateWindowProps {
  viewId: string;
  displayId: number;
  /** The display the view was cast to (it returns there when that display comes back). */
  homeDisplayId: number;
  rect: ViewRect;
}

/** The current-view update's windowProps in the desktop shell: the separate windows, in opening order. */
export interface WindowProps {
  separateWindows: SeparateWindowProps[];
}

export function castWindowProps(casts: readonly CastView[]): WindowProps {
  return {
    separateWindows: casts.map((cast) => ({
      viewId: cast.viewId,
      displayId: cast.displayId,
      homeDisplayId: cast.homeDisplayId,
      rect: { ...cast.rect },
    })),
  };
}
