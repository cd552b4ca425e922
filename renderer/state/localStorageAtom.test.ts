import { createStore } from 'jotai/vanilla';
import { jsonCodec, localStorageAtom, localStorageAtomFamily, readStoredValue } from './localStorageAtom';

const numbers = jsonCodec<number[]>((parsed) => (Array.isArray(parsed) ? parsed.filter(Number.isFinite) : undefined));

describe('localStorageAtom', () => {
  beforeEach(() => window.localStorage.clear());

  it.each<[string, string | null, number[]]>([
    ['no stored value: the fallback', null, [0]],
    ['a stored value loads', '[1,2]', [1, 2]],
    ['unreadable JSON: the fallback', '{not json', [0]],
    ['a value of another shape: the fallback', '{"a":1}', [0]],
  ])('%s', (_, raw, expected) => {
    if (raw !== null) window.localStorage.setItem('k', raw);
    expect(createStore().get(localStorageAtom('k', [0], numbers))).toEqual(expected);
  });

  it('writes through on set, and keeps the value for the page when storage refuses it', () => {
    const stored = localStorageAtom('k', [0], numbers);
    const store = createStore();
    store.set(stored, [3]);
    expect(window.localStorage.getItem('k')).toBe('[3]');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    store.set(stored, [4]);
    expect(store.get(stored)).toEqual([4]);
    expect(readStoredValue('k', numbers)).toEqual([3]);
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('a family gives one atom per key', () => {
    const family = localStorageAtomFamily((user: string) => `cells.${user}`, [0], numbers);
    expect(family('u1')).toBe(family('u1'));
    expect(family('u1')).not.toBe(family('u2'));
  });
});
