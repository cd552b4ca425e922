/** The desktop shell's displays (spec 1 §3 Display), kept fresh by displays.onDidChangeDisplays;
 *  empty in the browser and until main first answers. */
import { useSyncExternalStore } from 'react';
import type { Display } from '../../../shared/ipc';
import { usePlatform } from '../../platform';
import { type LiveList, liveListOf } from './liveList';

const NONE: readonly Display[] = Object.freeze([]);
const NO_LIST: LiveList<Display> = { subscribe: () => () => undefined, getSnapshot: () => NONE };

export function useDisplays(): readonly Display[] {
  const { displays } = usePlatform();
  const list = displays ? liveListOf(displays, 'the displays') : NO_LIST;
  return useSyncExternalStore(list.subscribe, list.getSnapshot) ?? NONE;
}
