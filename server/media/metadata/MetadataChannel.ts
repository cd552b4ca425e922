/** The cameras' metadata channel (issue 31 analytics overlay; spec 2 §3 stream message metadata
 *  list): the motion detector and the analytics engines publish what they found at a frame time;
 *  each message goes at once to the camera's live viewers (whatever stream they watch: boxes are in
 *  fractions of the picture) and, about once a second, into the archive's metadata table, from which
 *  archive playback reads it back. Writing never holds a publisher up: a failed write is logged and
 *  its messages dropped. */
import type { MetadataBox, MetadataSource } from '../../../shared/video/mediaMetadata';
import { encodeMetadataPayload } from '../../../shared/video/mediaMetadata';
import { METADATA_ROW_MAX_SPAN_MS, type VideoMetadataRepository } from '../../db/repositories/videoMetadata';
import { packMarks, unpackMarks, type MetadataMark } from './packMarks';

/** How often queued messages are written. */
const FLUSH_EVERY_MS = 1_000;
/** Messages queued beyond this (the database is stuck) are dropped, oldest first. */
const MAX_QUEUED = 20_000;

export type MarkListener = (mark: MetadataMark) => void;

export class MetadataChannel {
  private readonly watchers = new Map<string, Set<MarkListener>>();
  private queued = new Map<string, MetadataMark[]>();
  private queuedCount = 0;
  /** What is being written now: still read from here until the write is done. */
  private writing = new Map<string, MetadataMark[]>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: VideoMetadataRepository | undefined,
    private readonly onError: (message: string) => void,
  ) {}

  start(): void {
    if (this.timer || !this.store) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** What `source` found in the camera's frame at `pts`; no boxes: what it found before is gone. */
  publish(cameraId: string, pts: number, duration: number, source: MetadataSource, boxes: MetadataBox[]): void {
    const mark: MetadataMark = { pts, duration, data: encodeMetadataPayload(source, boxes) };
    for (const listener of [...(this.watchers.get(cameraId) ?? [])]) listener(mark);
    if (!this.store) return;
    const queue = this.queued.get(cameraId) ?? [];
    queue.push(mark);
    this.queued.set(cameraId, queue);
    this.queuedCount += 1;
    if (this.queuedCount > MAX_QUEUED) {
      queue.shift();
      this.queuedCount -= 1;
    }
  }

  /** A message of a camera another node of the cluster records, relayed from it (issue 33): to this
   *  node's live viewers only, that node keeping it with its archive. */
  relayed(cameraId: string, mark: MetadataMark): void {
    for (const listener of [...(this.watchers.get(cameraId) ?? [])]) listener(mark);
  }

  /** Calls `listener` with each message the camera's publishers send from now on. */
  watch(cameraId: string, listener: MarkListener): () => void {
    const set = this.watchers.get(cameraId) ?? new Set<MarkListener>();
    set.add(listener);
    this.watchers.set(cameraId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.watchers.delete(cameraId);
    };
  }

  /** The camera's messages with from <= pts < to, stored or still queued, in pts order. */
  async range(cameraId: string, from: number, to: number): Promise<MetadataMark[]> {
    const stored = this.store ? await this.store.range(cameraId, from, to) : [];
    const marks = [
      ...stored.flatMap((row) => unpackMarks(row.data)),
      ...(this.writing.get(cameraId) ?? []),
      ...(this.queued.get(cameraId) ?? []),
    ];
    return marks.filter((m) => m.pts >= from && m.pts < to).sort((a, b) => a.pts - b.pts);
  }

  /** Writes what is queued (one write at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Retention: each camera's messages older than its oldest recording go. */
  async prune(): Promise<void> {
    await this.store?.pruneBeforeArchive();
  }

  /** The camera's archive was deleted. */
  async deleteCamera(cameraId: string): Promise<void> {
    await this.flush();
    await this.store?.deleteCamera(cameraId);
  }

  private async write(): Promise<void> {
    if (!this.store || this.queuedCount === 0) return;
    const queued = this.queued;
    this.writing = queued;
    this.queued = new Map();
    this.queuedCount = 0;
    const rows = [...queued].flatMap(([cameraId, marks]) => rowsOf(cameraId, marks));
    try {
      await this.store.insert(rows);
    } catch (err) {
      this.onError(`stream metadata not stored: ${(err as Error).message}`);
    } finally {
      this.writing = new Map();
    }
  }
}

/** A camera's queued messages as rows of at most half METADATA_ROW_MAX_SPAN_MS of frame time. */
function rowsOf(cameraId: string, marks: readonly MetadataMark[]) {
  const sorted = [...marks].sort((a, b) => a.pts - b.pts);
  const rows: Array<{ cameraId: string; startMs: number; endMs: number; data: string }> = [];
  let part: MetadataMark[] = [];
  const close = () => {
    if (part.length === 0) return;
    const first = part[0] as MetadataMark;
    rows.push({
      cameraId,
      startMs: Math.floor(first.pts),
      endMs: Math.ceil(Math.max(...part.map((m) => m.pts + m.duration))),
      data: packMarks(part),
    });
    part = [];
  };
  for (const mark of sorted) {
    if (part.length > 0 && mark.pts - (part[0] as MetadataMark).pts > METADATA_ROW_MAX_SPAN_MS / 2) close();
    part.push(mark);
  }
  close();
  return rows;
}
