/** Which decoded frame is on screen when: live frames are painted as they arrive, or — with the
 *  realm's jitter buffer (spec 3 §3.6 jitterBufferLength) — held that long and painted at their own
 *  spacing, so uneven arrival does not show as uneven motion; archive frames
 *  follow a media clock (wall time × speed from an anchor) and the newest frame due is painted,
 *  older ones are closed and counted as dropped. Frames before the requested start are decoded
 *  but never shown; reverse play shows each GOP's frames newest-first, starting once the GOP is
 *  complete: the decoder has gone quiet, or it has begun the next (older) GOP. */
import {
  CLOCK_RESYNC_MS,
  MAX_QUEUED_FORWARD_FRAMES,
  MAX_QUEUED_REVERSE_FRAMES,
} from '../../../shared/video/playerConstants';
import type { DecodedFrame } from './playerDeps';

export interface SchedulerOptions {
  /** Draws the frame; the scheduler closes it right after. */
  paint(frame: DecodedFrame): void;
  /** Frames that were due but never shown. */
  dropped(count: number): void;
  /** Live frames wait this long (ms) before they are shown; 0 paints them on arrival. */
  liveDelayMs?: number;
}

export interface PlaybackPlan {
  mode: 'live' | 'archive';
  speed: number;
  /** Requested start: earlier frames (later ones in reverse) are not shown. */
  from: number | null;
}

export class FrameScheduler {
  private queue: DecodedFrame[] = [];
  private plan: PlaybackPlan = { mode: 'live', speed: 1, from: null };
  private anchor: { wall: number; media: number } | null = null;
  private lastPts: number | null = null;
  private paused = false;
  private starved = false;
  /** Reverse: decoded frames come in decode order, GOP after older GOP; a frame older than the
   *  one before it opens the next GOP, so every GOP before it is complete. */
  private gopOf = new WeakMap<DecodedFrame, number>();
  private incomingGop = 0;
  private lastPushedPts: number | null = null;

  private liveDelayMs: number;

  constructor(private readonly options: SchedulerOptions) {
    this.liveDelayMs = Math.max(0, options.liveDelayMs ?? 0);
  }

  private get liveDelay(): number {
    return this.plan.mode === 'live' ? this.liveDelayMs : 0;
  }

  /** Live frames wait `ms` from now on (issue 31 lip sync: the sound's lateness). The clock moves by
   *  the change: a longer wait holds the picture that much once, a shorter one shows what is due at
   *  once; none at all paints the newest frame waiting and the next ones on arrival. */
  setLiveDelay(ms: number, now: number): void {
    const next = Math.max(0, ms);
    const change = next - this.liveDelayMs;
    if (change === 0) return;
    this.liveDelayMs = next;
    if (this.plan.mode !== 'live' || this.paused) return;
    if (next === 0) {
      const newest = this.queue.pop();
      this.clear();
      this.anchor = null;
      if (newest) this.show(newest);
      return;
    }
    if (this.anchor) this.anchor = { wall: this.anchor.wall + change, media: this.anchor.media };
    this.tickDelayedLive(now);
  }

