/** The storage-backed atom helper: atoms whose value is kept in localStorage under one key (read
 *  once per store, written on every set), and the same reads and writes for the few values needed
 *  before any store exists (the language). The console touches localStorage nowhere else. */
import { atom, type WritableAtom } from 'jotai';

export interface StoredValueCodec<T> {
  /** undefined for a value this version cannot read: the fallback is used instead. */
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

export type StoredAtom<T> = WritableAtom<T, [T], void>;

export function localStorageAtom<T>(key: string, fallback: T, codec: StoredValueCodec<T>): StoredAtom<T> {
  // Unset in a new store (after logout or a realm change): the saved value is read again.
  const base = atom<{ value: T } | undefined>(undefined);
  return atom(
    (get) => {
      const set = get(base);
      return set ? set.value : (readStoredValue(key, codec) ?? fallback);
    },
    (_get, set, value: T) => {
      set(base, { value });
      writeStoredValue(key, codec, value);
    },
  );
}

/** One stored atom per key, made on first use (e.g. per user and realm): two owners asking for
 *  the same key share it, so a write through one is seen by the other. */
export function localStorageAtomFamily<P extends unknown[], T>(
  keyOf: (...params: P) => string,
  fallback: T,
  codec: StoredValueCodec<T>,
): (...params: P) => StoredAtom<T> {
  const atoms = new Map<string, StoredAtom<T>>();
  return (...params) => {
    const key = keyOf(...params);
    let stored = atoms.get(key);
    if (!stored) {
      stored = localStorageAtom(key, fallback, codec);
      atoms.set(key, stored);
    }
    return stored;
  };
}

/** The stored value, or undefined when there is none, it cannot be read or storage is disabled. */
export function readStoredValue<T>(key: string, codec: StoredValueCodec<T>): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : codec.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStoredValue<T>(key: string, codec: StoredValueCodec<T>, value: T): void {
  try {
    window.localStorage.setItem(key, codec.serialize(value));
  } catch (error) {
    // Storage can be full or disabled: the value still holds for this page.
    console.warn(`Could not store '${key}'`, error);
  }
}

/** A codec for JSON values, keeping only what `accept` recognises (damaged entries are dropped). */
export function jsonCodec<T>(accept: (parsed: unknown) => T | undefined): StoredValueCodec<T> {
  return {
    parse: (raw) => {
      try {
        return accept(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}
