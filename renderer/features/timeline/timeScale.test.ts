import { TIMELINE_ZOOM_MAX_MS, TIMELINE_ZOOM_MIN_MS } from '../../../shared/video/timelineConstants';
import { clampSpan, panRange, rangeAround, spanOf, timeTicks, timeToX, xToTime, zoomRange } from './timeScale';

const HOUR = 3_600_000;

describe('timeScale', () => {
  const range = { start: 0, end: HOUR };

  it('maps time to pixels and back', () => {
    expect(timeToX(range, 600, HOUR / 2)).toBe(300);
    expect(timeToX(range, 600, 0)).toBe(0);
    expect(xToTime(range, 600, 150)).toBe(HOUR / 4);
    expect(xToTime(range, 600, timeToX(range, 600, 1_234_567))).toBeCloseTo(1_234_567);
  });

  it('keeps the zoom between 1 minute and 24 hours', () => {
    expect(clampSpan(1_000)).toBe(TIMELINE_ZOOM_MIN_MS);
    expect(clampSpan(100 * HOUR)).toBe(TIMELINE_ZOOM_MAX_MS);
    let zoomed = range;
    for (let i = 0; i < 40; i++) zoomed = zoomRange(zoomed, 1);
    expect(spanOf(zoomed)).toBe(TIMELINE_ZOOM_MIN_MS);
    for (let i = 0; i < 40; i++) zoomed = zoomRange(zoomed, -1);
    expect(spanOf(zoomed)).toBe(TIMELINE_ZOOM_MAX_MS);
    expect(spanOf(rangeAround(0, 10))).toBe(TIMELINE_ZOOM_MIN_MS);
  });

  it('zooms in around the anchor, which stays where it was on screen', () => {
    const anchor = HOUR / 4;
    const zoomed = zoomRange(range, 1, anchor);
    expect(spanOf(zoomed)).toBeLessThan(HOUR);
    expect(timeToX(zoomed, 600, anchor)).toBeCloseTo(timeToX(range, 600, anchor));
  });

  it('shows earlier time when dragged to the right', () => {
    expect(panRange(range, 60, 600)).toEqual({ start: -HOUR / 10, end: HOUR - HOUR / 10 });
  });

  it('spaces the ruler ticks at least the minimum gap apart', () => {
    const ticks = timeTicks(range, 600, 80);
    expect(ticks.length).toBeGreaterThan(2);
    const gap = timeToX(range, 600, ticks[1]!) - timeToX(range, 600, ticks[0]!);
    expect(gap).toBeGreaterThanOrEqual(80);
    expect(ticks.every((t) => t >= range.start && t < range.end)).toBe(true);
  });
});
