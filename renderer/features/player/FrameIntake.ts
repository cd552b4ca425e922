/** What happens to a frame as it comes off the socket, before decoding: after a (re)start it
 *  waits for the new stream's keyframe; it tracks the key-chunk interval and applies the lag
 *  rules of spec 2 §4 (live lag over 15 s re-inits; a backlog over two key intervals skips to the
 *  next key chunk) and issue 37's live bound (live lag over LIVE_LAG.skipAboveMs skips to the next
 *  key chunk, and the picture is 'behind live' while it is over).
 *  Live lag judges how late frames arrive, not only the picture's age (issue 31): it is measured
 *  against the clocks' offset seen on frames that came on time — kept across restarts of the
 *  stream, and handed on to the next connection — so frames that arrive late are not taken for
 *  the live edge, and frames that do not arrive at all are late too (noteSilence).
 *  A camera late all along would be taken for that offset: where the platform says how late it
 *  sent each picture (sentLateMs, issue 37) the offset is to the platform's sending, so such a
 *  picture is behind live; skips and re-inits answer only the lateness on this side, as what the
 *  camera sent late comes no sooner after a skip. */
import { KEYFRAMES_ONLY_ABOVE_SPEED } from '../../../shared/video/constants';
import type { MediaFrame } from '../../../shared/video/mediaFrame';
import { LIVE_LAG } from '../../../shared/video/playerConstants';
import { lagAction } from '../../../shared/video/playerRules';
import type { PlayerMode } from './playerTypes';

export type IntakeVerdict =
  /** Not part of the stream asked for (before its start keyframe). */
  | 'ignore'
  /** Skipped to catch up: counts as dropped. */
  | 'drop'
  | 'decode'
  /** The keyframe that ends a skip: the decoder's backlog goes first. */
  | 'resetAndDecode';

export class FrameIntake {
  private mode: PlayerMode = 'live';
  private speed = 1;
  private awaitingKey = true;
  /** After a seek on an open socket: frames still on their way from the old position come
   *  before the server's {seeked} marker and are not part of the new stream. */
  private awaitingSeeked = false;
  private skipToKey = false;
  private lastKeyPts: number | undefined;
  private keyIntervalMs: number | undefined;
  private newestPts: number | undefined;
  /** Forward play: the keyframe the last skip resumed at. Until the decoder shows a picture from
   *  there, the backlog counts from it, not from the old picture: otherwise every keyframe while
   *  the fresh one is still being decoded starts another skip, each reset throws away the decode
   *  in flight, and a busy decoder never shows anything again (a wall of tiles froze so). */
  private resumedAtPts: number | undefined;
  /** Smallest (wall clock − pts) seen: the clocks' offset plus the network's delay. It is the
   *  camera's clock against this console's, not a play's: a restart keeps it. */
  private clockSkew: number;
  /** How late the platform sent the newest picture (0 when it does not say): lateness no skip
   *  can make up. */
  private sentLateMs = 0;
  private lagReported = false;
  /** Wall time (epochNow) of the stream's first keyframe, and whether the live bound applies yet. */
  private startedAt: number | undefined;
  private liveBoundArmed = false;
  /** Behind live since this wall time (epochNow); undefined while within the bound. */
  private behindSince: number | undefined;
  /** The session decodes keyframes only: the picture is as live as the newest keyframe. */
  private keyframesOnly = false;
  /** Duration of the last frame (ms of media). */
  frameDurationMs = 0;

  /** liveDelayMs: the realm's jitter buffer, a delay the picture keeps on purpose; clockSkewMs:
   *  the clocks' offset an earlier connection to the camera saw, if any. */
  constructor(
    private readonly epochNow: () => number,
    private liveDelayMs = 0,
    clockSkewMs?: number,
  ) {
    this.clockSkew = clockSkewMs !== undefined && Number.isFinite(clockSkewMs) ? clockSkewMs : Number.POSITIVE_INFINITY;
  }

  /** The clocks' offset seen on live frames (ms); undefined before the first. */
  get clockSkewMs(): number | undefined {
    return Number.isFinite(this.clockSkew) ? this.clockSkew : undefined;
  }

  /** Whether the live picture is behind live (issue 37), as last measured. */
  get behindLive(): boolean {
    return this.behindSince !== undefined;
  }

  /** The picture is held this long on purpose from now on (the jitter buffer or the sound's lip
   *  sync): it is not behind live for that. */
  setLiveDelay(ms: number): void {
    this.liveDelayMs = ms;
  }

  /** Keyframes only (or every frame again): live lag is then measured against the newest keyframe. */
  setKeyframesOnly(on: boolean): void {
    this.keyframesOnly = on;
  }

  /** A new stream, starting at its first keyframe; `afterSeek` when it follows a seek on the
   *  open socket (frames before the server's {seeked} marker are the old stream's). */
  restart(mode: PlayerMode, speed: number, afterSeek: boolean): void {
    this.mode = mode;
    this.speed = speed;
    this.awaitingSeeked = afterSeek;
    this.awaitingKey = true;
    this.skipToKey = false;
    this.lastKeyPts = undefined;
    this.keyIntervalMs = undefined;
    this.newestPts = undefined;
    this.resumedAtPts = undefined;
    this.lagReported = false;
    this.startedAt = undefined;
    this.liveBoundArmed = false;
    this.behindSince = undefined;
    this.sentLateMs = 0;
  }

