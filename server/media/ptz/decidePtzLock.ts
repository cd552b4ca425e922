/** The PTZ lock rules (spec 2 §6): who may move a camera whose control another user holds.
 *  A camera tour holds a lock of type Tour that any person's command takes over at once (issue 28:
 *  manual PTZ comes first; the tour resumes when that lock expires), and a tour never takes a
 *  person's lock. A plain function of the lock, the caller and the time, so its table is tested on
 *  its own. */

export type PtzLockType = 'Slew' | 'Tour' | 'User';
export type AllowOverride = 'sameuser' | 'no' | 'yes';

export interface PtzLockState {
  type: PtzLockType;
  userId: string;
  userName: string;
  priority: number;
  expiresAt: number;
}

export interface PtzCaller {
  userId: string;
  userName: string;
  priority: number;
  /** The user confirmed 'Another lock is in place. Do you want to override?'. */
  override: boolean;
}

export interface PtzLockDecision {
  /** Whether the command runs. */
  execute: boolean;
  allowOverride: AllowOverride;
  /** The lock after the decision (the caller's when the command runs). */
  lock: PtzLockState | undefined;
  /** Whether the holder changed (a Lock update to publish). */
  taken: boolean;
}

/** A command keeps its lock this long after the last command. */
export const PTZ_LOCK_MS = 10_000;

export function decidePtzLock(
  current: PtzLockState | undefined,
  caller: PtzCaller,
  now: number,
  type: PtzLockType = 'Slew',
): PtzLockDecision {
  const held = current && current.expiresAt > now ? current : undefined;
  const mine = (): PtzLockState => ({
    type,
    userId: caller.userId,
    userName: caller.userName,
    priority: caller.priority,
    expiresAt: now + PTZ_LOCK_MS,
  });
  if (!held) return { execute: true, allowOverride: 'sameuser', lock: mine(), taken: true };
  if (held.userId === caller.userId) return { execute: true, allowOverride: 'sameuser', lock: mine(), taken: false };
  // A patrol gives way to a person without asking them to confirm an override.
  if (held.type === 'Tour' && type !== 'Tour')
    return { execute: true, allowOverride: 'sameuser', lock: mine(), taken: true };
  if (held.priority > caller.priority) return { execute: false, allowOverride: 'no', lock: held, taken: false };
  if (caller.override) return { execute: true, allowOverride: 'sameuser', lock: mine(), taken: true };
  return { execute: false, allowOverride: 'yes', lock: held, taken: false };
}
