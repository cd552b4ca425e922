/** Wall-clock time in an IANA time zone for the scheduler (issue 28): which local day an instant
 *  falls on, and the instant a local day's minute names, DST-correct. A minute in the hour a DST
 *  change skips is the first instant after the gap (the clocks' change itself); a minute a change
 *  repeats is its first occurrence. The zone's offsets are read through luxon's IANAZone (the
 *  runtime's time zone database); a day without a change converts by its one offset, so thousands
 *  of task times cost a few zone readings per zone and day rather than one each. */
import { IANAZone } from 'luxon';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The farthest any zone is ahead of (14 h) and behind (12 h) UTC. */
const MOST_AHEAD_MS = 14 * 3_600_000;
const MOST_BEHIND_MS = 12 * 3_600_000;
/** Days remembered per zone before the memory starts afresh (a running platform asks about a few
 *  days around now; this only bounds a process that runs for years). */
const DAYS_KEPT = 400;

/** A local day's offsets: the one in force just before it and just after it (equal on almost
 *  every day; different on a day the clocks change). */
interface DayOffsets {
  before: number;
  after: number;
}

export class ZoneTime {
  private readonly zone: IANAZone;
  private readonly days = new Map<number, DayOffsets>();
  private readonly changeDayInstants = new Map<number, number>();
  private lastInstant = NaN;
  private lastDay = 0;

  /** Throws a RangeError for a name the time zone database does not know. */
  constructor(readonly timezone: string) {
    if (!IANAZone.isValidZone(timezone)) throw new RangeError(`Unknown time zone: ${timezone}`);
    this.zone = IANAZone.create(timezone);
  }

  /** The zone's offset from UTC at `instant`, in ms (local = instant + offset). */
  offsetAt(instant: number): number {
    return this.zone.offset(instant) * MINUTE_MS;
  }

  /** The local day `instant` falls on, as days since 1970-01-01 (the scheduler asks for one `now`
   *  per evaluation, so the last answer is kept). */
  dayOf(instant: number): number {
    if (instant !== this.lastInstant) {
      this.lastDay = Math.floor((instant + this.offsetAt(instant)) / DAY_MS);
      this.lastInstant = instant;
    }
    return this.lastDay;
  }

  /** The instant local `day`'s minute `minute` (0–1439) names. */
  toInstant(day: number, minute: number): number {
    const { before, after } = this.offsetsOf(day);
    if (before === after) return day * DAY_MS + minute * MINUTE_MS - before;
    const key = day * 1440 + minute;
    let instant = this.changeDayInstants.get(key);
    if (instant === undefined) {
      instant = this.onChangeDay(day, minute, before, after);
      this.changeDayInstants.set(key, instant);
    }
    return instant;
  }

  private offsetsOf(day: number): DayOffsets {
    let offsets = this.days.get(day);
    if (!offsets) {
      if (this.days.size >= DAYS_KEPT) {
        this.days.clear();
        this.changeDayInstants.clear();
      }
      // Instants surely before the day starts and after it ends, whatever the zone's offset.
      offsets = {
        before: this.offsetAt(day * DAY_MS - MOST_AHEAD_MS),
        after: this.offsetAt((day + 1) * DAY_MS + MOST_BEHIND_MS),
      };
      this.days.set(day, offsets);
    }
    return offsets;
  }

  /** A wall time on a day the clocks change. Its readings are the wall time less the offset before
   *  the change and less the one after; the zone says which of them hold (both: a repeated time,
   *  whose first occurrence is the earlier; neither: a time in the gap, which is the change itself,
   *  the instant of the first minute after it that the clocks show). luxon's own DateTime rules do
   *  not fit a scheduler: a repeated time takes whichever offset is in force when it is asked (so
   *  the answer would change with the season of the asking), and a time in a gap moves forward by
   *  the gap's length rather than to the change. */
  private onChangeDay(day: number, minute: number, before: number, after: number): number {
    const wall = day * DAY_MS + minute * MINUTE_MS;
    const readings = [wall - before, wall - after].filter(
      (instant, i) => this.offsetAt(instant) === (i ? after : before),
    );
    if (readings.length) return Math.min(...readings);
    return minute < 1439 ? this.toInstant(day, minute + 1) : this.toInstant(day + 1, 0);
  }
}

const zones = new Map<string, ZoneTime>();

/** The shared converter for a time zone. */
export function zoneTime(timezone: string): ZoneTime {
  let zone = zones.get(timezone);
  if (!zone) {
    zone = new ZoneTime(timezone);
    zones.set(timezone, zone);
  }
  return zone;
}
