/** Snapshots and timeline thumbnails: the frame of a camera at a time (from the archive) or
 *  now (from the live edge), as JPEG; thumbnails come from the REVIEW stream and are cached. */
import os from 'node:os';
import { STREAM_NUMBER, THUMBNAIL_SIZE, type StreamNumber } from '../../../shared/video/constants';
import type { ArchiveReader, FragmentRecord } from '../archive/ArchiveReader';
import type { Frame } from '../sources/SourceListener';
import type { MediaRole } from '../sources/spawnMedia';
import type { LiveStream } from '../streaming/LiveStream';
import { encodeJpegs, type JpegFit } from './encodeJpeg';
import { DomainError } from '../../kernel/DomainError';
import { WorkLimiter } from './WorkLimiter';

export interface SnapshotImage {
  jpeg: Buffer;
  /** Time of the frame shown, ms since the epoch. */
  createdAt: number;
}

const THUMBNAIL_CACHE = 512;

/** How long a camera's picture now serves the next viewers who ask for it. The Device List, the
 *  VMX displays and every console open ask for the same cameras; each decode of a FULL stream's
 *  live GOP is one ffmpeg of up to a GOP of frames, and under load a queue of them kept a viewer's
 *  request waiting past the server's 60 s idle limit. A second old is still the picture now (the
 *  route lets the browser keep it for 60 s). */
export const LATEST_REUSE_MS = 1_000;

/** Decodes (one ffmpeg each) at once platform-wide, and how many may wait: 200 at once starved
 *  the recorders of CPU. One decode per two cores: on 2 cores, 60 snapshots at once held health's
 *  p95 at 34 ms with one decode and 157 ms with two, for the same pictures served (bench/abuse).
 *  Beyond the queue a request is refused (503) instead of waiting. */
export const SNAPSHOT_WORK = {
  concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  queue: 16,
} as const;

/** A camera's picture now: being decoded, or decoded at `decodedAt` (ms). */
interface LatestPicture {
  image: Promise<SnapshotImage | undefined>;
  decodedAt?: number;
}

export class SnapshotService {
  private readonly thumbnails = new Map<string, Promise<SnapshotImage | undefined>>();
  /** Each camera's picture now. */
  private readonly latestPictures = new Map<string, LatestPicture>();
  private readonly work = new WorkLimiter(SNAPSHOT_WORK.concurrency, SNAPSHOT_WORK.queue);

