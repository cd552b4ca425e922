/** One camera's source process: runs ffmpeg, turns its two MPEG-TS outputs (FULL on fd 1,
 *  REVIEW on fd 3) into fMP4 fragments on the wall clock, a frame each as soon as it is encoded,
 *  and restarts it with back-off when it dies. */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { STREAM_NUMBER, type StreamNumber } from '../../../shared/video/constants';
import { parseInitSegment, type InitSegment, type Sample } from '../fmp4';
import { TS_TIMESCALE, TsToFmp4 } from '../mpegts';
import { changesResolution } from './changesResolution';
import type { Frame, SourceListener } from './SourceListener';
import { readCaptureStamp } from './captureStamp';
import { redactCredentials } from '../../kernel/redactCredentials';
import { sourceFailureReason } from './sourceFailureReason';
import { RestartBackoff } from './RestartBackoff';
import { spawnMedia } from './spawnMedia';
import { StallWatchdog } from './StallWatchdog';

export interface SourcePlan {
  /** ffmpeg arguments for a run whose media time zero is `originMs`. */
  args(originMs: number): string[];
  /** Streams the run writes as MPEG-TS (sourceOutputArgs): fd 1 carries FULL, fd 3 REVIEW. */
  streams: StreamNumber[];
  /** A stream's nominal frame time, ms: the duration of a run's first frame. */
  frameMs(stream: StreamNumber): number;
  /** Feeds stdin (raw frames for the PTZ dome); returns a stop function. */
  feed?(stdin: Writable, originMs: number): () => void;
  /** Media time of the run's first sample is wall time `originMs` (url sources start anywhere);
   *  off when media time zero already is `originMs` (demo scenes draw their clock from it). */
  rebaseToFirstSample?: boolean;
  /** fd 4 carries the run's capture stamp (captureStamp.ts): frame times are origin + the stamp +
   *  media time from the first sample, the time each frame was made. */
  captureStamp?: boolean;
  /** The camera's sound, made by a process of its own beside each run (a demo camera's
   *  microphone, demoSoundArgs): an MPEG-TS of AAC on its stdout whose timestamps are ms since
   *  the run's origin plus `clockOffsetMs`, given to every stream as its sound track. */
  sound?: { args(originMs: number): string[]; clockOffsetMs: number };
  /** Told why a run failed before the restart (a url source switches to re-encoding). */
  failed?(reason: string): void;
  /** The camera's own readiness and liveness timeouts (its health settings); STALL_LIMIT's without. */
  stallLimits?: { firstFragmentMs: number; betweenFragmentsMs: number };
}

/** The pipe of a run's capture stamp. */
export const CAPTURE_STAMP_FD = 4;

/** Restart delays after a crash (RestartBackoff). */
export { RESTART_BACKOFF } from './RestartBackoff';

/** A run that stops producing video is hung (a frozen camera connection, a stopped process), not
 *  slow: it is killed and restarted like a crash. A run gets longer for its first fragment, since
 *  opening a remote stream takes a while. Between fragments the limit and the check together stay
 *  under 5 s, so a camera that stops sending video is BROKEN within 5 s (issue 16). These are the
 *  defaults of a camera's readiness and liveness timeouts (its plan's stallLimits). Silence counts
 *  only while the platform was watching (StallWatchdog: a starved event loop is not the camera's
 *  fault, issue 27 #9). */
export const STALL_LIMIT = { firstFragmentMs: 15_000, betweenFragmentsMs: 4_000, checkEveryMs: 500 } as const;

export class CameraSource {
  private child: ChildProcess | undefined;
  private stopFeed: (() => void) | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly backoff = new RestartBackoff();
  private stopped = true;
  private startedAt = 0;
  private stderrTail = '';
  /** Set when a run has produced video; the health turns NORMAL then, not at spawn. */
  private healthy = false;
  /** The current run's watchdog, told of each fragment. */
  private watchdog: StallWatchdog | undefined;

  constructor(
    readonly cameraId: string,
    private readonly plan: SourcePlan,
    private readonly listener: SourceListener,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.spawnRun();
  }

