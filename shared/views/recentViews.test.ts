import { RECENT_VIEWS_MAX } from '../shell/constants';
import { clearRecentViews, pruneRecentViews, pushRecentView } from './recentViews';

describe('recent views (spec 1 §2.8, §9)', () => {
  it('puts the latest view first without duplicates', () => {
    expect(pushRecentView(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecentView([], 'a')).toEqual(['a']);
  });

  it(`keeps at most ${RECENT_VIEWS_MAX}`, () => {
    const many = Array.from({ length: RECENT_VIEWS_MAX }, (_, i) => `v${i}`);
    const next = pushRecentView(many, 'new');
    expect(next).toHaveLength(RECENT_VIEWS_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`v${RECENT_VIEWS_MAX - 1}`);
  });

  it('forgets views that no longer exist, and clears', () => {
    expect(pruneRecentViews(['a', 'gone', 'b'], new Set(['a', 'b']))).toEqual(['a', 'b']);
    expect(clearRecentViews()).toEqual([]);
  });
});
