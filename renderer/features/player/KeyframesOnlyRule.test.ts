import { KEYFRAMES_ONLY } from '../../../shared/video/playerConstants';
import { KeyframesOnlyRule } from './KeyframesOnlyRule';

/** A fake clock: the rule is told the time; `at` moves it. */
function clock(start = 1_000) {
  let now = start;
  return {
    get now() {
      return now;
    },
    at(ms: number) {
      now = ms;
      return now;
    },
    pass(ms: number) {
      now += ms;
      return now;
    },
  };
}

/** A rule whose stream showed its first picture at `t.now` and whose start-up grace is over. */
function started(small: boolean) {
  const t = clock();
  const rule = new KeyframesOnlyRule();
  rule.setSmall(small);
  rule.shown(t.now);
  t.pass(KEYFRAMES_ONLY.graceMs);
  return { t, rule };
}

/** Keyframes every second, each decoded in time (or not), for `seconds`; true if it stepped up. */
function keyframes(rule: KeyframesOnlyRule, t: ReturnType<typeof clock>, seconds: number, keptUp = true): boolean {
  for (let i = 0; i < seconds; i += 1) {
    if (rule.keyframe(t.pass(1_000), keptUp)) return true;
  }
  return false;
}

describe('KeyframesOnlyRule (issue 37: small tiles step down to keyframes only before dropping whole seconds)', () => {
  it('a small tile steps down at its first skip; a tile of its own size only at its second', () => {
    const small = started(true);
    expect(small.rule.skipped(small.t.now)).toBe(true);
    expect(small.rule.cause).toBe('smallTile');

    const large = started(false);
    expect(large.rule.skipped(large.t.now)).toBe(false);
    expect(large.rule.cause).toBeNull();
    expect(large.rule.skipped(large.t.pass(5_000))).toBe(true);
    expect(large.rule.cause).toBe('behind');
  });

  it('skips in the start-up grace do not count, nor skips further apart than the window', () => {
    const t = clock();
    const rule = new KeyframesOnlyRule();
    rule.setSmall(true);
    rule.shown(t.now);
    expect(rule.skipped(t.pass(KEYFRAMES_ONLY.graceMs - 1))).toBe(false);
    const large = started(false);
    expect(large.rule.skipped(large.t.now)).toBe(false);
    expect(large.rule.skipped(large.t.pass(KEYFRAMES_ONLY.windowMs))).toBe(false);
    expect(large.rule.cause).toBeNull();
  });

  it('steps back up once every keyframe was decoded in time for the wait, not before', () => {
    const { t, rule } = started(true);
    rule.skipped(t.now);
    // Still behind now and then: the wait starts again from the last keyframe that was late.
    expect(keyframes(rule, t, 8)).toBe(false);
    expect(rule.keyframe(t.pass(1_000), false)).toBe(false);
    expect(keyframes(rule, t, KEYFRAMES_ONLY.stepUpAfterMs / 1_000)).toBe(false);
    expect(rule.cause).toBe('smallTile');
    expect(rule.keyframe(t.pass(1_000), true)).toBe(true);
    expect(rule.cause).toBeNull();
  });

  it('a step up that falls behind again steps down at its first skip and waits twice as long, up to the cap', () => {
    const { t, rule } = started(false);
    rule.skipped(t.now);
    rule.skipped(t.pass(1_000));
    expect(keyframes(rule, t, 60)).toBe(true);
    // Behind again within the window: down at once, whatever its size.
    expect(rule.skipped(t.pass(5_000))).toBe(true);
    expect(rule.stepUpWaitMs).toBe(2 * KEYFRAMES_ONLY.stepUpAfterMs);
    expect(keyframes(rule, t, (2 * KEYFRAMES_ONLY.stepUpAfterMs) / 1_000 - 1)).toBe(false);
    expect(keyframes(rule, t, 2)).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      rule.skipped(t.pass(1_000));
      keyframes(rule, t, KEYFRAMES_ONLY.maxStepUpAfterMs / 1_000 + 1);
    }
    expect(rule.stepUpWaitMs).toBe(KEYFRAMES_ONLY.maxStepUpAfterMs);
  });

  it('every frame held for a whole window: the next wait is short again', () => {
    const { t, rule } = started(true);
    rule.skipped(t.now);
    keyframes(rule, t, 60);
    rule.skipped(t.pass(1_000));
    expect(rule.stepUpWaitMs).toBe(2 * KEYFRAMES_ONLY.stepUpAfterMs);
    keyframes(rule, t, 60);
    expect(rule.skipped(t.pass(KEYFRAMES_ONLY.windowMs))).toBe(true);
    expect(rule.stepUpWaitMs).toBe(KEYFRAMES_ONLY.stepUpAfterMs);
  });

  it('a small tile enlarged steps up at its next keyframe, behind or not; one that fell behind at its own size waits', () => {
    const small = started(true);
    small.rule.skipped(small.t.now);
    small.rule.setSmall(false);
    expect(small.rule.keyframe(small.t.pass(1_000), false)).toBe(true);
    expect(small.rule.cause).toBeNull();

    const large = started(false);
    large.rule.skipped(large.t.now);
    large.rule.skipped(large.t.pass(1_000));
    large.rule.setSmall(false);
    expect(large.rule.keyframe(large.t.pass(1_000), false)).toBe(false);
    expect(large.rule.cause).toBe('behind');
  });

  it('a restarted stream gets its grace again', () => {
    const { t, rule } = started(true);
    rule.restart();
    expect(rule.skipped(t.pass(1_000))).toBe(false);
    rule.shown(t.now);
    expect(rule.skipped(t.pass(1_000))).toBe(false);
    expect(rule.skipped(t.pass(KEYFRAMES_ONLY.graceMs))).toBe(true);
  });
});
