/** Hooks the views feature uses for its UI state (built on the state module's primitives). */
import { useAtom, useAtomValue, useStore } from '../../state';
import { useMemo } from 'react';
import { activeViewIdAtom, viewEditAtom } from './viewsAtoms';

export const useActiveViewId = () => useAtom(activeViewIdAtom);
export const useViewEdit = () => useAtom(viewEditAtom);
/** True while a view is in edit mode (the shell keeps the View panel open then, spec 1 §4). */
export const useIsEditingView = () => useAtomValue(viewEditAtom) !== null;

/** Reads the view in edit mode at the moment of the call (not of the last render), so a handler
 *  run right after another sees its change. */
export function useLatestViewState() {
  const store = useStore();
  return useMemo(
    () => ({
      edit: () => store.get(viewEditAtom),
    }),
    [store],
  );
}
