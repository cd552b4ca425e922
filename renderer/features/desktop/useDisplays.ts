/** The desktop shell's displays (spec 1 §3 Display), kept fresh by displays.onDidChangeDisplays;
 *  empty in the browser and until main first answers. */
import type { Display } from '../../../shared/ipc';
import { usePlatform } from '../../platform';
import { atom, useAtomValue } from '../../state';
import { type LiveListAtom, liveListAtomOf } from './liveListAtom';

const NONE: readonly Display[] = Object.freeze([]);
const NO_LIST: LiveListAtom<Display> = atom(NONE);

export function useDisplays(): readonly Display[] {
  const { displays } = usePlatform();
  const list = displays ? liveListAtomOf(displays, 'the displays') : NO_LIST;
  return useAtomValue(list) ?? NONE;
}
