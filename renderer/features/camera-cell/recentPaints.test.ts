import { recentPaints } from './recentPaints';

describe("the cell's recent paints (data-glass-recent, issue 37)", () => {
  const at = Date.UTC(2026, 10, 30, 11, 0, 0);

  it('tells the last 40 live pictures as paint time and age, oldest first', () => {
    const glassPaintedAt = Array.from({ length: 50 }, (_, i) => at + i * 100 + 0.4);
    const glassToGlassMs = Array.from({ length: 50 }, (_, i) => 150 + i);
    const told = recentPaints({ glassToGlassMs, glassPaintedAt }).split(' ');
    expect(told).toHaveLength(40);
    expect(told[0]).toBe(`${at + 1_000}:160`);
    expect(told[39]).toBe(`${at + 4_900}:199`);
  });

  it('tells nothing without paint times', () => {
    expect(recentPaints({ glassToGlassMs: [120, 130] })).toBe('');
  });
});
