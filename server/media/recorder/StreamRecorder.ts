/** Records one camera stream: appends fragments to the current segment file, cuts a fragment
 *  row at every keyframe (or after FLUSH_MS) and hands rows to the index writer. Sound joins the
 *  row of the pictures it arrives with: a row starts, and its times are, where its pictures are. A write that
 *  fails (disk full) loses only its own fragments: the file is cut back to its indexed bytes, the
 *  segment is closed and recording resumes in a new one at the next keyframe. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StreamNumber } from '../../../shared/video/constants';
import type { Fragment, StreamInit } from '../sources/SourceListener';
import type { IndexWriter, SegmentRow } from './IndexWriter';

/** Bytes on disk but not in the index are lost in a crash: at most this much video. */
export const FLUSH_MS = 1_000;
/** A segment file is closed and a new one started after this long (retention frees whole files). */
export const SEGMENT_MS = 10 * 60_000;

export class StreamRecorder {
  private init: StreamInit | undefined;
  private segment: (SegmentRow & { fd: number }) | undefined;
  private pending: Fragment[] = [];
  /** The last picture fragment of `pending`: its end is the row's. */
  private lastPicture: Fragment | undefined;

  constructor(
    private readonly archiveDir: string,
    private readonly cameraId: string,
    private readonly stream: StreamNumber,
    private readonly index: IndexWriter,
    private readonly segmentMs = SEGMENT_MS,
    /** Told of every failed write (the archive space guard prunes at once). */
    private readonly writeFailed: (err: Error) => void = () => undefined,
    /** Told of the bytes of every file write that succeeded (init segments and fragments). */
    private readonly written: (bytes: number) => void = () => undefined,
    /** False once this node's lease on the camera ran out (issue 33): nothing more is written. */
    private readonly writable: () => boolean = () => true,
  ) {}

  /** A new run (restart, new codec): the next fragment opens a new segment. */
  setInit(init: StreamInit): void {
    this.close();
    this.init = init;
  }

  append(fragment: Fragment): void {
    if (fragment.sound) {
      // Sound before a segment's first picture has no row to join.
      if (this.segment && this.pending.length > 0) this.pending.push(fragment);
      return;
    }
    const first = this.pending[0];
    if (first && (fragment.key || fragment.endMs - first.startMs > FLUSH_MS)) this.flush();
    if (fragment.key && this.segment && fragment.startMs - this.segment.start_ms >= this.segmentMs) this.close();
    if (!this.segment && !fragment.key) return; // a segment starts at a keyframe
    if (!this.segment) this.open(fragment);
    this.pending.push(fragment);
    this.lastPicture = fragment;
  }

  /** Writes what is pending and closes the segment (end of run, shutdown). */
  close(): void {
    this.flush();
    if (!this.segment) return;
    fs.closeSync(this.segment.fd);
    this.index.closeSegment(this.segment.id);
    this.segment = undefined;
  }

  private open(fragment: Fragment): void {
    const init = this.init;
    if (!init || !this.writable()) return;
    const dir = path.join(this.cameraId, String(this.stream));
    const base = `${Math.round(fragment.startMs)}-${randomBytes(3).toString('hex')}`;
    const file = path.join(dir, `${base}.m4s`);
    const initFile = path.join(dir, `${base}.init.mp4`);
    let fd: number;
    try {
      fs.mkdirSync(path.join(this.archiveDir, dir), { recursive: true });
      fs.writeFileSync(path.join(this.archiveDir, initFile), init.init.bytes);
      fd = fs.openSync(path.join(this.archiveDir, file), 'a');
      this.written(init.init.bytes.length);
    } catch (err) {
      // No row was queued: nothing may be left that the index does not know.
      fs.rmSync(path.join(this.archiveDir, initFile), { force: true });
      this.writeFailed(err as Error);
      return;
    }
    const row: SegmentRow = {
      id: `${this.cameraId}:${this.stream}:${base}`,
      camera_id: this.cameraId,
      stream: this.stream,
      file,
      init_file: initFile,
      codec: init.init.codec,
      width: init.init.width,
      height: init.init.height,
      origin_ms: Math.round(fragment.mediaOriginMs),
      start_ms: Math.round(fragment.startMs),
      end_ms: Math.round(fragment.startMs),
      size: 0,
      closed: 0,
    };
    this.segment = { ...row, fd };
    this.index.openSegment(row);
  }

  private flush(): void {
    const fragments = this.pending;
    this.pending = [];
    const segment = this.segment;
    const first = fragments[0];
    const last = this.lastPicture;
    if (!segment || !first || !last || !this.writable()) return;
    const bytes = Buffer.concat(fragments.map((f) => f.bytes));
    // The bytes reach the file before their row reaches the index: an index row never points
    // past the end of its file, and recovery cuts off bytes that no row points at.
    if (!this.write(segment, bytes)) return;
    const row = {
      segment_id: segment.id,
      byte_offset: segment.size,
      size: bytes.length,
      camera_id: this.cameraId,
      stream: this.stream,
      start_ms: Math.round(first.startMs),
      end_ms: Math.round(last.endMs),
      is_key: first.key ? 1 : 0,
    };
    segment.size += bytes.length;
    segment.end_ms = row.end_ms;
    this.index.addFragment(row);
  }

  /** Writes all of `bytes` at the segment's end; on failure cuts the file back to what is indexed
   *  and closes the segment (the frames after a lost fragment could not be decoded). */
  private write(segment: SegmentRow & { fd: number }, bytes: Buffer): boolean {
    try {
      let written = 0;
      while (written < bytes.length) written += fs.writeSync(segment.fd, bytes, written);
      this.written(bytes.length);
      return true;
    } catch (err) {
      try {
        fs.ftruncateSync(segment.fd, segment.size);
      } catch {
        // Recovery after a restart cuts the file back to its last indexed byte.
      }
      this.close();
      this.writeFailed(err as Error);
      return false;
    }
  }
}
