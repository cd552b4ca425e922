/** For the views feature: the separate windows as View fields (inWindow, displayId, rect) and as the
 *  current-view update's windowProps. In the browser views pass through and windowProps is null. */
import { useCallback, useMemo } from 'react';
import type { CastView } from '../../../shared/ipc';
import type { View } from '../../../shared/views';
import { usePlatform } from '../../platform';
import { castStateOf, castWindowProps, type ViewCastState, type WindowProps, withCastState } from './castState';
import { useCastViews } from './useCastViews';

export interface CastState {
  /** The views in separate windows now (empty in the browser). */
  casts: readonly CastView[];
  /** Where one view is now. */
  stateOf(viewId: string): ViewCastState;
  /** The view with inWindow / displayId / rect from main (desktop); the view itself in the browser. */
  apply(view: View): View;
  /** What updateSolidConfigCurrentView's windowProps should carry: null in the browser. */
  windowProps: WindowProps | null;
}

export function useCastState(): CastState {
  const desktop = usePlatform().separateWindows !== undefined;
  const casts = useCastViews();
  const stateOf = useCallback((viewId: string) => castStateOf(viewId, casts), [casts]);
  const apply = useCallback((view: View) => (desktop ? withCastState(view, casts) : view), [desktop, casts]);
  const windowProps = useMemo(() => (desktop ? castWindowProps(casts) : null), [desktop, casts]);
  return useMemo(() => ({ casts, stateOf, apply, windowProps }), [casts, stateOf, apply, windowProps]);
}
