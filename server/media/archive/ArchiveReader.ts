/** Reads the recorded archive through its index: finds fragments by time, reads their bytes
 *  from the segment files and turns them into frames on the wall clock. A fragment is read with
 *  the ones after it (the rest of its GOP, in the same file): a seek then costs one file read
 *  instead of an open, read and close per frame, and what was read lately is answered from
 *  memory (issue 17: archive seek at least as fast as hls.js). In a cluster (issue 33) a segment
 *  another node recorded is read from that node (RemoteSegments), the index naming its node. */
import fs from 'node:fs';
import path from 'node:path';
import type { ArchiveIndexRepository, FragmentRow, SegmentRow } from '../../db/repositories/archiveIndex';
import { parseFragment, parseInitSegment, type InitSegment } from '../fmp4';
import type { Frame } from '../sources/SourceListener';

export type FragmentRecord = FragmentRow;
export type SegmentRecord = SegmentRow;

export interface ArchiveSegment {
  row: SegmentRecord;
  init: InitSegment;
}

/** Rows fetched per index query while walking the archive. */
const PAGE = 64;
/** Parsed init segments kept in memory. */
const SEGMENT_CACHE = 256;
/** Bytes read at once from a segment file, from the fragment asked for on. */
export const READ_AHEAD_BYTES = 256 * 1024;
/** Read-ahead chunks kept (least recently used go first): 64 × 256 KB = 16 MB at most. */
const CHUNK_CACHE = 64;

/** Where the segment files other nodes recorded are read from (issue 33: over the cluster's
 *  authenticated internal channel, from the node whose disk holds them). */
export interface RemoteSegments {
  /** The init file of a segment `nodeId` recorded. */
  init(nodeId: string, segmentId: string): Promise<Buffer>;
  /** Up to `length` bytes of its data file from `offset` (fewer at the file's end). */
  range(nodeId: string, segmentId: string, offset: number, length: number): Promise<Buffer>;
}

/** The largest range one internal read answers. */
export const MAX_REMOTE_RANGE_BYTES = 8 * 1024 * 1024;

interface Chunk {
  segmentId: string;
  start: number;
  bytes: Buffer;
}

export class ArchiveReader {
  private readonly segments = new Map<string, ArchiveSegment>();
  /** Read-ahead chunks in least-recently-used order (the first is the oldest). */
  private readonly chunks = new Map<string, Chunk>();
  private cluster: { nodeId: string; remote: RemoteSegments } | undefined;

  constructor(
    private readonly index: ArchiveIndexRepository,
    readonly archiveDir: string,
  ) {}

  /** In a cluster: this node's id, and where the segments other nodes recorded are read from. */
  useRemote(nodeId: string, remote: RemoteSegments): void {
    this.cluster = { nodeId, remote };
  }

  /** The node that holds a segment's files when it is not this one (undefined: here). */
  private elsewhere(row: SegmentRecord): string | undefined {
    const owner = row.node_id;
    return this.cluster && owner && owner !== this.cluster.nodeId ? owner : undefined;
  }

