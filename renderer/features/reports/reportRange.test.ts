import { reportRange, reportStepMs } from './reportRange';

const NOW = Date.UTC(2026, 10, 29, 12, 0);
const HOUR = 3_600_000;

describe('reportRange', () => {
  it('ends the presets now and reaches back an hour, a day or a week', () => {
    expect(reportRange('hour', NOW)).toEqual({ period: { from: NOW - HOUR, to: NOW } });
    expect(reportRange('day', NOW)).toEqual({ period: { from: NOW - 24 * HOUR, to: NOW } });
    expect(reportRange('week', NOW)).toEqual({ period: { from: NOW - 7 * 24 * HOUR, to: NOW } });
  });

  it('takes a custom range as typed, its end no later than now', () => {
    expect(reportRange('custom', NOW, { from: NOW - 5 * HOUR, to: NOW - HOUR })).toEqual({
      period: { from: NOW - 5 * HOUR, to: NOW - HOUR },
    });
    expect(reportRange('custom', NOW, { from: NOW - HOUR, to: NOW + 5 * HOUR })).toEqual({
      period: { from: NOW - HOUR, to: NOW },
    });
  });

  it('says what is wrong with a custom range it cannot ask for', () => {
    expect(reportRange('custom', NOW, { from: null, to: NOW })).toEqual({ problem: 'missing' });
    expect(reportRange('custom', NOW, { from: NOW - HOUR, to: NOW - HOUR })).toEqual({ problem: 'order' });
    expect(reportRange('custom', NOW, { from: NOW, to: NOW - HOUR })).toEqual({ problem: 'order' });
    expect(reportRange('custom', NOW, { from: NOW + HOUR, to: NOW + 2 * HOUR })).toEqual({ problem: 'future' });
    expect(reportRange('custom', NOW, { from: NOW - 100 * 24 * HOUR, to: NOW - 91 * 24 * HOUR })).toEqual({
      problem: 'tooOld',
    });
  });

  it('reads minute points up to 48 hours and hourly points beyond', () => {
    expect(reportStepMs({ from: NOW - 48 * HOUR, to: NOW })).toBe(60_000);
    expect(reportStepMs({ from: NOW - 7 * 24 * HOUR, to: NOW })).toBe(HOUR);
  });
});