  get reverse(): boolean {
    return this.plan.mode === 'archive' && this.plan.speed < 0;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Media time of the frame last painted. */
  get shownPts(): number | null {
    return this.lastPts;
  }

  /** A new play: queued frames go, the clock starts again at the first frame shown. */
  reset(plan: PlaybackPlan): void {
    this.clear();
    this.plan = plan;
    this.anchor = null;
    this.lastPts = null;
    this.paused = false;
    this.starved = false;
    this.incomingGop = 0;
    this.lastPushedPts = null;
  }

  /** Holds the picture: nothing more is painted until the next reset. */
  pause(): void {
    this.paused = true;
    this.anchor = null;
    this.starved = false;
    this.clear();
  }

  push(frame: DecodedFrame, now: number): void {
    if (this.paused || this.beforeStart(frame.pts) || this.alreadyPassed(frame.pts)) {
      frame.close();
      return;
    }
    if (this.plan.mode === 'live' && this.liveDelay === 0) {
      this.show(frame);
      return;
    }
    if (this.reverse) this.noteGop(frame);
    const at = this.queue.findIndex((queued) => queued.pts > frame.pts);
    if (at < 0) this.queue.push(frame);
    else this.queue.splice(at, 0, frame);
    this.trim();
    // Forward archive: the first frame is painted at once and starts the clock.
    if (!this.anchor && !this.reverse && this.plan.mode === 'archive') this.tick(now, false);
    // Live: the buffer's clock starts when its first frame arrives.
    if (this.liveDelay > 0) this.anchor ??= { wall: now + this.liveDelay, media: frame.pts };
  }

  /** Paints what the media clock says is due. `settled`: nothing is left in the decoder and no
   *  frame arrived lately, so a reverse GOP is complete and its newest frame can start the clock
   *  (a decoder with a backlog never settles: then the start of the next GOP says so). */
  tick(now: number, settled: boolean): void {
    if (this.paused) return;
    if (this.plan.mode === 'live') {
      if (this.liveDelay > 0) this.tickDelayedLive(now);
      return;
    }
    const speed = this.plan.speed;
    const reverse = speed < 0;
    if (this.queue.length === 0) {
      // Reverse: the next GOP is late; it will continue from its newest frame, not drop it.
      if (this.anchor && reverse) this.starved = true;
      return;
    }
    if (!this.anchor || this.starved) {
      if (reverse && !settled && !this.edgeComplete()) return;
      this.anchorAt(this.edge(), now);
      this.starved = false;
    }
    const anchor = this.anchor as { wall: number; media: number };
    const clock = anchor.media + (now - anchor.wall) * speed;
    const resync = CLOCK_RESYNC_MS * Math.abs(speed);
    const due = reverse ? this.queue.filter((f) => f.pts >= clock) : this.queue.filter((f) => f.pts <= clock);
    if (due.length === 0) {
      // Nothing due: far ahead of the clock means a gap the server skipped; follow it.
      const next = this.edge();
      if (Math.abs(next.pts - clock) > resync && (!reverse || settled || this.edgeComplete())) this.anchorAt(next, now);
      else return;
      this.tick(now, settled);
      return;
    }
    const shown = reverse ? due[0] : due[due.length - 1];
    if (!shown) return;
    const late = due.filter((f) => f !== shown);
    this.queue = this.queue.filter((f) => !due.includes(f));
    late.forEach((f) => f.close());
    if (late.length > 0) this.options.dropped(late.length);
    // Far behind the clock (a stall): carry on from this frame rather than drop all that follow.
    if (Math.abs(clock - shown.pts) > resync) this.anchorAt(shown, now);
    this.show(shown);
  }

  /** Live through the jitter buffer: the clock starts `liveDelay` after the first frame and runs at
   *  the frames' own pace; a frame later than the buffer covers (a stall longer than the delay) is
   *  shown at once and the clock starts again from it, so the buffer fills up again. */
  private tickDelayedLive(now: number): void {
    const next = this.queue[0];
    if (!next) return;
    this.anchor ??= { wall: now + this.liveDelay, media: next.pts };
    const clock = this.anchor.media + (now - this.anchor.wall);
    const due = this.queue.filter((f) => f.pts <= clock);
    const shown = due[due.length - 1];
    if (!shown) {
      // Far ahead of the clock: the camera's time jumped; start again from this frame.
      if (next.pts - clock > this.liveDelay + CLOCK_RESYNC_MS) this.anchor = null;
      return;
    }
    const late = due.filter((f) => f !== shown);
    this.queue = this.queue.filter((f) => !due.includes(f));
    late.forEach((f) => f.close());
    if (late.length > 0) this.options.dropped(late.length);
    if (clock - shown.pts > CLOCK_RESYNC_MS) this.anchor = { wall: now + this.liveDelay, media: shown.pts };
    this.show(shown);
  }

  /** Closes every queued frame (not counted as dropped: they were never due). */
  clear(): void {
    this.queue.forEach((f) => f.close());
    this.queue = [];
  }

  private noteGop(frame: DecodedFrame): void {
    if (this.lastPushedPts !== null && frame.pts < this.lastPushedPts) this.incomingGop += 1;
    this.lastPushedPts = frame.pts;
    this.gopOf.set(frame, this.incomingGop);
  }

  /** Reverse: the next frame to show belongs to a GOP the decoder has finished. */
  private edgeComplete(): boolean {
    const gop = this.gopOf.get(this.edge());
    return gop !== undefined && gop < this.incomingGop;
  }

  /** The next frame in playing order. */
  private edge(): DecodedFrame {
    return (this.reverse ? this.queue[this.queue.length - 1] : this.queue[0]) as DecodedFrame;
  }

  private anchorAt(frame: DecodedFrame, now: number): void {
    this.anchor = { wall: now, media: frame.pts };
  }

  private beforeStart(pts: number): boolean {
    const from = this.plan.from;
    if (from === null || this.plan.mode === 'live') return false;
    return this.reverse ? pts > from : pts < from;
  }

  /** Frames sent again (a speed change restarts at the keyframe before) are not shown twice. */
  private alreadyPassed(pts: number): boolean {
    if (this.lastPts === null) return false;
    return this.reverse ? pts >= this.lastPts : pts <= this.lastPts;
  }

  private trim(): void {
    // A jitter buffer holds as many frames as its delay spans: as deep as a reverse GOP allows.
    const max = this.reverse || this.liveDelay > 0 ? MAX_QUEUED_REVERSE_FRAMES : MAX_QUEUED_FORWARD_FRAMES;
    let dropped = 0;
    while (this.queue.length > max) {
      // The frame that would be shown next is the one that is late already.
      const frame = this.reverse ? this.queue.pop() : this.queue.shift();
      frame?.close();
      dropped += 1;
    }
    if (dropped > 0) this.options.dropped(dropped);
  }

  private show(frame: DecodedFrame): void {
    this.lastPts = frame.pts;
    try {
      this.options.paint(frame);
    } finally {
      frame.close();
    }
  }
}