  /** Bytes of a segment file this node recorded, for another node that asks (issue 33): its init
   *  file, or up to `length` bytes of its data file from `offset`. Undefined for a segment that is
   *  not in the index or that another node recorded (this node has no such file to give). */
  async ownFile(segmentId: string, part: 'init' | 'data', offset = 0, length = 0): Promise<Buffer | undefined> {
    const row = await this.index.segment(segmentId);
    if (!row || (this.cluster && row.node_id !== this.cluster.nodeId)) return undefined;
    if (part === 'init') return fs.promises.readFile(path.join(this.archiveDir, row.init_file));
    const handle = await fs.promises.open(path.join(this.archiveDir, row.file), 'r');
    try {
      const buffer = Buffer.alloc(Math.min(Math.max(0, length), MAX_REMOTE_RANGE_BYTES));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async segment(id: string): Promise<ArchiveSegment | undefined> {
    const cached = this.segments.get(id);
    if (cached) return cached;
    const row = await this.index.segment(id);
    if (!row) return undefined;
    const owner = this.elsewhere(row);
    const bytes =
      owner && this.cluster
        ? await this.cluster.remote.init(owner, id)
        : await fs.promises.readFile(path.join(this.archiveDir, row.init_file));
    const init = parseInitSegment(bytes);
    const segment = { row, init };
    if (this.segments.size >= SEGMENT_CACHE) this.segments.delete(this.segments.keys().next().value as string);
    this.segments.set(id, segment);
    return segment;
  }

  /** The keyframe fragment at or before `time`; the first one after it when the archive starts later. */
  keyAtOrBefore(cameraId: string, stream: number, time: number): Promise<FragmentRecord | undefined> {
    return this.index.keyAtOrBefore(cameraId, stream, time);
  }

  /** Fragments after `afterStart` (exclusive) in time order, a page at a time. */
  after(
    cameraId: string,
    stream: number,
    afterStart: number,
    options: { keyOnly?: boolean; limit?: number } = {},
  ): Promise<FragmentRecord[]> {
    return this.index.fragmentsAfter(cameraId, stream, afterStart, {
      keyOnly: options.keyOnly,
      limit: options.limit ?? PAGE,
    });
  }

  /** Fragments before `beforeStart` (exclusive), newest first. */
  before(
    cameraId: string,
    stream: number,
    beforeStart: number,
    options: { keyOnly?: boolean; limit?: number } = {},
  ): Promise<FragmentRecord[]> {
    return this.index.fragmentsBefore(cameraId, stream, beforeStart, {
      keyOnly: options.keyOnly,
      limit: options.limit ?? PAGE,
    });
  }

  /** The raw bytes of a fragment row (moof + mdat boxes). Fragments are written once and never
   *  change, so bytes read ahead stay valid. */
  async bytes(row: FragmentRecord): Promise<Buffer> {
    const cached = this.cached(row);
    if (cached) return cached;
    const segment = await this.segment(row.segment_id);
    if (!segment) throw new Error(`Segment ${row.segment_id} is gone`);
    const owner = this.elsewhere(segment.row);
    let chunk: Buffer;
    if (owner && this.cluster) {
      const length = Math.max(row.size, READ_AHEAD_BYTES);
      chunk = await this.cluster.remote.range(owner, row.segment_id, row.byte_offset, length);
      if (chunk.length < row.size) throw new Error(`Fragment of ${row.segment_id} is cut short`);
      this.remember({ segmentId: row.segment_id, start: row.byte_offset, bytes: chunk });
      return Buffer.from(chunk.subarray(0, row.size));
    }
    // Read on the event loop, as the recorder writes these files (StreamRecorder.write): through
    // libuv's pool an open, a read and a close are three returns to a loop that on a busy machine
    // waits for a core each time, and a seek's first picture waited for all three (issue 37: up
    // to 200 ms). What a seek reads was mostly written lately and is in the page cache.
    const fd = fs.openSync(path.join(this.archiveDir, segment.row.file), 'r');
    try {
      const buffer = Buffer.allocUnsafe(Math.max(row.size, READ_AHEAD_BYTES));
      const bytesRead = fs.readSync(fd, buffer, 0, buffer.length, row.byte_offset);
      if (bytesRead < row.size) throw new Error(`Fragment of ${row.segment_id} is cut short`);
      chunk = buffer.subarray(0, bytesRead);
    } finally {
      fs.closeSync(fd);
    }
    this.remember({ segmentId: row.segment_id, start: row.byte_offset, bytes: chunk });
    return Buffer.from(chunk.subarray(0, row.size));
  }

  private cached(row: FragmentRecord): Buffer | undefined {
    for (const [key, chunk] of this.chunks) {
      if (chunk.segmentId !== row.segment_id) continue;
      const from = row.byte_offset - chunk.start;
      if (from < 0 || from + row.size > chunk.bytes.length) continue;
      // Most recently used last.
      this.chunks.delete(key);
      this.chunks.set(key, chunk);
      return Buffer.from(chunk.bytes.subarray(from, from + row.size));
    }
    return undefined;
  }

  private remember(chunk: Chunk): void {
    const key = `${chunk.segmentId}:${chunk.start}`;
    this.chunks.delete(key);
    this.chunks.set(key, chunk);
    while (this.chunks.size > CHUNK_CACHE) this.chunks.delete(this.chunks.keys().next().value as string);
  }

  /** The frames of a fragment row on the wall clock, and the sound recorded among them (issue 31). */
  async frames(row: FragmentRecord): Promise<{ segment: ArchiveSegment; frames: Frame[]; audio: Frame[] }> {
    const segment = await this.segment(row.segment_id);
    if (!segment) throw new Error(`Segment ${row.segment_id} is gone`);
    const bytes = await this.bytes(row);
    const scale = 1000 / segment.init.timescale;
    const origin = segment.row.origin_ms;
    const frames = parseFragment(bytes, segment.init).map((s) => ({
      pts: origin + s.pts * scale,
      duration: s.duration * scale,
      key: s.key,
      data: s.data,
    }));
    const track = segment.init.audio;
    const audioScale = track ? 1000 / track.timescale : 0;
    const audio = track
      ? parseFragment(bytes, track).map((s) => ({
          pts: origin + s.pts * audioScale,
          duration: s.duration * audioScale,
          key: true,
          data: s.data,
        }))
      : [];
    return { segment, frames, audio };
  }
}
