/** A subscription's stream narrowed to the items a predicate keeps; ending it ends the source
 *  (so the bus listener behind it is released at once, not at the next item). */
export function filterSubscription<T>(
  source: AsyncIterable<unknown>,
  keep: (item: T) => boolean,
): AsyncIterableIterator<T> {
  const inner = source[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<T> = {
    next: async () => {
      for (;;) {
        const { value, done } = await inner.next();
        if (done) return { value: undefined, done: true };
        if (keep(value as T)) return { value: value as T, done: false };
      }
    },
    return: async () => {
      await inner.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