  /** The server's {seeked} marker: what follows is the new position. */
  seeked(): void {
    this.awaitingSeeked = false;
  }

  /** shownPts: the picture on screen. `lag` is true once when live falls over 15 s behind. */
  accept(frame: MediaFrame, shownPts: number | null): { verdict: IntakeVerdict; lag: boolean } {
    if (this.awaitingSeeked) return { verdict: 'ignore', lag: false };
    if (this.awaitingKey) {
      if (!frame.key) return { verdict: 'ignore', lag: false };
      this.awaitingKey = false;
      this.startedAt = this.epochNow();
    }
    if (frame.duration > 0) this.frameDurationMs = frame.duration;
    if (frame.key) {
      if (this.lastKeyPts !== undefined && frame.pts !== this.lastKeyPts) {
        this.keyIntervalMs = Math.abs(frame.pts - this.lastKeyPts);
      }
      this.lastKeyPts = frame.pts;
    }
    this.newestPts = frame.pts;
    this.sentLateMs = frame.sentLateMs ?? 0;
    if (this.mode === 'live') this.clockSkew = Math.min(this.clockSkew, this.epochNow() - frame.pts - this.sentLateMs);
    const lag = this.checkLag(shownPts);
    if (!this.skipToKey) return { verdict: 'decode', lag };
    if (!frame.key) return { verdict: 'drop', lag };
    this.skipToKey = false;
    if (this.speed > 0) this.resumedAtPts = frame.pts;
    return { verdict: 'resetAndDecode', lag };
  }

  /** Live, between frames (the session's check loop): frames that do not come are late too. A
   *  picture older than the live bound plus one frame interval (a key interval in keyframes only)
   *  is behind live though nothing arrived to say so — a starved cell's frames wait in its queue.
   *  The re-init stays with frames that arrive (accept): a camera that sends nothing is buffering,
   *  and a new connection would bring nothing either. */
  noteSilence(shownPts: number | null): void {
    if (this.mode !== 'live' || this.awaitingKey || this.awaitingSeeked || shownPts === null) return;
    if (!this.liveBoundArmed || !Number.isFinite(this.clockSkew)) return;
    const now = this.epochNow();
    const interval = this.keyframesOnly && this.keyIntervalMs !== undefined ? this.keyIntervalMs : this.frameDurationMs;
    const lateMs = now - shownPts - this.clockSkew - interval;
    if (lateMs > LIVE_LAG.skipAboveMs + Math.max(0, this.liveDelayMs)) this.behindSince ??= now;
  }

  private checkLag(shownPts: number | null): boolean {
    // Keyframes-only play has nothing to skip to.
    if (Math.abs(this.speed) > KEYFRAMES_ONLY_ABOVE_SPEED) return false;
    if (this.newestPts === undefined) return false;
    const shown = shownPts ?? this.newestPts;
    const from = Math.max(shown, this.resumedAtPts ?? Number.NEGATIVE_INFINITY);
    // Reverse: the backlog is what was received further back than the picture; a decoder that
    // cannot keep up skips whole GOPs instead of falling ever further behind.
    const reverse = this.speed < 0;
    const now = this.epochNow();
    let liveLagMs = now - shown - (Number.isFinite(this.clockSkew) ? this.clockSkew : 0);
    // Keyframes only shows each keyframe and nothing between: a key interval old is as live as it gets.
    if (this.keyframesOnly && this.keyIntervalMs !== undefined) liveLagMs -= this.keyIntervalMs;
    const action = lagAction({
      mode: this.mode,
      liveLagMs: liveLagMs - this.sentLateMs,
      backlogMs: Math.max(0, reverse ? shown - this.newestPts : this.newestPts - from),
      keyIntervalMs: this.keyIntervalMs,
      reverse,
      liveSkipAboveMs: this.liveSkipAboveMs(liveLagMs, shownPts, now),
    });
    if (action === 'skipToKey') this.skipToKey = true;
    if (action !== 'reinit' || this.lagReported) return false;
    this.lagReported = true;
    return true;
  }

  /** The live bound, once it applies: after the start's burst (the stream's second keyframe came,
   *  or the grace passed; until then the clocks' offset is not known either), once there is a
   *  picture, one skip at a time (the first keyframe's or a skip's picture is shown before the
   *  next skip: resetting the decoder on every keyframe would show nothing at all on a slow one).
   *  Notes whether the picture is behind live meanwhile. */
  private liveSkipAboveMs(liveLagMs: number, shownPts: number | null, now: number): number | undefined {
    if (this.mode !== 'live') return undefined;
    const bound = LIVE_LAG.skipAboveMs + Math.max(0, this.liveDelayMs);
    if (!this.liveBoundArmed) {
      const graceOver = this.startedAt !== undefined && now - this.startedAt >= LIVE_LAG.startGraceMs;
      if (this.keyIntervalMs === undefined && !graceOver) return undefined;
      this.liveBoundArmed = true;
    }
    // No picture yet: nothing is behind, and the first keyframe's decode is not thrown away.
    if (shownPts === null) return undefined;
    if (liveLagMs > bound) this.behindSince ??= now;
    else if (this.behindSince !== undefined && now - this.behindSince >= LIVE_LAG.markHoldMs) {
      this.behindSince = undefined;
    }
    const skipPending = this.skipToKey || (this.resumedAtPts !== undefined && shownPts < this.resumedAtPts);
    return skipPending ? undefined : bound;
  }
}
