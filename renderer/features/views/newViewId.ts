/** Ids for new views and layout nodes: random, URL-safe and short. */
export function newViewId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random
    ? random.replace(/-/g, '').slice(0, 16)
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
