import { decideLockOverride, type LockOverrideDecision } from './decideLockOverride';

describe('decideLockOverride', () => {
  it.each<[string | null | undefined, LockOverrideDecision]>([
    ['sameuser', 'locked'],
    ['no', 'wait'],
    ['yes', 'confirm'],
    [null, 'locked'],
    [undefined, 'locked'],
  ])('allow_override %p → %p', (allowOverride, decision) => {
    expect(decideLockOverride(allowOverride)).toBe(decision);
  });
});
