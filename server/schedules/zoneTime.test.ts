/** ZoneTime against the runtime's own time zone database, minute by minute, on the days the clocks
 *  change (issue 28: DST-correct): a wall time that occurs is its first occurrence, one in a gap is
 *  the change's instant. Zones that change forward and back by an hour, by half an hour (Lord Howe),
 *  at local midnight (Santiago), in the southern hemisphere, and one that never changes. */
import { ZoneTime } from './zoneTime';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Local wall time of an instant, in ms as if UTC, read by a formatter of its own. */
function wallOf(format: Intl.DateTimeFormat, instant: number): number {
  const f: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) if (p.type !== 'literal') f[p.type] = Number(p.value);
  return Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!);
}

function formatFor(timezone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
}

/** Local days of 2026 on which the zone's offset changes. */
function changeDays(timezone: string): number[] {
  const zone = new ZoneTime(timezone);
  const days: number[] = [];
  const first = Date.UTC(2026, 0, 1) / DAY_MS;
  for (let day = first; day < first + 365; day++) {
    if (zone.offsetAt(day * DAY_MS) !== zone.offsetAt((day + 1) * DAY_MS)) days.push(day);
  }
  return days;
}

/** The expected instant of each minute of the local day: its first occurrence, or in a gap the
 *  first instant whose wall time is past it. */
function expectedInstants(timezone: string, day: number): number[] {
  const format = formatFor(timezone);
  const walls: Array<[number, number]> = [];
  for (
    let instant = day * DAY_MS - 16 * 3_600_000;
    instant < (day + 2) * DAY_MS + 16 * 3_600_000;
    instant += MINUTE_MS
  ) {
    walls.push([instant, wallOf(format, instant)]);
  }
  return Array.from({ length: 1440 }, (_, minute) => {
    const wall = day * DAY_MS + minute * MINUTE_MS;
    return (walls.find(([, w]) => w === wall) ?? walls.find(([, w]) => w > wall)!)[0];
  });
}

describe('ZoneTime', () => {
  it.each(['Europe/Warsaw', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'America/Santiago'])(
    'converts every minute of %s change days as the time zone database reads them',
    (timezone) => {
      const days = changeDays(timezone);
      // The change day and the clocks' change may fall a day apart (a change at local midnight).
      expect(days.length).toBeGreaterThanOrEqual(2);
      const zone = new ZoneTime(timezone);
      for (const day of days) {
        for (const candidate of [day - 1, day, day + 1]) {
          const expected = expectedInstants(timezone, candidate);
          const got = expected.map((_, minute) => zone.toInstant(candidate, minute));
          expect(got.map((i) => new Date(i).toISOString())).toEqual(expected.map((i) => new Date(i).toISOString()));
        }
      }
    },
  );

  it('reads Warsaw spring forward, fall back and the local day of an instant', () => {
    const zone = new ZoneTime('Europe/Warsaw');
    const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
    const at = (d: string, hh: number, mm: number) => new Date(zone.toInstant(day(d), hh * 60 + mm)).toISOString();
    expect(at('2026-03-29', 2, 30)).toBe('2026-03-29T01:00:00.000Z'); // skipped: the change itself
    expect(at('2026-03-29', 3, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-10-25', 2, 30)).toBe('2026-10-25T00:30:00.000Z'); // repeated: the first one (CEST)
    expect(at('2026-10-25', 3, 0)).toBe('2026-10-25T02:00:00.000Z');
    expect(zone.dayOf(Date.parse('2026-10-24T22:30:00Z'))).toBe(day('2026-10-25')); // 00:30 CEST
    expect(zone.dayOf(Date.parse('2026-10-24T21:59:59Z'))).toBe(day('2026-10-24'));
  });

  it('converts a zone without changes by its fixed offset', () => {
    const zone = new ZoneTime('Asia/Kolkata');
    expect(new Date(zone.toInstant(Date.UTC(2026, 5, 1) / DAY_MS, 0)).toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('refuses a name the time zone database does not know', () => {
    expect(() => new ZoneTime('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
