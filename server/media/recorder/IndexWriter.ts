/** Writes the archive index in small transactions: segment rows, fragment rows and the merged
 *  spans, in the order the recorders produced them, a few times a second. */
import { GAP_MERGE_THRESHOLD_MS } from '../../../shared/video/constants';
import type { ArchiveIndexRepository, FragmentRow, SegmentEnd, SegmentRow } from '../../db/repositories/archiveIndex';
import { SOLE_NODE, type RecordingLease } from './RecordingLease';

export type { FragmentRow, SegmentRow };

/** How often queued rows are committed; a crash loses at most this much index (plus FLUSH_MS). */
export const INDEX_COMMIT_MS = 250;

/** `token`: the camera's fencing token when the row was queued (issue 33; undefined on a single node
 *  or when no lease was held). */
type Op =
  | { kind: 'segment'; row: SegmentRow; token: number | undefined }
  | { kind: 'fragment'; row: FragmentRow; token: number | undefined }
  | { kind: 'close'; segmentId: string };

interface OpenSpan {
  start: number;
  end: number;
}

export class IndexWriter {
  private queue: Op[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  /** The newest span per camera stream, as it is in the database. */
  private readonly spans = new Map<string, OpenSpan | null>();

  constructor(
    private readonly index: ArchiveIndexRepository,
    private readonly onError: (err: Error) => void = () => undefined,
    /** In a cluster, the rows of a camera go in only under its lease (issue 33). */
    private readonly lease: RecordingLease = SOLE_NODE,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.commit(), INDEX_COMMIT_MS);
  }

  openSegment(row: SegmentRow): void {
    this.queue.push({ kind: 'segment', row, token: this.lease.token(row.camera_id) });
  }

  addFragment(row: FragmentRow): void {
    this.queue.push({ kind: 'fragment', row, token: this.lease.token(row.camera_id) });
  }

  closeSegment(segmentId: string): void {
    this.queue.push({ kind: 'close', segmentId });
  }

  /** Commits what is queued; calls are serialised. */
  commit(): Promise<void> {
    this.running = this.running.then(() => this.commitQueued());
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.commit();
  }

  private async commitQueued(): Promise<void> {
    const ops = this.queue;
    if (ops.length === 0) return;
    this.queue = [];
    try {
      await this.writeOps(ops);
    } catch (err) {
      // The cached spans may be ahead of what was rolled back.
      this.spans.clear();
      // A full disk passes once the oldest recordings are pruned: the rows wait for the next
      // commit, so the files they describe stay indexed. Other failures are not retried.
      if (isDiskFull(err)) this.queue = ops.concat(this.queue);
      this.onError(err as Error);
    }
  }

  private async writeOps(queued: Op[]): Promise<void> {
    await this.index.transaction(async (index) => {
      const ops = await this.fenced(index, queued);
      const fragments: FragmentRow[] = [];
      const segmentEnds = new Map<string, SegmentEnd>();
      // Fragment rows go in together, but before a segment row or close that follows them.
      const writeFragments = () => index.insertFragments(fragments.splice(0));
      for (const op of ops) {
        if (op.kind === 'segment') {
          await writeFragments();
          await index.insertSegment(op.row);
        } else if (op.kind === 'fragment') {
          fragments.push(op.row);
          segmentEnds.set(op.row.segment_id, { endMs: op.row.end_ms, size: op.row.byte_offset + op.row.size });
          await this.extendSpan(index, op.row);
        } else {
          await writeFragments();
          const end = segmentEnds.get(op.segmentId);
          segmentEnds.delete(op.segmentId);
          await index.closeSegment(op.segmentId, end);
        }
      }
      await writeFragments();
      for (const [id, end] of segmentEnds) await index.extendSegment(id, end);
    });
  }

  /** Fencing (issue 33): in a cluster, only the rows queued under the fencing token this node
   *  still holds for their camera (checked in the writing transaction, by the database's clock), or
   *  under the token just before it when this node took the lease straight back after it lapsed
   *  (a token grows at each taking, so nobody recorded in between: a segment row queued before the
   *  lapse goes in with the fragments queued after it, which would otherwise name a missing
   *  segment and fail the whole batch); the others are dropped and their loss told, so a node that
   *  wakes after its lease passed writes no row for a time another node recorded. A segment's close
   *  adds no time and always goes. */
  private async fenced(index: ArchiveIndexRepository, ops: Op[]): Promise<Op[]> {
    if (this.lease.nodeId === undefined) return ops;
    const cameras = new Set<string>();
    for (const op of ops) if (op.kind !== 'close') cameras.add(op.row.camera_id);
    const held = await index.leasesHeld([...cameras]);
    const lost = new Set<string>();
    const kept = ops.filter((op) => {
      if (op.kind === 'close') return true;
      const cameraId = op.row.camera_id;
      const token = held.get(cameraId);
      if (op.token !== undefined && token !== undefined && (op.token === token || op.token === token - 1)) return true;
      lost.add(cameraId);
      return false;
    });
    for (const cameraId of lost) this.lease.lost(cameraId);
    return kept;
  }

  /** Grows the stream's newest span, or starts a new one after a gap of the merge threshold or more. */
  private async extendSpan(index: ArchiveIndexRepository, row: FragmentRow): Promise<void> {
    const key = `${row.camera_id}:${row.stream}`;
    let span = this.spans.get(key);
    if (span === undefined) span = (await index.lastSpan(row.camera_id, row.stream)) ?? null;
    if (span && row.start_ms - span.end < GAP_MERGE_THRESHOLD_MS && row.end_ms >= span.start) {
      if (row.end_ms > span.end) {
        await index.setSpanEnd(row.camera_id, row.stream, span.start, row.end_ms);
        span = { start: span.start, end: row.end_ms };
      }
    } else {
      span = { start: row.start_ms, end: row.end_ms };
      await index.insertSpans(row.camera_id, row.stream, [span]);
    }
    this.spans.set(key, span);
  }

  /** Forgets the cached newest spans of a camera whose recording starts (again) here: in a cluster
   *  another node may have recorded it meanwhile (issue 33). */
  forgetSpans(cameraId: string): void {
    for (const key of this.spans.keys()) if (key.startsWith(`${cameraId}:`)) this.spans.delete(key);
  }

  /** Runs work that rewrites spans (retention) between commits, then forgets the cached spans. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.running.then(work);
    this.running = result.then(
      () => this.spans.clear(),
      () => this.spans.clear(),
    );
    return result;
  }
}

/** SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100) or the file system's ENOSPC. */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC';
}
