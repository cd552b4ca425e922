/** The metadata messages an archive viewer gets with its pictures (issue 31 analytics overlay):
 *  read from the camera's metadata channel a window ahead of playback, each message placed before
 *  the first picture at or after its frame time, so the console has it when that picture is shown
 *  (and draws it with no earlier one). Near the live edge, where the detectors are still writing,
 *  the newest seconds are read again on the next call rather than taken as complete. */
import { METADATA_HOLD_MS } from '../../../shared/video/mediaMetadata';
import type { MetadataMark } from '../metadata/packMarks';
import type { Frame } from '../sources/SourceListener';

/** Frame time read ahead per query. */
const WINDOW_MS = 10_000;
/** Messages for frames younger than this may still come (a detector's delay; an engine's read). */
const SETTLE_MS = 5_000;

export type MarkRange = (cameraId: string, from: number, to: number) => Promise<MetadataMark[]>;

export class ArchiveMarks {
  /** Frame time read up to (exclusive) and taken up to (inclusive). */
  private loadedTo: number;
  private takenTo = Number.NEGATIVE_INFINITY;
  private marks: MetadataMark[] = [];

  constructor(
    private readonly range: MarkRange,
    private readonly cameraId: string,
    from: number,
    private readonly now: () => number = Date.now,
  ) {
    // What was found just before the start still stands on its first picture.
    this.loadedTo = from - METADATA_HOLD_MS;
  }

  /** The messages with frame times up to `upTo` not taken before, oldest first. */
  async take(upTo: number): Promise<MetadataMark[]> {
    if (upTo >= this.loadedTo) {
      const to = Math.max(upTo + 1, this.loadedTo + WINDOW_MS);
      const known = new Set(this.marks.map(markKey));
      const fetched = await this.range(this.cameraId, this.loadedTo, to);
      this.marks.push(...fetched.filter((m) => m.pts > this.takenTo && !known.has(markKey(m))));
      this.marks.sort((a, b) => a.pts - b.pts);
      this.loadedTo = Math.max(this.loadedTo, Math.min(to, this.now() - SETTLE_MS));
    }
    const taken: MetadataMark[] = [];
    // On the wire's millisecond clock: a message of a review frame 0.4 ms after its full-size twin
    // is that picture's.
    const last = Math.round(upTo) + 0.5;
    while (this.marks.length > 0 && (this.marks[0] as MetadataMark).pts < last)
      taken.push(this.marks.shift() as MetadataMark);
    this.takenTo = Math.max(this.takenTo, last);
    return taken;
  }
}

/** One message per source and frame time. */
function markKey(mark: MetadataMark): string {
  return `${mark.pts} ${mark.data[0] ?? ''}`;
}

/** A metadata message among a row's pictures. */
export interface Mark {
  mark: MetadataMark;
}

/** `items` (pictures in decode order, sound among them) with each message before the first picture
 *  whose time is at or after the message's; messages after the last picture go last. */
export function withMarks<T extends object>(
  items: ReadonlyArray<Frame | T>,
  marks: readonly MetadataMark[],
): Array<Frame | T | Mark> {
  if (marks.length === 0) return [...items];
  const out: Array<Frame | T | Mark> = [];
  let next = 0;
  for (const item of items) {
    if (isPicture(item)) {
      const last = Math.round(item.pts) + 0.5;
      while (next < marks.length && (marks[next] as MetadataMark).pts < last)
        out.push({ mark: marks[next++] as MetadataMark });
    }
    out.push(item);
  }
  for (; next < marks.length; next += 1) out.push({ mark: marks[next] as MetadataMark });
  return out;
}

function isPicture(item: object): item is Frame {
  return 'pts' in item && 'data' in item;
}
