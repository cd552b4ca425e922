/** One shared, lazily subscribed copy of a list main keeps fresh (displays, separate windows): the
 *  first subscriber subscribes to its change event and asks for the list, the last one unsubscribes. */
import type { Unsubscribe } from '../../../shared/ipc';

export interface LiveListSource<T> {
  list(): Promise<T[]>;
  onDidChange(listener: (items: T[]) => void): Unsubscribe;
}

/** A store for React's useSyncExternalStore: the snapshot is undefined until main first answers. */
export interface LiveList<T> {
  subscribe(onStoreChange: () => void): () => void;
  getSnapshot(): readonly T[] | undefined;
}

export function createLiveList<T>(source: LiveListSource<T>, what: string): LiveList<T> {
  const listeners = new Set<() => void>();
  let items: readonly T[] | undefined;
  let stop: Unsubscribe | undefined;
  // Bumped on every (re)subscription and unsubscription, so a late list() answer is dropped.
  let round = 0;

  const set = (next: readonly T[]) => {
    items = Object.freeze([...next]);
    for (const listener of [...listeners]) listener();
  };

  const start = () => {
    const mine = ++round;
    let changed = false;
    stop = source.onDidChange((next) => {
      changed = true;
      set(next);
    });
    source.list().then(
      // An event that arrived meanwhile is newer than this answer.
      (first) => {
        if (mine === round && !changed) set(first);
      },
      (error: unknown) => console.warn(`Could not list ${what}`, error),
    );
  };

  return {
    subscribe(onStoreChange) {
      listeners.add(onStoreChange);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(onStoreChange) || listeners.size > 0) return;
        round++;
        stop?.();
        stop = undefined;
      };
    },
    getSnapshot: () => items,
  };
}

const lists = new WeakMap<object, LiveList<unknown>>();

/** The one live list of a source object (the Platform's capability), made on first use. */
export function liveListOf<T>(source: LiveListSource<T>, what: string): LiveList<T> {
  let list = lists.get(source) as LiveList<T> | undefined;
  if (!list) {
    list = createLiveList(source, what);
    lists.set(source, list as LiveList<unknown>);
  }
  return list;
}
