/** Decodes a camera's H.264 access units into small grey frames for motion scoring: one ffmpeg per
 *  camera, fed Annex B on stdin, answering MOTION_GRID-sized grey frames on stdout, run below the
 *  recorders' priority. Frames come back in order (the streams have no B-frames), so each output
 *  frame takes the time of the oldest frame still in flight. When ffmpeg falls behind, input is
 *  dropped up to the next keyframe rather than queued: motion is never worth holding memory for. */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { MOTION_GRID } from '../../../shared/events/motionConstants';
import { spawnMedia } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';
import { toAnnexB } from '../snapshots/toAnnexB';

/** Ends each access unit, so the parser hands a frame to the decoder as soon as it arrives instead
 *  of waiting for the next one (two frames of delay without it). */
const ACCESS_UNIT_DELIMITER = Buffer.from([0, 0, 0, 1, 9, 0xf0]);
/** Bytes waiting for ffmpeg beyond which input is dropped up to the next keyframe. */
const MAX_BACKLOG_BYTES = 512 * 1024;

export interface GrayFrame {
  gray: Uint8Array;
  pts: number;
}

export class GrayFrameDecoder {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly inFlight: number[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private waitForKey = true;
  private readonly frameBytes = MOTION_GRID.width * MOTION_GRID.height;

  constructor(
    private readonly onFrame: (frame: GrayFrame) => void,
    private readonly onError: (message: string) => void,
  ) {}

  /** The process's id while it runs (for CPU accounting). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** One access unit (AVCC, as the sources hand them on) of the stream described by `avcC`. */
  write(avcC: Buffer, frame: { pts: number; key: boolean; data: Buffer }): void {
    const child = this.child ?? this.start();
    if (frame.key) this.waitForKey = false;
    if (this.waitForKey) return;
    if (child.stdin.writableLength > MAX_BACKLOG_BYTES) {
      this.waitForKey = true;
      return;
    }
    this.inFlight.push(frame.pts);
    child.stdin.write(Buffer.concat([toAnnexB(avcC, [frame.data]), ACCESS_UNIT_DELIMITER]));
  }

  /** Stops decoding; a later write starts afresh (a new run of the source). */
  close(): void {
    const child = this.child;
    this.child = undefined;
    this.inFlight.length = 0;
    this.pending = Buffer.alloc(0);
    this.waitForKey = true;
    if (child) {
      child.stdin.end();
      child.kill('SIGKILL');
    }
  }

  private start(): ChildProcessWithoutNullStreams {
    const { width, height } = MOTION_GRID;
    const args = [
      ...['-hide_banner', '-loglevel', 'error'],
      // One decoding thread (frame threads would hold frames back) and every frame flushed at once.
      ...['-probesize', '32', '-analyzeduration', '0', '-threads', '1', ...internalInputOptions('pipe', 'h264')],
      ...['-f', 'h264', '-i', 'pipe:0'],
      ...['-vf', `scale=${width}:${height}:flags=area,format=gray`, '-vsync', '0'],
      // One encoding thread too: ffmpeg 5 encodes raw video on a thread per core, a frame behind.
      ...['-threads', '1', '-flush_packets', '1', '-f', 'rawvideo', 'pipe:1'],
    ];
    // As a snapshot decode: below recording.
    const child = spawnMedia('analysis', args);
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-500)));
    child.stdin.on('error', () => undefined);
    child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    child.on('error', (err) => this.onError(`motion decoder failed: ${err.message}`));
    child.on('close', (code) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.inFlight.length = 0;
      this.waitForKey = true;
      if (code !== 0) this.onError(`motion decoder stopped: ${stderr.trim().split('\n').pop() ?? `exit ${code}`}`);
    });
    this.child = child;
    return child;
  }

  private read(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (this.pending.length >= this.frameBytes) {
      const gray = new Uint8Array(this.pending.subarray(0, this.frameBytes));
      this.pending = this.pending.subarray(this.frameBytes);
      const pts = this.inFlight.shift();
      if (pts !== undefined) this.onFrame({ gray, pts });
    }
  }
}