  /** Stops for good (no restart); resolves when the process is gone. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
      child.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  private spawnRun(): void {
    const originMs = Date.now();
    const runId = randomUUID();
    this.startedAt = originMs;
    this.healthy = false;
    this.stderrTail = '';
    const child = spawnMedia('recording', this.plan.args(originMs), [
      this.plan.feed ? 'pipe' : 'ignore',
      'pipe',
      'pipe',
      'pipe',
      ...(this.plan.captureStamp ? ['pipe' as const] : []),
    ]);
    this.child = child;
    const stampPipe = this.plan.captureStamp ? (child.stdio[CAPTURE_STAMP_FD] as Readable | null) : null;
    const stamp = stampPipe ? readCaptureStamp(stampPipe) : null;
    const outputs: Array<[StreamNumber, Readable | null]> = [
      [STREAM_NUMBER.FULL, child.stdout],
      [STREAM_NUMBER.REVIEW, child.stdio[3] as Readable | null],
    ];
    const splitters: TsToFmp4[] = [];
    for (const [stream, pipe] of outputs) {
      if (!pipe || !this.plan.streams.includes(stream)) {
        pipe?.resume();
        continue;
      }
      splitters.push(this.wireOutput(stream, pipe, originMs, runId, child, stamp));
    }
    if (this.plan.sound) this.spawnSound(this.plan.sound, originMs, child, stamp, splitters);
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2000);
    });
    if (this.plan.feed && child.stdin) {
      child.stdin.on('error', () => undefined); // EPIPE when ffmpeg dies; the exit handler reports it.
      this.stopFeed = this.plan.feed(child.stdin, originMs);
    }
    child.on('error', (err) => this.listener.health('BROKEN', redactCredentials(err.message)));
    const watchdog = new StallWatchdog(
      STALL_LIMIT.checkEveryMs,
      () => {
        const limits = this.plan.stallLimits ?? STALL_LIMIT;
        return this.healthy ? limits.betweenFragmentsMs : limits.firstFragmentMs;
      },
      (silentMs) => {
        if (this.child !== child) return;
        this.stderrTail += `\nno video for ${Math.round(silentMs / 1000)} s`;
        child.kill('SIGKILL');
      },
    );
    this.watchdog = watchdog;
    watchdog.start();
    child.once('close', (code, signal) => {
      watchdog.stop();
      this.onExit(child, code, signal);
    });
  }

  /** The run's sound process: its stream goes to every stream's splitter, on the pictures' clock
   *  once the capture stamp tells where media time zero is; it ends with the run. A sound that
   *  fails leaves the pictures running (a camera whose microphone is dead still shows them). */
  private spawnSound(
    sound: NonNullable<SourcePlan['sound']>,
    originMs: number,
    run: ChildProcess,
    stamp: Promise<number> | null,
    splitters: TsToFmp4[],
  ): void {
    const child = spawnMedia('recording', sound.args(originMs), ['ignore', 'pipe', 'pipe']);
    const zero = (stampMs: number) => ((sound.clockOffsetMs + stampMs) * TS_TIMESCALE) / 1000;
    void (stamp ?? Promise.resolve(0)).then(
      (stampMs) => splitters.forEach((splitter) => splitter.soundClock(zero(stampMs))),
      () => undefined,
    );
    let broken = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (broken) return;
      try {
        splitters.forEach((splitter) => splitter.pushSound(chunk));
      } catch (err) {
        broken = true;
        this.stderrTail += `\nsound: ${(err as Error).message}`;
        child.kill('SIGKILL');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + `sound: ${chunk.toString()}`).slice(-2000);
    });
    child.on('error', () => undefined);
    const end = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    if (run.exitCode !== null || run.signalCode !== null) end();
    else run.once('close', end);
  }

  private wireOutput(
    stream: StreamNumber,
    pipe: Readable,
    originMs: number,
    runId: string,
    child: ChildProcess,
    stamp: Promise<number> | null,
  ): TsToFmp4 {
    let init: InitSegment | undefined;
    /** Media time of the run's first sample: url sources do not start at zero. */
    let firstPts: number | undefined;
    /** The capture stamp once known (0 without one); fragments wait for it. */
    let stampMs: number | null = stamp ? null : 0;
    let waiting: Array<[Buffer, Sample[], 'video' | 'audio']> = [];
    stamp?.then((ms) => {
      stampMs = ms;
      const queued = waiting;
      waiting = [];
      try {
        queued.forEach(([bytes, samples, kind]) => (kind === 'video' ? fragment : audio)(bytes, samples));
      } catch (err) {
        this.stderrTail += `\n${(err as Error).message}`;
        child.kill('SIGKILL');
      }
    });
    const fragment = (bytes: Buffer, samples: Sample[]) => {
      if (stampMs === null) {
        waiting.push([bytes, samples, 'video']);
        return;
      }
      const capturedFrom = originMs + stampMs;
      if (!init) return;
      const scale = 1000 / init.timescale;
      if (samples.length === 0) return;
      // Frames of a new resolution under the old init segment would not decode: a new run
      // starts with an init segment of its own (the data handler kills this one).
      const initSegment = init;
      if (samples.some((s) => s.key && changesResolution(initSegment.description, s.data))) {
        throw new Error('the source changed its resolution mid-stream');
      }
      // A url source's first kept picture is its start; a stamped one's media time zero is the
      // stamped picture even when the pictures before the first kept keyframe were left out.
      firstPts ??= this.plan.rebaseToFirstSample ? (samples[0]?.dts ?? 0) : 0;
      const base = firstPts;
      const frames: Frame[] = samples.map((s) => ({
        pts: capturedFrom + (s.pts - base) * scale,
        duration: s.duration * scale,
        key: s.key,
        data: s.data,
        ...(this.plan.captureStamp && { captured: true as const }),
      }));
      const first = frames[0] as Frame;
      const last = frames[frames.length - 1] as Frame;
      if (this.child === child) this.watchdog?.heard();
      if (!this.healthy && first.key) this.markHealthy();
      this.listener.fragment(stream, {
        bytes,
        frames,
        startMs: first.pts,
        endMs: last.pts + last.duration,
        key: first.key,
        mediaOriginMs: capturedFrom - base * scale,
      });
    };
    /** The sound track's frames on the video's wall clock (issue 31): the same run origin and base,
     *  so a sound and the picture made with it carry one time. */
    const audio = (bytes: Buffer, samples: Sample[]) => {
      if (stampMs === null) {
        waiting.push([bytes, samples, 'audio']);
        return;
      }
      if (!init?.audio || firstPts === undefined || samples.length === 0) return;
      const scale = 1000 / init.timescale;
      const capturedFrom = originMs + stampMs;
      const base = firstPts;
      const frames: Frame[] = samples.map((s) => ({
        pts: capturedFrom + (s.pts - base) * scale,
        duration: s.duration * scale,
        key: true,
        data: s.data,
      }));
      const last = frames[frames.length - 1] as Frame;
      this.listener.audio?.(stream, {
        bytes,
        frames,
        startMs: (frames[0] as Frame).pts,
        endMs: last.pts + last.duration,
        key: false,
        mediaOriginMs: capturedFrom - base * scale,
        sound: true,
      });
    };
    // Throws on a codec other than H.264 (and on a broken stream): the data handler kills the run
    // and says why.
    const splitter = new TsToFmp4(
      {
        init: (bytes) => {
          init = parseInitSegment(bytes);
          this.listener.init(stream, { init, originMs, runId });
        },
        fragment,
        // Where the run's output carries sound (spec 2 §3: full audio and review audio).
        ...(this.listener.audio && { audio }),
      },
      this.plan.frameMs(stream),
      this.plan.sound !== undefined,
    );
    // The first error is why the run ends: chunks still in the pipe would only add 'lost packet
    // sync' after it and hide the reason (plan.failed re-encodes on 'Unsupported codec').
    let broken = false;
    pipe.on('data', (chunk: Buffer) => {
      if (broken) return;
      try {
        splitter.push(chunk);
      } catch (err) {
        broken = true;
        this.stderrTail += `\n${(err as Error).message}`;
        child.kill('SIGKILL');
      }
    });
    return splitter;
  }

  private markHealthy(): void {
    this.healthy = true;
    this.backoff.deliveredVideo();
    this.listener.health('NORMAL');
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    this.stopFeed?.();
    this.stopFeed = undefined;
    if (this.child === child) this.child = undefined;
    for (const stream of this.plan.streams) this.listener.ended(stream);
    if (this.stopped) {
      this.listener.health('OFF');
      return;
    }
    const reason = sourceFailureReason(this.stderrTail, signal ?? `code ${code}`);
    this.plan.failed?.(reason);
    this.listener.health('BROKEN', reason);
    const delay = this.backoff.nextDelayMs(this.healthy ? Date.now() - this.startedAt : 0);
    this.restartTimer = setTimeout(() => {
      if (!this.stopped) this.spawnRun();
    }, delay);
    this.restartTimer.unref();
  }
}
