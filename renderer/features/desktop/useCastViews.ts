/** The views shown in separate desktop windows now (cast.list, kept fresh by cast.onDidChange);
 *  empty in the browser and until main first answers. */
import type { CastView } from '../../../shared/ipc';
import { usePlatform } from '../../platform';
import { atom, useAtomValue } from '../../state';
import { type LiveListAtom, liveListAtomOf } from './liveListAtom';

const NONE: readonly CastView[] = Object.freeze([]);
const NO_LIST: LiveListAtom<CastView> = atom(NONE);

export function useCastViews(): readonly CastView[] {
  const { separateWindows } = usePlatform();
  const list = separateWindows ? liveListAtomOf(separateWindows, 'the separate windows') : NO_LIST;
  return useAtomValue(list) ?? NONE;
}
