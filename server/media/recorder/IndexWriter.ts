/** Writes the archive index in small transactions: segment rows, fragment rows and the merged
 *  spans, in the order the recorders produced them, a few times a second. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { GAP_MERGE_THRESHOLD_MS } from '../../../shared/video/constants';
import type { ArchiveFragmentTable, ArchiveSegmentTable, Database } from '../../db/schema';

export type SegmentRow = Selectable<ArchiveSegmentTable>;
export type FragmentRow = Insertable<ArchiveFragmentTable>;

/** How often queued rows are committed; a crash loses at most this much index (plus FLUSH_MS). */
export const INDEX_COMMIT_MS = 250;

type Op =
  { kind: 'segment'; row: SegmentRow } | { kind: 'fragment'; row: FragmentRow } | { kind: 'close'; segmentId: string };

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
    private readonly db: Kysely<Database>,
    private readonly onError: (err: Error) => void = () => undefined,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.commit(), INDEX_COMMIT_MS);
  }

  openSegment(row: SegmentRow): void {
    this.queue.push({ kind: 'segment', row });
  }

  addFragment(row: FragmentRow): void {
    this.queue.push({ kind: 'fragment', row });
  }

  closeSegment(segmentId: string): void {
    this.queue.push({ kind: 'close', segmentId });
  }

  /** Commits what is queued; calls are serialised. */
  commit(): Promise<void> {
    this.running = this.running
      .then(() => this.commitQueued())
      .catch((err: Error) => {
        // The cached spans may be ahead of what was rolled back.
        this.spans.clear();
        this.onError(err);
      });
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
    await this.db.transaction().execute(async (trx) => {
      const fragments: FragmentRow[] = [];
      const segmentEnds = new Map<string, { end: number; size: number }>();
      const writeFragments = async () => {
        if (fragments.length) await trx.insertInto('archive_fragments').values(fragments.splice(0)).execute();
      };
      for (const op of ops) {
        if (op.kind === 'segment') {
          await writeFragments();
          await trx.insertInto('archive_segments').values(op.row).execute();
        } else if (op.kind === 'fragment') {
          fragments.push(op.row);
          segmentEnds.set(op.row.segment_id, { end: op.row.end_ms, size: op.row.byte_offset + op.row.size });
          await this.extendSpan(trx, op.row);
        } else {
          await writeFragments();
          const end = segmentEnds.get(op.segmentId);
          segmentEnds.delete(op.segmentId);
          await trx
            .updateTable('archive_segments')
            .set({ closed: 1, ...(end && { end_ms: end.end, size: end.size }) })
            .where('id', '=', op.segmentId)
            .execute();
        }
      }
      await writeFragments();
      for (const [id, end] of segmentEnds) {
        await trx
          .updateTable('archive_segments')
          .set({ end_ms: end.end, size: end.size })
          .where('id', '=', id)
          .execute();
      }
    });
  }

  /** Grows the stream's newest span, or starts a new one after a gap of the merge threshold or more. */
  private async extendSpan(trx: Kysely<Database>, row: FragmentRow): Promise<void> {
    const key = `${row.camera_id}:${row.stream}`;
    let span = this.spans.get(key);
    if (span === undefined) {
      const last = await trx
        .selectFrom('archive_spans')
        .select(['start_ms', 'end_ms'])
        .where('camera_id', '=', row.camera_id)
        .where('stream', '=', row.stream)
        .orderBy('start_ms', 'desc')
        .limit(1)
        .executeTakeFirst();
      span = last ? { start: last.start_ms, end: last.end_ms } : null;
    }
    const where = (q: { start: number }) =>
      trx
        .updateTable('archive_spans')
        .where('camera_id', '=', row.camera_id)
        .where('stream', '=', row.stream)
        .where('start_ms', '=', q.start);
    if (span && row.start_ms - span.end < GAP_MERGE_THRESHOLD_MS && row.end_ms >= span.start) {
      if (row.end_ms > span.end) {
        await where(span).set({ end_ms: row.end_ms }).execute();
        span = { start: span.start, end: row.end_ms };
      }
    } else {
      await trx
        .insertInto('archive_spans')
        .values({ camera_id: row.camera_id, stream: row.stream, start_ms: row.start_ms, end_ms: row.end_ms })
        .execute();
      span = { start: row.start_ms, end: row.end_ms };
    }
    this.spans.set(key, span);
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
