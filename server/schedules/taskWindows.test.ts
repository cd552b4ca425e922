/** Task windows in a schedule's time zone with a fixed clock (issue 28: DST-correct): Europe/Warsaw
 *  on the last Sunday of March (2026-03-29, 02:00 CET → 03:00 CEST) and of October (2026-10-25,
 *  03:00 CEST → 02:00 CET, the hour repeated), and a window crossing midnight. */
import { TaskClock, TaskClocks } from './taskWindows';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('TaskClock', () => {
  it('opens at 01:00 CET and closes at 04:00 CEST on the spring-forward night: two hours of real time', () => {
    const clock = new TaskClock({ startTime: '01:00', endTime: '04:00', byDay: ['SU'] }, 'Europe/Warsaw');
    const window = clock.windowAt(at('2026-03-29T01:30:00Z'));
    expect(iso(window?.start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(window?.end)).toBe('2026-03-29T02:00:00.000Z');
    expect(clock.windowAt(at('2026-03-29T02:00:00Z'))).toBeUndefined();
    expect(iso(clock.nextStart(at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T00:00:00.000Z');
  });

  it('opens a start in the skipped hour at 03:00 CEST', () => {
    const clock = new TaskClock({ startTime: '02:30', endTime: '06:00', byDay: ['SU'] }, 'Europe/Warsaw');
    expect(iso(clock.nextStart(at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(clock.windowAt(at('2026-03-29T03:00:00Z'))?.end)).toBe('2026-03-29T04:00:00.000Z');
  });

  it('holds four hours of real time from 01:00 to 04:00 on the fall-back night', () => {
    const clock = new TaskClock({ startTime: '01:00', endTime: '04:00', byDay: ['SU'] }, 'Europe/Warsaw');
    const window = clock.windowAt(at('2026-10-25T02:30:00Z'));
    expect(iso(window?.start)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(window?.end)).toBe('2026-10-25T03:00:00.000Z');
  });

  it('opens a start in the repeated hour once, at its first occurrence, on the fall-back night', () => {
    const clock = new TaskClock({ startTime: '02:30', endTime: '02:45', byDay: ['SU'] }, 'Europe/Warsaw');
    const window = clock.windowAt(at('2026-10-25T00:40:00Z'));
    expect(iso(window?.start)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(window?.end)).toBe('2026-10-25T00:45:00.000Z');
    // The second 02:30 (CET) opens nothing: the next start is a week later.
    expect(clock.windowAt(at('2026-10-25T01:40:00Z'))).toBeUndefined();
    expect(iso(clock.nextStart(at('2026-10-25T00:30:00Z')))).toBe('2026-11-01T01:30:00.000Z');
  });

  it('runs a night window into the next day, only from the days it names', () => {
    const clock = new TaskClock({ startTime: '22:00', endTime: '06:00', byDay: ['FR'] }, 'UTC');
    // Friday 2026-11-27 22:00 to Saturday 06:00.
    expect(iso(clock.windowAt(at('2026-11-28T05:59:00Z'))?.start)).toBe('2026-11-27T22:00:00.000Z');
    expect(clock.windowAt(at('2026-11-28T06:00:00Z'))).toBeUndefined();
    expect(clock.windowAt(at('2026-11-28T23:00:00Z'))).toBeUndefined();
  });
});

describe('TaskClock read moment after moment', () => {
  it('answers each moment right across the window edges, as the scheduler asks them in order', () => {
    const clock = new TaskClock({ startTime: '22:00', endTime: '06:00', byDay: ['FR'] }, 'UTC');
    expect(clock.windowAt(at('2026-11-27T21:00:00Z'))).toBeUndefined();
    expect(iso(clock.nextStart(at('2026-11-27T21:30:00Z')))).toBe('2026-11-27T22:00:00.000Z');
    expect(iso(clock.windowAt(at('2026-11-27T22:00:00Z'))?.end)).toBe('2026-11-28T06:00:00.000Z');
    expect(iso(clock.windowAt(at('2026-11-28T05:59:59Z'))?.start)).toBe('2026-11-27T22:00:00.000Z');
    expect(clock.windowAt(at('2026-11-28T06:00:00Z'))).toBeUndefined();
    expect(iso(clock.nextStart(at('2026-11-28T06:00:00Z')))).toBe('2026-12-04T22:00:00.000Z');
    // Set back, the clock reads the earlier moment anew.
    expect(iso(clock.windowAt(at('2026-11-28T01:00:00Z'))?.start)).toBe('2026-11-27T22:00:00.000Z');
  });
});

describe('TaskClocks', () => {
  it('gives schedules sharing a rule one clock, and forgets rules no longer used', () => {
    const clocks = new TaskClocks();
    const night = { startTime: '22:00', endTime: '06:00', byDay: ['MO', 'TU'] as const };
    const first = clocks.of({ ...night, byDay: [...night.byDay] }, 'UTC');
    expect(clocks.of({ ...night, byDay: ['TU', 'MO'] }, 'UTC')).toBe(first);
    expect(clocks.of({ ...night, byDay: ['TU', 'MO'] }, 'Europe/Warsaw')).not.toBe(first);
    clocks.sweep();
    clocks.sweep();
    expect(clocks.of({ ...night, byDay: [...night.byDay] }, 'UTC')).not.toBe(first);
  });
});
