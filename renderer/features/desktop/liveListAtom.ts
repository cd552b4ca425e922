/** One shared, lazily subscribed copy of a list main keeps fresh (displays, separate windows), as
 *  an atom: the first subscriber in a store subscribes to the list's change event and asks for the
 *  list, the last one unsubscribes. A new store (after logout) asks afresh. */
import type { Unsubscribe } from '../../../shared/ipc';
import { type Atom, atom } from '../../state';

export interface LiveListSource<T> {
  list(): Promise<T[]>;
  onDidChange(listener: (items: T[]) => void): Unsubscribe;
}

/** undefined until main first answers. */
export type LiveListAtom<T> = Atom<readonly T[] | undefined>;

export function createLiveListAtom<T>(source: LiveListSource<T>, what: string): LiveListAtom<T> {
  const items = atom<readonly T[] | undefined>(undefined);
  items.onMount = (set) => {
    let active = true;
    let changed = false;
    const stop = source.onDidChange((next) => {
      changed = true;
      set(Object.freeze([...next]));
    });
    source.list().then(
      // An event that arrived meanwhile is newer than this answer; after unmount nobody listens.
      (first) => {
        if (active && !changed) set(Object.freeze([...first]));
      },
      (error: unknown) => console.warn(`Could not list ${what}`, error),
    );
    return () => {
      active = false;
      stop();
    };
  };
  return atom((get) => get(items));
}

const atoms = new WeakMap<object, LiveListAtom<unknown>>();

/** The one live-list atom of a source object (the Platform's capability), made on first use. */
export function liveListAtomOf<T>(source: LiveListSource<T>, what: string): LiveListAtom<T> {
  let found = atoms.get(source) as LiveListAtom<T> | undefined;
  if (!found) {
    found = createLiveListAtom(source, what);
    atoms.set(source, found as LiveListAtom<unknown>);
  }
  return found;
}
