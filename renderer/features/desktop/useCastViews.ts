/** The views shown in separate desktop windows now (cast.list, kept fresh by cast.onDidChange);
 *  empty in the browser and until main first answers. */
import { useSyncExternalStore } from 'react';
import type { CastView } from '../../../shared/ipc';
import { usePlatform } from '../../platform';
import { type LiveList, liveListOf } from './liveList';

const NONE: readonly CastView[] = Object.freeze([]);
const NO_LIST: LiveList<CastView> = { subscribe: () => () => undefined, getSnapshot: () => NONE };

export function useCastViews(): readonly CastView[] {
  const { separateWindows } = usePlatform();
  const list = separateWindows ? liveListOf(separateWindows, 'the separate windows') : NO_LIST;
  return useSyncExternalStore(list.subscribe, list.getSnapshot) ?? NONE;
}
