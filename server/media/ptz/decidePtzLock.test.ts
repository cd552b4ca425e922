import { decidePtzLock, PTZ_LOCK_MS, type PtzLockState, type PtzLockType } from './decidePtzLock';

const lock = (userId: string, priority: number, expiresAt = 10_000, type: PtzLockType = 'Slew'): PtzLockState => ({
  type,
  userId,
  userName: userId,
  priority,
  expiresAt,
});
const caller = (userId: string, priority: number, override = false) => ({
  userId,
  userName: userId,
  priority,
  override,
});

describe('decidePtzLock', () => {
  it.each([
    ['no lock', undefined, caller('a', 1), true, 'sameuser', 'a', true],
    ['an expired lock of another user', lock('b', 9, 500), caller('a', 1), true, 'sameuser', 'a', true],
    ['my own lock', lock('a', 1), caller('a', 1), true, 'sameuser', 'a', false],
    ['a higher-priority lock', lock('b', 5), caller('a', 3), false, 'no', 'b', false],
    ['a higher-priority lock, override asked', lock('b', 5), caller('a', 3, true), false, 'no', 'b', false],
    ['an equal-priority lock', lock('b', 3), caller('a', 3), false, 'yes', 'b', false],
    ['a lower-priority lock', lock('b', 1), caller('a', 3), false, 'yes', 'b', false],
    ['a lower-priority lock, override confirmed', lock('b', 1), caller('a', 3, true), true, 'sameuser', 'a', true],
  ] as const)('%s', (_name, current, who, execute, allowOverride, holder, taken) => {
    const decision = decidePtzLock(current, who, 1000);
    expect(decision).toMatchObject({ execute, allowOverride, taken });
    expect(decision.lock?.userId).toBe(holder);
    if (execute) expect(decision.lock?.expiresAt).toBe(1000 + PTZ_LOCK_MS);
  });

  // Issue 28: a tour (priority 0, below every role) yields to people and never takes their lock.
  it.each([
    ['a person over a tour', lock('tour:t', 0, 10_000, 'Tour'), caller('a', 1), 'Slew', true, 'sameuser', 'a', true],
    ['a tour over a person', lock('a', 1), caller('tour:t', 0, true), 'Tour', false, 'no', 'a', false],
    [
      'a tour over another tour',
      lock('tour:u', 0, 10_000, 'Tour'),
      caller('tour:t', 0, true),
      'Tour',
      true,
      'sameuser',
      'tour:t',
      true,
    ],
    [
      'a tour after the person let go',
      lock('a', 1, 500),
      caller('tour:t', 0, true),
      'Tour',
      true,
      'sameuser',
      'tour:t',
      true,
    ],
  ] as const)('%s', (_name, current, who, type, execute, allowOverride, holder, taken) => {
    const decision = decidePtzLock(current, who, 1000, type);
    expect(decision).toMatchObject({ execute, allowOverride, taken });
    expect(decision.lock?.userId).toBe(holder);
    if (execute) expect(decision.lock?.type).toBe(type);
  });
});
