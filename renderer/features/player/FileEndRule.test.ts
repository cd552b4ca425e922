import { FILE_CONTINUE_MS, FILE_RETRY_MS, FileEndRule } from './FileEndRule';

describe('FileEndRule (spec 2 §4 End events, the file rule)', () => {
  it('goes on asking until 30 s after the last key time, then stops', () => {
    const rule = new FileEndRule();
    // The last keyframe at 100 s, the picture at 102 s when the archive ended.
    let now = 0;
    const waits: number[] = [];
    for (;;) {
      const wait = rule.endOfArchive({ now, lastKeyPts: 100_000, shownPts: 102_000, speed: 1 });
      if (wait === null) break;
      waits.push(wait);
      now += wait;
    }
    expect(now).toBe(FILE_CONTINUE_MS - 2_000);
    expect(Math.max(...waits)).toBe(FILE_RETRY_MS);
  });

  it('counts the media time at the play speed', () => {
    const rule = new FileEndRule();
    expect(rule.endOfArchive({ now: 0, lastKeyPts: 0, shownPts: 0, speed: 2 })).toBe(FILE_RETRY_MS);
    expect(rule.endOfArchive({ now: 14_000, lastKeyPts: 0, shownPts: 0, speed: 2 })).toBe(1_000);
    expect(rule.endOfArchive({ now: 15_000, lastKeyPts: 0, shownPts: 0, speed: 2 })).toBeNull();
  });

  it('starts again once a later picture is shown', () => {
    const rule = new FileEndRule();
    rule.endOfArchive({ now: 0, lastKeyPts: 0, shownPts: 0, speed: 1 });
    expect(rule.endOfArchive({ now: 31_000, lastKeyPts: 0, shownPts: 0, speed: 1 })).toBeNull();
    rule.shown(0); // the same picture again is no news
    expect(rule.endOfArchive({ now: 31_000, lastKeyPts: 0, shownPts: 0, speed: 1 })).toBeNull();
    rule.shown(40);
    expect(rule.endOfArchive({ now: 31_000, lastKeyPts: 40, shownPts: 40, speed: 1 })).toBe(FILE_RETRY_MS);
  });

  it('stops at once backwards or without a keyframe', () => {
    expect(new FileEndRule().endOfArchive({ now: 0, lastKeyPts: 0, shownPts: 0, speed: -1 })).toBeNull();
    expect(new FileEndRule().endOfArchive({ now: 0, lastKeyPts: null, shownPts: null, speed: 1 })).toBeNull();
  });
});
