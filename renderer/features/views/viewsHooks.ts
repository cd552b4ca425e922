/** Hooks the views feature uses for its UI state (built on the state module's primitives). */
import { useAtom, useAtomValue, useStore } from '../../state';
import { useMemo } from 'react';
import {
  activeViewIdAtom,
  pendingConfigAtom,
  pendingCurrentViewAtom,
  pendingSharedViewsAtom,
  viewEditAtom,
} from './viewsAtoms';

export const useActiveViewId = () => useAtom(activeViewIdAtom);
export const useViewEdit = () => useAtom(viewEditAtom);
/** True while a view is in edit mode (the shell keeps the View panel open then, spec 1 §4). */
export const useIsEditingView = () => useAtomValue(viewEditAtom) !== null;
export const usePendingConfig = () => useAtom(pendingConfigAtom);
export const usePendingSharedViews = () => useAtom(pendingSharedViewsAtom);
export const usePendingCurrentView = () => useAtom(pendingCurrentViewAtom);

/** Reads the unconfirmed writes at the moment of the call (not of the last render), so two quick
 *  writes build on each other. */
export function usePendingReaders() {
  const store = useStore();
  return useMemo(
    () => ({
      config: () => store.get(pendingConfigAtom),
      sharedViews: () => store.get(pendingSharedViewsAtom),
      currentView: () => store.get(pendingCurrentViewAtom),
      edit: () => store.get(viewEditAtom),
    }),
    [store],
  );
}