  constructor(
    private readonly reader: ArchiveReader,
    private readonly live: (cameraId: string, stream: StreamNumber) => LiveStream | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Decodes running and waiting: now, and the most at once. */
  get workLoad() {
    return { now: this.work.load, peak: this.work.peakLoad };
  }

  /** The frame at or just before `time` (ms), or the newest live frame; undefined without video. */
  async snapshot(
    cameraId: string,
    time?: number,
    options: { stream?: StreamNumber; fit?: JpegFit } = {},
  ): Promise<SnapshotImage | undefined> {
    return (await this.snapshots(cameraId, time, [options.fit], options.stream))?.[0];
  }

  /** The same frame as one image per entry of `fits` (undefined: full size), from one decode, at
   *  `role`'s priority. */
  async snapshots(
    cameraId: string,
    time: number | undefined,
    fits: (JpegFit | undefined)[],
    stream: StreamNumber = STREAM_NUMBER.FULL,
    role: MediaRole = 'analysis',
  ): Promise<SnapshotImage[] | undefined> {
    const gop =
      time === undefined
        ? this.liveGop(cameraId, stream)
        : (this.liveGopAt(cameraId, stream, time) ?? (await this.archiveGop(cameraId, stream, time)));
    if (!gop || gop.frames.length === 0) return undefined;
    const target = time ?? Number.POSITIVE_INFINITY;
    let index = 0;
    gop.frames.forEach((f, i) => {
      if (f.pts <= target) index = i;
    });
    // An alarm's pictures (detection) have a lane of their own beside the viewers' thumbnails: with
    // a console open, a slow machine's queue held a motion event's pictures for seconds.
    const jpegs = await this.work.run(
      () =>
        encodeJpegs({
          avcC: gop.avcC,
          accessUnits: gop.frames.slice(0, index + 1).map((f) => f.data),
          frameIndex: index,
          fits,
          role,
        }),
      role === 'detection',
    );
    const createdAt = Math.round((gop.frames[index] as Frame).pts);
    return jpegs.map((jpeg) => ({ jpeg, createdAt }));
  }

  /** A camera's picture now for a viewer (the camera list's thumbnails, the snapshot route and
   *  query without a time): the newest live frame, or, while the source restarts or stalls (a
   *  loaded machine kills and restarts slow encoders), the last keyframe recorded, of the FULL
   *  stream and else of REVIEW. Undefined only for a camera that has never recorded; the console
   *  then draws its placeholder (spec 3 §8: alternative images). Events keep `snapshot`, which
   *  never passes an older frame off as the moment of the event. */
  latest(cameraId: string): Promise<SnapshotImage | undefined> {
    const kept = this.latestPictures.get(cameraId);
    // A picture still being decoded serves whoever asks meanwhile.
    if (kept && (kept.decodedAt === undefined || this.now() - kept.decodedAt < LATEST_REUSE_MS)) return kept.image;
    const entry: LatestPicture = {
      image: this.decodeLatest(cameraId).then(
        (found) => {
          entry.decodedAt = this.now();
          return found;
        },
        (err: unknown) => {
          // A failure (a busy queue, a dead decode) is not kept: the next viewer tries again.
          if (this.latestPictures.get(cameraId) === entry) this.latestPictures.delete(cameraId);
          throw err;
        },
      ),
    };
    this.latestPictures.set(cameraId, entry);
    return entry.image;
  }

  private async decodeLatest(cameraId: string): Promise<SnapshotImage | undefined> {
    for (const stream of [STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW]) {
      const live = await this.snapshot(cameraId, undefined, { stream });
      if (live) return live;
    }
    for (const stream of [STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW]) {
      const key = await this.reader.keyAtOrBefore(cameraId, stream, this.now());
      if (key) return this.snapshot(cameraId, key.start_ms, { stream });
    }
    return undefined;
  }

  /** A timeline thumbnail of a camera at a whole second. */
  thumbnail(cameraId: string, second: number): Promise<SnapshotImage | undefined> {
    const key = `${cameraId}:${second}`;
    let image = this.thumbnails.get(key);
    if (!image) {
      image = this.snapshot(cameraId, second * 1000, { stream: STREAM_NUMBER.REVIEW, fit: THUMBNAIL_SIZE }).then(
        (found) => {
          // Only found images are kept: that second may be recorded a moment later.
          if (!found) this.thumbnails.delete(key);
          return found;
        },
        (err: unknown) => {
          this.thumbnails.delete(key);
          // A busy platform is not a missing picture: the caller hears it and may ask again.
          if (DomainError.is(err, 'busy')) throw err;
          return undefined;
        },
      );
      if (this.thumbnails.size >= THUMBNAIL_CACHE)
        this.thumbnails.delete(this.thumbnails.keys().next().value as string);
      this.thumbnails.set(key, image);
    }
    return image;
  }

  private liveGop(cameraId: string, stream: StreamNumber) {
    const live = this.live(cameraId, stream);
    if (!live?.init) return undefined;
    return { avcC: live.init.init.description, frames: [...live.gopSoFar] };
  }

  /** The live GOP when it holds `time` (an event's frame of a moment ago, before the archive
   *  index has it). */
  private liveGopAt(cameraId: string, stream: StreamNumber, time: number) {
    const gop = this.liveGop(cameraId, stream);
    const first = gop?.frames[0];
    const last = gop?.frames[gop.frames.length - 1];
    return first && last && first.pts <= time && time <= last.pts ? gop : undefined;
  }

  private async archiveGop(cameraId: string, stream: StreamNumber, time: number) {
    const key = await this.reader.keyAtOrBefore(cameraId, stream, time);
    if (!key || key.start_ms > time) return undefined;
    const rows: FragmentRecord[] = [key];
    for (const row of await this.reader.after(cameraId, stream, key.start_ms, { limit: 8 })) {
      if (row.is_key || row.start_ms > time) break;
      rows.push(row);
    }
    const frames: Frame[] = [];
    let avcC: Buffer | undefined;
    for (const row of rows) {
      const read = await this.reader.frames(row);
      avcC ??= read.segment.init.description;
      frames.push(...read.frames);
    }
    return avcC ? { avcC, frames } : undefined;
  }
}
