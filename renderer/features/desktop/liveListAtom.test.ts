import type { Unsubscribe } from '../../../shared/ipc';
import { createStore } from '../../state';
import { createLiveListAtom, liveListAtomOf } from './liveListAtom';

function source(first: number[]) {
  const listeners = new Set<(items: number[]) => void>();
  let answer: (items: number[]) => void = () => undefined;
  return {
    list: jest.fn(
      () =>
        new Promise<number[]>((resolve) => {
          answer = resolve;
        }),
    ),
    onDidChange: jest.fn((listener: (items: number[]) => void): Unsubscribe => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    answer: () => answer(first),
    emit: (items: number[]) => listeners.forEach((listener) => listener(items)),
    listeners,
  };
}

const tick = () => new Promise((done) => setTimeout(done, 0));

describe('createLiveListAtom', () => {
  it('subscribes once for all its subscribers, takes the first answer, then every change', async () => {
    const main = source([1, 2]);
    const list = createLiveListAtom(main, 'numbers');
    const store = createStore();
    const a = jest.fn();
    const b = jest.fn();
    const stopA = store.sub(list, a);
    const stopB = store.sub(list, b);
    expect(store.get(list)).toBeUndefined();
    expect(main.onDidChange).toHaveBeenCalledTimes(1);
    expect(main.list).toHaveBeenCalledTimes(1);

    main.answer();
    await tick();
    expect(store.get(list)).toEqual([1, 2]);
    main.emit([3]);
    expect(store.get(list)).toEqual([3]);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);

    stopA();
    expect(main.listeners.size).toBe(1);
    stopB();
    expect(main.listeners.size).toBe(0);
  });

  it('keeps a change that arrives before the first answer (the answer is older)', async () => {
    const main = source([1, 2]);
    const list = createLiveListAtom(main, 'numbers');
    const store = createStore();
    store.sub(list, () => undefined);
    main.emit([7]);
    main.answer();
    await tick();
    expect(store.get(list)).toEqual([7]);
  });

  it('drops an answer that lands after everyone unsubscribed, and asks again on the next subscription', async () => {
    const main = source([1]);
    const list = createLiveListAtom(main, 'numbers');
    const store = createStore();
    const listener = jest.fn();
    store.sub(list, listener)();
    main.answer();
    await tick();
    expect(store.get(list)).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
    store.sub(list, listener);
    expect(main.list).toHaveBeenCalledTimes(2);
  });

  it('starts afresh in a new store (after logout): it asks main again', async () => {
    const main = source([1]);
    const list = createLiveListAtom(main, 'numbers');
    const before = createStore();
    const stop = before.sub(list, () => undefined);
    main.answer();
    await tick();
    expect(before.get(list)).toEqual([1]);
    stop();
    const after = createStore();
    after.sub(list, () => undefined);
    expect(after.get(list)).toBeUndefined();
    expect(main.list).toHaveBeenCalledTimes(2);
  });

  it('warns and stays unanswered when main refuses the list', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = createLiveListAtom(
      { list: () => Promise.reject(new Error('no')), onDidChange: () => () => undefined },
      'x',
    );
    const store = createStore();
    store.sub(list, () => undefined);
    await tick();
    expect(store.get(list)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Could not list x', expect.any(Error));
    warn.mockRestore();
  });
});

describe('liveListAtomOf', () => {
  it('is one atom per source object', () => {
    const a = source([]);
    expect(liveListAtomOf(a, 'a')).toBe(liveListAtomOf(a, 'a'));
    expect(liveListAtomOf(a, 'a')).not.toBe(liveListAtomOf(source([]), 'b'));
  });
});
