/** An atom whose value is kept in localStorage under one key (read once, written on every set). */
import { atom, type WritableAtom } from 'jotai';

export interface StoredValueCodec<T> {
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

export function localStorageAtom<T>(key: string, fallback: T, codec: StoredValueCodec<T>): WritableAtom<T, [T], void> {
  const base = atom<T | undefined>(undefined);
  return atom(
    (get) => get(base) ?? readStored(key, codec) ?? fallback,
    (_get, set, value: T) => {
      set(base, value);
      try {
        window.localStorage.setItem(key, codec.serialize(value));
      } catch (error) {
        // Storage can be full or disabled: the value still holds for this page.
        console.warn(`Could not store '${key}'`, error);
      }
    },
  );
}

function readStored<T>(key: string, codec: StoredValueCodec<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : codec.parse(raw);
  } catch {
    return undefined;
  }
}
