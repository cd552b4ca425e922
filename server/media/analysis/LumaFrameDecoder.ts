/** Decodes a camera's H.264 access units into grey (luma) pictures — at the stream's own size for
 *  the analytics engines, or scaled down to a fixed grid for motion scoring: one ffmpeg per camera,
 *  fed Annex B on stdin, run below recording (at the analysis priority unless told). Frames come
 *  back in order (the streams have no B-frames), so each picture takes the time of the oldest frame
 *  still in flight. When ffmpeg falls behind, input is dropped up to the next keyframe rather than
 *  queued: analysis is never worth holding memory for. */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Frame } from '../sources/SourceListener';
import { spawnMedia, type MediaRole } from '../sources/spawnMedia';
import { internalInputOptions } from '../sources/sourceUrl';
import { toAnnexB } from '../snapshots/toAnnexB';

/** Ends each access unit, so the parser hands a frame to the decoder as soon as it arrives instead
 *  of waiting for the next one (two frames of delay without it). */
const ACCESS_UNIT_DELIMITER = Buffer.from([0, 0, 0, 1, 9, 0xf0]);
/** Bytes waiting for ffmpeg beyond which input is dropped up to the next keyframe. */
const MAX_BACKLOG_BYTES = 512 * 1024;

export interface PictureSize {
  width: number;
  height: number;
}

export interface LumaDecoderOptions {
  /** Names the decoder in its errors ('motion decoder stopped: …'). */
  label?: string;
  /** Pictures come out at this size (area-scaled) instead of the stream's. */
  scaleTo?: PictureSize;
  /** The decoder's priority: analysis unless told (spawnMedia's roles). */
  role?: MediaRole;
}

export interface LumaFrame {
  luma: Uint8Array;
  width: number;
  height: number;
  /** Capture time, ms since the epoch. */
  pts: number;
}

export class LumaFrameDecoder {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly inFlight: number[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private waitForKey = true;
  private size = { width: 0, height: 0 };

  constructor(
    private readonly onFrame: (frame: LumaFrame) => void,
    private readonly onError: (message: string) => void,
    private readonly options: LumaDecoderOptions = {},
  ) {}

  /** Frames written and not yet decoded. */
  get inFlightCount(): number {
    return this.inFlight.length;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** One access unit (AVCC) of a stream of `size` described by `avcC`. */
  write(avcC: Buffer, size: PictureSize, frame: Frame): void {
    const out = this.options.scaleTo ?? size;
    if (out.width !== this.size.width || out.height !== this.size.height) {
      this.close();
      this.size = { width: out.width, height: out.height };
    }
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
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-probesize', '32', '-analyzeduration', '0', '-threads', '1'],
      ...[...internalInputOptions('pipe', 'h264'), '-f', 'h264', '-i', 'pipe:0', '-vf', this.filter(), '-vsync', '0'],
      // One encoding thread too: ffmpeg 5 encodes raw video on a thread per core, a frame behind.
      ...['-threads', '1', '-flush_packets', '1', '-f', 'rawvideo', 'pipe:1'],
    ];
    const child = spawnMedia(this.options.role ?? 'analysis', args);
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-500)));
    child.stdin.on('error', () => undefined);
    child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    child.on('error', (err) => this.onError(`${this.label} failed: ${err.message}`));
    child.on('close', (code) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.inFlight.length = 0;
      this.waitForKey = true;
      if (code !== 0) this.onError(`${this.label} stopped: ${stderr.trim().split('\n').pop() ?? `exit ${code}`}`);
    });
    this.child = child;
    return child;
  }

  private get label(): string {
    return this.options.label ?? 'analytics decoder';
  }

  private filter(): string {
    const scale = this.options.scaleTo;
    return scale ? `scale=${scale.width}:${scale.height}:flags=area,format=gray` : 'format=gray';
  }

  private read(chunk: Buffer): void {
    const bytes = this.size.width * this.size.height;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (bytes > 0 && this.pending.length >= bytes) {
      const luma = new Uint8Array(this.pending.subarray(0, bytes));
      this.pending = this.pending.subarray(bytes);
      const pts = this.inFlight.shift();
      if (pts !== undefined) this.onFrame({ luma, ...this.size, pts });
    }
  }
}
