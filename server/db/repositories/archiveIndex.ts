/** The recorded archive's index: segment files of each camera stream, a row per fragment (a byte
 *  range of a segment file) and the merged spans that coverage, boundaries and seeking read. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ArchiveFragmentTable, ArchiveSegmentTable, Database } from '../schema';
import { readSpans, type TimeSpan } from './spanRows';

/** A segment row; node_id is filled in by a node-scoped repository as it inserts. */
export type SegmentRow = Omit<Selectable<ArchiveSegmentTable>, 'node_id'> & { node_id?: string | null };
export type FragmentRow = Selectable<ArchiveFragmentTable>;

/** Where a segment's indexed video ends: its last fragment's end and the bytes indexed. */
export interface SegmentEnd {
  endMs: number;
  size: number;
}

/** Largest batch of spans inserted in one statement (SQLite allows 32766 parameters). */
const SPANS_PER_INSERT = 500;

export class ArchiveIndexRepository {
  /** `nodeId`: the cluster node this process is (issue 33). Its segment rows say so, and recovery,
   *  retention and pruning handle only the segments whose files are on its own storage. Undefined
   *  on a single node, which handles every segment. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly nodeId?: string,
  ) {}

  /** Runs `work` in one transaction through a repository bound to it; `work` opens no transaction of its own. */
  transaction<T>(work: (index: ArchiveIndexRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ArchiveIndexRepository(trx, this.nodeId)));
  }

  /** Fencing (issue 33), inside the index's transaction: the token under which this node holds
   *  each camera of `cameras` now, unexpired by the database's clock (a camera it does not hold is
   *  left out). The rows are locked FOR SHARE, so no other node takes a lease over before this
   *  transaction ends. */
  async leasesHeld(cameras: readonly string[]): Promise<Map<string, number>> {
    if (!this.nodeId || cameras.length === 0) return new Map();
    const result = await sql<{ camera_id: string; token: string }>`
      SELECT camera_id, token FROM camera_leases
      WHERE node_id = ${this.nodeId} AND camera_id = ANY(${[...cameras]})
        AND expires_at > (extract(epoch FROM clock_timestamp()) * 1000)::bigint
      FOR SHARE`.execute(this.db);
    return new Map(result.rows.map((r) => [r.camera_id, Number(r.token)]));
  }

  // Segments and fragments.

  async insertSegment(row: SegmentRow): Promise<void> {
    await this.db
      .insertInto('archive_segments')
      .values({ ...row, node_id: this.nodeId ?? null })
      .execute();
  }

  async insertFragments(rows: readonly FragmentRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('archive_fragments')
        .values([...rows])
        .execute();
  }

  /** Moves the end of a segment that is still growing. */
  async extendSegment(id: string, end: SegmentEnd): Promise<void> {
    await this.db
      .updateTable('archive_segments')
      .set({ end_ms: end.endMs, size: end.size })
      .where('id', '=', id)
      .execute();
  }

  /** Marks a segment as grown for good, with its final end when it moved since the last write. */
  async closeSegment(id: string, end?: SegmentEnd): Promise<void> {
    await this.db
      .updateTable('archive_segments')
      .set({ closed: 1, ...(end && { end_ms: end.endMs, size: end.size }) })
      .where('id', '=', id)
      .execute();
  }

  segment(id: string): Promise<SegmentRow | undefined> {
    return this.db.selectFrom('archive_segments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The keyframe fragment at or before `time`; the first one after it when the archive starts later. */
  async keyAtOrBefore(cameraId: string, stream: number, time: number): Promise<FragmentRow | undefined> {
    const base = this.db
      .selectFrom('archive_fragments')
      .selectAll()
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('is_key', '=', 1);
    const before = await base.where('start_ms', '<=', time).orderBy('start_ms', 'desc').limit(1).executeTakeFirst();
    return before ?? (await base.where('start_ms', '>', time).orderBy('start_ms').limit(1).executeTakeFirst());
  }

  /** Up to `limit` fragments starting after `afterStart` (exclusive), in time order. */
  fragmentsAfter(
    cameraId: string,
    stream: number,
    afterStart: number,
    options: { keyOnly?: boolean | undefined; limit: number },
  ): Promise<FragmentRow[]> {
    return this.fragmentPage(cameraId, stream, '>', afterStart, options);
  }

  /** Up to `limit` fragments starting before `beforeStart` (exclusive), newest first. */
  fragmentsBefore(
    cameraId: string,
    stream: number,
    beforeStart: number,
    options: { keyOnly?: boolean | undefined; limit: number },
  ): Promise<FragmentRow[]> {
    return this.fragmentPage(cameraId, stream, '<', beforeStart, options);
  }

  /** One page of fragments away from `start` (exclusive): later ones in time order, earlier ones
   *  newest first. */
  private fragmentPage(
    cameraId: string,
    stream: number,
    direction: '>' | '<',
    start: number,
    options: { keyOnly?: boolean | undefined; limit: number },
  ): Promise<FragmentRow[]> {
    let query = this.db
      .selectFrom('archive_fragments')
      .selectAll()
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('start_ms', direction, start);
    if (options.keyOnly) query = query.where('is_key', '=', 1);
    return query
      .orderBy('start_ms', direction === '>' ? 'asc' : 'desc')
      .limit(options.limit)
      .execute();
  }

  // Spans.

  /** The spans of a camera stream that overlap [from, to), oldest first. */
  spans(cameraId: string, stream: number, from: number, to: number): Promise<TimeSpan[]> {
    return readSpans(this.db, 'archive_spans', cameraId, stream, from, to);
  }

  /** The newest span of a camera stream. */
  async lastSpan(cameraId: string, stream: number): Promise<TimeSpan | undefined> {
    const last = await this.db
      .selectFrom('archive_spans')
      .select(['start_ms', 'end_ms'])
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .orderBy('start_ms', 'desc')
      .limit(1)
      .executeTakeFirst();
    return last && { start: last.start_ms, end: last.end_ms };
  }

  /** Moves the end of the span that starts at `start`. */
  async setSpanEnd(cameraId: string, stream: number, start: number, end: number): Promise<void> {
    await this.db
      .updateTable('archive_spans')
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('start_ms', '=', start)
      .set({ end_ms: end })
      .execute();
  }

  async insertSpans(cameraId: string, stream: number, spans: readonly TimeSpan[]): Promise<void> {
    for (let i = 0; i < spans.length; i += SPANS_PER_INSERT) {
      await this.db
        .insertInto('archive_spans')
        .values(
          spans
            .slice(i, i + SPANS_PER_INSERT)
            .map((s) => ({ camera_id: cameraId, stream, start_ms: s.start, end_ms: s.end })),
        )
        .execute();
    }
  }

  /** The nearest span edge (start or end of recorded video) strictly after (NEXT) or before
   *  (PREV) `time`, over all the given cameras and streams; null when there is none. */
  async nearestEdge(
    cameraIds: readonly string[],
    streams: readonly number[],
    time: number,
    find: 'NEXT' | 'PREV',
  ): Promise<number | null> {
    if (cameraIds.length === 0 || streams.length === 0) return null;
    const base = this.db
      .selectFrom('archive_spans')
      .where('camera_id', 'in', [...cameraIds])
      .where('stream', 'in', [...streams]);
    const pick = async (column: 'start_ms' | 'end_ms') => {
      const row =
        find === 'NEXT'
          ? await base
              .select((eb) => eb.fn.min(column).as('edge'))
              .where(column, '>', time)
              .executeTakeFirst()
          : await base
              .select((eb) => eb.fn.max(column).as('edge'))
              .where(column, '<', time)
              .executeTakeFirst();
      return row?.edge == null ? null : Number(row.edge);
    };
    const edges = [await pick('start_ms'), await pick('end_ms')].filter((e): e is number => e !== null);
    if (edges.length === 0) return null;
    return find === 'NEXT' ? Math.min(...edges) : Math.max(...edges);
  }

  // Retention.

  /** Bytes the segments of these cameras hold, the ones being written included (as indexed). */
  async recordedBytes(cameraIds: readonly string[]): Promise<number> {
    if (cameraIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('archive_segments')
      .select((eb) => eb.fn.sum<string | number | null>('size').as('bytes'))
      .where('camera_id', 'in', [...cameraIds])
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Bytes one camera stream's archive holds (as indexed). */
  async streamBytes(cameraId: string, stream: number): Promise<number> {
    const row = await this.db
      .selectFrom('archive_segments')
      .select((eb) => eb.fn.sum<string | number | null>('size').as('bytes'))
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Bytes of one camera stream's fragments recorded from `since` on. */
  async streamBytesSince(cameraId: string, stream: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('archive_fragments')
      .select((eb) => eb.fn.sum<string | number | null>('size').as('bytes'))
      .where('camera_id', '=', cameraId)
      .where('stream', '=', stream)
      .where('start_ms', '>=', since)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Cameras that have recorded segments. */
  async recordedCameras(): Promise<string[]> {
    const rows = await this.ownSegments().select('camera_id').distinct().execute();
    return rows.map((r) => r.camera_id);
  }

  /** A camera's closed segments that ended before `cutoff`: their files can go. */
  expiredSegments(cameraId: string, cutoff: number): Promise<Array<Pick<SegmentRow, 'id' | 'file' | 'init_file'>>> {
    return this.ownSegments()
      .select(['id', 'file', 'init_file'])
      .where('camera_id', '=', cameraId)
      .where('closed', '=', 1)
      .where('end_ms', '<', cutoff)
      .execute();
  }

  /** Forgets a camera's archive before `cutoff` in one transaction: fragments and spans that ended
   *  before it, the given segments, and the part of a span before it. Returns the fragments deleted. */
  async deleteBefore(cameraId: string, cutoff: number, segmentIds: readonly string[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const fragments = await trx
        .deleteFrom('archive_fragments')
        .where('camera_id', '=', cameraId)
        .where('end_ms', '<', cutoff)
        .executeTakeFirst();
      if (segmentIds.length)
        await trx
          .deleteFrom('archive_segments')
          .where('id', 'in', [...segmentIds])
          .execute();
      await trx.deleteFrom('archive_spans').where('camera_id', '=', cameraId).where('end_ms', '<', cutoff).execute();
      await trx
        .updateTable('archive_spans')
        .set({ start_ms: cutoff })
        .where('camera_id', '=', cameraId)
        .where('start_ms', '<', cutoff)
        .execute();
      return Number(fragments.numDeletedRows);
    });
  }

  /** The oldest closed segments over all cameras and streams (or over `cameraIds`), oldest first:
   *  what goes first when the archive volume, or an avatar's local storage, runs short of space. */
  oldestClosedSegments(
    limit: number,
    cameraIds?: readonly string[],
  ): Promise<
    Array<Pick<SegmentRow, 'id' | 'camera_id' | 'stream' | 'file' | 'init_file' | 'start_ms' | 'end_ms' | 'size'>>
  > {
    if (cameraIds?.length === 0) return Promise.resolve([]);
    let query = this.ownSegments()
      .select(['id', 'camera_id', 'stream', 'file', 'init_file', 'start_ms', 'end_ms', 'size'])
      .where('closed', '=', 1);
    if (cameraIds) query = query.where('camera_id', 'in', [...cameraIds]);
    return query.orderBy('start_ms').orderBy('id').limit(limit).execute();
  }

  /** Forgets whole segments in one transaction: their fragments, their rows, and each stream's
   *  spans up to the first fragment it keeps. The segments must be the oldest of their streams
   *  (as oldestClosedSegments gives them), so what a stream keeps all starts after them. */
  async deleteOldestSegments(
    segments: ReadonlyArray<Pick<SegmentRow, 'id' | 'camera_id' | 'stream' | 'end_ms'>>,
  ): Promise<number> {
    if (segments.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      const ids = segments.map((s) => s.id);
      const fragments = await trx.deleteFrom('archive_fragments').where('segment_id', 'in', ids).executeTakeFirst();
      await trx.deleteFrom('archive_segments').where('id', 'in', ids).execute();
      const cutoffs = new Map<string, { cameraId: string; stream: number; cutoff: number }>();
      for (const s of segments) {
        const key = `${s.camera_id}\u0000${s.stream}`;
        const cutoff = Math.max(Number(s.end_ms), cutoffs.get(key)?.cutoff ?? -Infinity);
        cutoffs.set(key, { cameraId: s.camera_id, stream: s.stream, cutoff });
      }
      for (const { cameraId, stream, cutoff } of cutoffs.values()) {
        const first = await trx
          .selectFrom('archive_fragments')
          .select((eb) => eb.fn.min('start_ms').as('start'))
          .where('camera_id', '=', cameraId)
          .where('stream', '=', stream)
          .executeTakeFirst();
        // Coverage starts where the stream's kept video starts (or after what went, when nothing
        // is indexed yet beyond it).
        const keepFrom = first?.start == null ? cutoff : Number(first.start);
        await trx
          .deleteFrom('archive_spans')
          .where('camera_id', '=', cameraId)
          .where('stream', '=', stream)
          .where('end_ms', '<=', keepFrom)
          .execute();
        await trx
          .updateTable('archive_spans')
          .set({ start_ms: keepFrom })
          .where('camera_id', '=', cameraId)
          .where('stream', '=', stream)
          .where('start_ms', '<', keepFrom)
          .execute();
      }
      return Number(fragments.numDeletedRows);
    });
  }

  // Recovery after a crash.

  /** Segments that were still growing when the recorder stopped. */
  openSegments(): Promise<SegmentRow[]> {
    return this.ownSegments().selectAll().where('closed', '=', 0).execute();
  }

  /** The segments whose files this node keeps: all of them on a single node. */
  private ownSegments() {
    const all = this.db.selectFrom('archive_segments');
    return this.nodeId ? all.where('node_id', '=', this.nodeId) : all;
  }

  async deleteSegment(id: string): Promise<void> {
    await this.db.deleteFrom('archive_segments').where('id', '=', id).execute();
  }

  /** Deletes a segment's fragment rows that reach past `fileSize` bytes; returns how many. */
  async deleteFragmentsPast(segmentId: string, fileSize: number): Promise<number> {
    const dropped = await this.db
      .deleteFrom('archive_fragments')
      .where('segment_id', '=', segmentId)
      .where((eb) => eb(eb('byte_offset', '+', eb.ref('size')), '>', fileSize))
      .executeTakeFirst();
    return Number(dropped.numDeletedRows);
  }

  /** The segment's last indexed fragment (the one at the greatest offset). */
  lastFragment(segmentId: string): Promise<Pick<FragmentRow, 'byte_offset' | 'size' | 'end_ms'> | undefined> {
    return this.db
      .selectFrom('archive_fragments')
      .select(['byte_offset', 'size', 'end_ms'])
      .where('segment_id', '=', segmentId)
      .orderBy('byte_offset', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Replaces the spans of a camera stream from `fromMs` on (the span covering fromMs included)
   *  with `merge` of its fragments' times, oldest first, in one transaction. */
  async rebuildSpans(
    cameraId: string,
    stream: number,
    fromMs: number,
    merge: (fragments: TimeSpan[]) => TimeSpan[],
  ): Promise<void> {
    await this.transaction(async (index) => {
      const before = await index.db
        .selectFrom('archive_spans')
        .select(['start_ms'])
        .where('camera_id', '=', cameraId)
        .where('stream', '=', stream)
        .where('start_ms', '<=', fromMs)
        .orderBy('start_ms', 'desc')
        .limit(1)
        .executeTakeFirst();
      const from = before?.start_ms ?? fromMs;
      await index.db
        .deleteFrom('archive_spans')
        .where('camera_id', '=', cameraId)
        .where('stream', '=', stream)
        .where('start_ms', '>=', from)
        .execute();
      const rows = await index.db
        .selectFrom('archive_fragments')
        .select(['start_ms', 'end_ms'])
        .where('camera_id', '=', cameraId)
        .where('stream', '=', stream)
        .where('start_ms', '>=', from)
        .orderBy('start_ms')
        .execute();
      await index.insertSpans(cameraId, stream, merge(rows.map((r) => ({ start: r.start_ms, end: r.end_ms }))));
    });
  }
}
