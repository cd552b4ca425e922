import type { Unsubscribe } from '../../../shared/ipc';
import { createLiveList, liveListOf } from './liveList';

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

describe('createLiveList', () => {
  it('subscribes once for all its subscribers, takes the first answer, then every change', async () => {
    const main = source([1, 2]);
    const list = createLiveList(main, 'numbers');
    const a = jest.fn();
    const b = jest.fn();
    const stopA = list.subscribe(a);
    const stopB = list.subscribe(b);
    expect(list.getSnapshot()).toBeUndefined();
    expect(main.onDidChange).toHaveBeenCalledTimes(1);
    expect(main.list).toHaveBeenCalledTimes(1);

    main.answer();
    await tick();
    expect(list.getSnapshot()).toEqual([1, 2]);
    main.emit([3]);
    expect(list.getSnapshot()).toEqual([3]);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);

    stopA();
    expect(main.listeners.size).toBe(1);
    stopB();
    expect(main.listeners.size).toBe(0);
  });

  it('keeps a change that arrives before the first answer (the answer is older)', async () => {
    const main = source([1, 2]);
    const list = createLiveList(main, 'numbers');
    list.subscribe(() => undefined);
    main.emit([7]);
    main.answer();
    await tick();
    expect(list.getSnapshot()).toEqual([7]);
  });

  it('drops an answer that lands after everyone unsubscribed, and asks again on the next subscription', async () => {
    const main = source([1]);
    const list = createLiveList(main, 'numbers');
    const listener = jest.fn();
    list.subscribe(listener)();
    main.answer();
    await tick();
    expect(list.getSnapshot()).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
    list.subscribe(listener);
    expect(main.list).toHaveBeenCalledTimes(2);
  });

  it('warns and stays unanswered when main refuses the list', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = createLiveList(
      { list: () => Promise.reject(new Error('no')), onDidChange: () => () => undefined },
      'x',
    );
    list.subscribe(() => undefined);
    await tick();
    expect(list.getSnapshot()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Could not list x', expect.any(Error));
    warn.mockRestore();
  });
});

describe('liveListOf', () => {
  it('is one list per source object', () => {
    const a = source([]);
    expect(liveListOf(a, 'a')).toBe(liveListOf(a, 'a'));
    expect(liveListOf(a, 'a')).not.toBe(liveListOf(source([]), 'b'));
  });
});
