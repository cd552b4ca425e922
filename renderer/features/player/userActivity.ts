/** The user's activity anywhere in the console window (spec 2 §4 Idle: an idle-stopped player
 *  restarts on activity, and activity puts the idle stop off): one set of window listeners shared
 *  by every player, telling at most once per ACTIVITY_THROTTLE_MS, since pointer moves come in
 *  dozens a second. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
export const ACTIVITY_THROTTLE_MS = 1_000;

const listeners = new Set<() => void>();
let lastTold = Number.NEGATIVE_INFINITY;

function onEvent(): void {
  const now = Date.now();
  if (now - lastTold < ACTIVITY_THROTTLE_MS) return;
  lastTold = now;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on user activity; returns the function that stops it. */
export function onUserActivity(listener: () => void): () => void {
  if (listeners.size === 0) {
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onEvent, { capture: true });
    lastTold = Number.NEGATIVE_INFINITY;
  };
}
