/** What one camera stream really delivers (issue 29; spec 3 §3.1 Media aspect FPS, liveBitrate,
 *  uptime, averageFPS, averageGOP, jitter, packet loss), measured on the frames as they arrive from
 *  the source: rates over a short window, GOP lengths, arrival jitter, the time lost to silences,
 *  restarts, frames missing from the stream's own timing, and the bytes the recorder wrote. */

/** Frame and byte rates are read over the frames that arrived in this much time. */
export const RATE_WINDOW_MS = 5_000;
/** A silence counts as lost time once it is this much longer than a frame's own duration. */
export const LOST_GRACE_MS = 1_000;
/** A run's first frame may take this long (opening a remote stream) before its wait counts as lost. */
export const FIRST_FRAME_GRACE_MS = 15_000;
/** GOPs the GOP length is averaged over. */
const RECENT_GOPS = 10;
/** A frame whose timestamp comes this many frame durations after its predecessor's stands after
 *  missing frames (a camera's or a network's loss). */
const MISSING_AFTER_FRAMES = 1.5;

/** A frame as the statistics see it: its time on the wall clock (ms) and its length. */
export interface ObservedFrame {
  pts: number;
  duration: number;
  key: boolean;
  /** The access unit (its length is what counts). */
  data: { length: number };
}

/** The stream's figures at one moment; counters (`…Total`) only grow, the others are levels. */
export interface StreamFigures {
  /** True while a run delivers video. */
  delivering: boolean;
  /** The stream's health as its camera's timeouts read it (streamHealthOf). */
  liveness: StreamLiveness;
  /** Frames per second over the last RATE_WINDOW_MS. */
  fps: number;
  /** Bits per second over the last RATE_WINDOW_MS. */
  bitrate: number;
  /** Mean length of the recent GOPs, frames (0 before the first whole GOP). */
  gop: number;
  /** Arrival jitter, ms (RFC 3550's running estimate of the change in transit time). */
  jitterMs: number;
  /** ms since the current run delivered its first frame; 0 when not delivering. */
  uptimeMs: number;
  /** Frames per second over all the video delivered since the stream started. */
  averageFps: number;
  /** Mean GOP length since the stream started, frames. */
  averageGop: number;
  /** Frames missing from the stream's timing as a percentage of the frames it should have had. */
  packetLossPct: number;
  lostMsTotal: number;
  reconnectsTotal: number;
  recordedBytesTotal: number;
  framesTotal: number;
  bytesTotal: number;
}

/** What the health of a stream is read from (streamHealthOf). */
export interface StreamLiveness {
  /** The pipeline runs the stream (false once it was stopped on purpose). */
  watching: boolean;
  /** The current run has delivered video. */
  runDelivered: boolean;
  /** The source failed and has not delivered since. */
  failed: boolean;
  /** ms since the last frame arrived, or since the current run started when it has none yet. */
  silentMs: number;
  /** ms since the current run started. */
  runAgeMs: number;
}

interface Arrival {
  at: number;
  frames: number;
  bytes: number;
  /** Media time the fragment covers, wall-clock ms: from its first frame to its last one's end. */
  from: number;
  to: number;
}

export class StreamStatistics {
  private readonly window: Arrival[] = [];
  private readonly gops: number[] = [];
  private watching = false;
  /** When the wait for the next frame started: the last arrival, or the run's start. */
  private waitingSince = 0;
  private waitingForFirst = true;
  private frameMs = 100;
  private reconnects = 0;
  private runFirstAt: number | undefined;
  private lastPts: number | undefined;
  private lastTransit: number | undefined;
  private framesSinceKey: number | undefined;
  private jitter = 0;
  private lostMs = 0;
  private frames = 0;
  private bytes = 0;
  private missing = 0;
  private deliveredMs = 0;
  private gopCount = 0;
  private gopFrames = 0;
  private recordedBytes = 0;
  private runStartedAt: number | undefined;
  private lastArrivalAt: number | undefined;
  private failed = false;

  /** A run of the source started delivering a stream; `frameMs` is its nominal frame time. */
  runStarted(now: number, frameMs: number): void {
    if (!this.watching) {
      this.watching = true;
      this.waitingForFirst = true;
      this.waitingSince = now;
    }
    this.frameMs = frameMs > 0 ? frameMs : this.frameMs;
    this.runStartedAt = now;
    this.runFirstAt = undefined;
    this.lastPts = undefined;
    this.lastTransit = undefined;
    this.framesSinceKey = undefined;
  }

  /** The frames of one fragment arrived at `now`. */
  arrived(now: number, frames: readonly ObservedFrame[]): void {
    if (frames.length === 0) return;
    if (!this.watching) this.runStarted(now, frames[0]?.duration ?? this.frameMs);
    this.closeWait(now);
    this.waitingSince = now;
    this.waitingForFirst = false;
    if (this.runFirstAt === undefined) this.runFirstAt = now;
    this.lastArrivalAt = now;
    this.failed = false;
    let bytes = 0;
    for (const frame of frames) {
      bytes += frame.data.length;
      if (this.lastPts !== undefined && frame.duration > 0) {
        const step = frame.pts - this.lastPts;
        if (step > frame.duration * MISSING_AFTER_FRAMES) this.missing += Math.round(step / frame.duration) - 1;
      }
      this.lastPts = frame.pts;
      if (frame.key) {
        if (this.framesSinceKey !== undefined && this.framesSinceKey > 0) {
          this.gops.push(this.framesSinceKey);
          if (this.gops.length > RECENT_GOPS) this.gops.shift();
          this.gopCount += 1;
          this.gopFrames += this.framesSinceKey;
        }
        this.framesSinceKey = 0;
      }
      if (this.framesSinceKey !== undefined) this.framesSinceKey += 1;
      this.deliveredMs += frame.duration;
    }
    const last = frames[frames.length - 1] as ObservedFrame;
    const transit = now - (last.pts + last.duration);
    if (this.lastTransit !== undefined) this.jitter += (Math.abs(transit - this.lastTransit) - this.jitter) / 16;
    this.lastTransit = transit;
    this.frames += frames.length;
    this.bytes += bytes;
    const first = frames[0] as ObservedFrame;
    this.window.push({ at: now, frames: frames.length, bytes, from: first.pts, to: last.pts + last.duration });
    this.trim(now);
  }

  /** The recorder wrote `bytes` of this stream to the archive. */
  recorded(bytes: number): void {
    this.recordedBytes += bytes;
  }

  /** The source failed and will be started again (a crash, a hang, a refused connection). */
  reconnecting(): void {
    this.reconnects += 1;
    this.failed = true;
  }

  /** The run ended (a crash, a restart): the stream no longer delivers; the wait goes on. */
  runEnded(): void {
    this.runFirstAt = undefined;
    this.window.length = 0;
  }

  /** The camera was stopped on purpose (disabled, recording off, shutdown): silence is not lost. */
  stopped(now: number): void {
    this.closeWait(now);
    this.runEnded();
    this.watching = false;
    this.failed = false;
  }

  figures(now: number): StreamFigures {
    this.trim(now);
    const delivering = this.runFirstAt !== undefined && this.window.length > 0;
    // Rates by the media time the latest arrivals cover, not by when they came: a source hands over
    // what it had buffered at once when it connects, which by arrival would read as a burst.
    let frames = 0;
    let bytes = 0;
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    for (const arrival of this.window) {
      frames += arrival.frames;
      bytes += arrival.bytes;
      from = Math.min(from, arrival.from);
      to = Math.max(to, arrival.to);
    }
    const span = to - from;
    // A rate over less than a second of video would be noise.
    const rated = delivering && span >= 1_000;
    const expected = this.frames + this.missing;
    const runDelivered = this.runFirstAt !== undefined;
    return {
      delivering,
      liveness: {
        watching: this.watching,
        runDelivered,
        failed: this.failed,
        silentMs: now - ((runDelivered ? this.lastArrivalAt : this.runStartedAt) ?? now),
        runAgeMs: now - (this.runStartedAt ?? now),
      },
      fps: rated ? (frames * 1000) / span : 0,
      bitrate: rated ? (bytes * 8 * 1000) / span : 0,
      gop: this.gops.length ? this.gops.reduce((a, b) => a + b, 0) / this.gops.length : 0,
      jitterMs: this.jitter,
      uptimeMs: delivering && this.runFirstAt !== undefined ? now - this.runFirstAt : 0,
      averageFps: this.deliveredMs > 0 ? (this.frames * 1000) / this.deliveredMs : 0,
      averageGop: this.gopCount ? this.gopFrames / this.gopCount : 0,
      packetLossPct: expected ? (this.missing * 100) / expected : 0,
      lostMsTotal: this.lostMs + this.openLoss(now),
      reconnectsTotal: this.reconnects,
      recordedBytesTotal: this.recordedBytes,
      framesTotal: this.frames,
      bytesTotal: this.bytes,
    };
  }

  /** The lost part of the wait going on now. */
  private openLoss(now: number): number {
    if (!this.watching) return 0;
    const grace = this.waitingForFirst ? FIRST_FRAME_GRACE_MS : this.frameMs + LOST_GRACE_MS;
    const silent = now - this.waitingSince;
    return silent > grace ? silent - this.frameMs : 0;
  }

  private closeWait(now: number): void {
    this.lostMs += this.openLoss(now);
    this.waitingSince = now;
  }

  private trim(now: number): void {
    while (this.window.length && (this.window[0] as Arrival).at <= now - RATE_WINDOW_MS) this.window.shift();
  }
}
