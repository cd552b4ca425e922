/** One connection of a player to one camera stream (spec 2 §4): the play on its media socket
 *  (SessionSocket) and its commands, decoding, the lag rules (FrameIntake), the cell's marks
 *  (PlaybackMarks) and the frame clock (FrameScheduler). It reports how it ended; the controller
 *  decides what follows. */
import { STOP_CODE } from '../../../shared/video/constants';
import type { MediaFrame, MediaHeader } from '../../../shared/video/mediaFrame';
import {
  BUFFERING_AFTER_MS,
  LOCAL_CONNECT_TIMEOUT_MS,
  PLAYER_MESSAGES,
  REVERSE_GOP_SETTLE_MS,
} from '../../../shared/video/playerConstants';
import type { SessionEnd } from './afterSessionEnd';
import { LipSync } from './audio/LipSync';
import { audibleAt } from './audio/SessionAudio';
import { FrameIntake } from './FrameIntake';
import { FrameScheduler } from './FrameScheduler';
import { MetadataTrack } from './MetadataTrack';
import { PlaybackLoop } from './PlaybackLoop';
import { PlaybackMarks } from './PlaybackMarks';
import type { PlayerDecoder } from './playerDeps';
import type { SessionHandle } from './playerSurface';
import type { PlayerMode } from './playerTypes';
import type { LagEnd, SessionHost, SessionRequest } from './SessionHost';
import { SessionSocket } from './SessionSocket';
import { takeHeader } from './takeHeader';

export class PlayerSession implements SessionHandle {
  private readonly socket: SessionSocket;
  private readonly decoder: PlayerDecoder;
  private readonly scheduler: FrameScheduler;
  private disposed = false;
  private headerSeen = false;
  private mode: PlayerMode;
  private speed: number;
  private readonly intake: FrameIntake;
  /** The metadata channel's boxes by frame time (issue 31). */
  private readonly marks = new MetadataTrack();
  private lastReceivedAt = 0;
  private lastPaintAt: number;
  private readonly loop: PlaybackLoop;
  private localTimer: unknown;
  private initDone: (() => void) | null = null;
  private buffering = false;
  private pendingEnd: SessionEnd | null = null;
  /** Off screen (issue 17): frames are not decoded; the next keyframe resumes. */
  private hidden = false;
  private paused = false;
  /** 'Keyframes only' and 'Behind live' (issue 17, issue 37). */
  private readonly marksShown: PlaybackMarks;
  /** Media time of the last keyframe received: the file rule continues from it (FileEndRule). */
  private lastKeyPts: number | null = null;
  /** Live pictures held by their sound's lateness (issue 31); kept across restarts: it is the
   *  camera's way to this console, not a play's. */
  private readonly lipSync = new LipSync();

  constructor(
    private readonly host: SessionHost,
    readonly request: SessionRequest,
  ) {
    this.mode = request.mode;
    this.speed = request.speed;
    this.intake = new FrameIntake(host.epochNow, request.jitterMs ?? 0, request.clockSkewMs);
    this.marksShown = new PlaybackMarks(host, this.intake);
    this.socket = new SessionSocket(host, request, {
      initSent: () => this.initSent(),
      header: (header) => void this.onHeader(header),
      seeked: () => {
        this.intake.seeked();
        this.marks.clear();
      },
      frame: (frame, bytes) => this.onFrame(frame, bytes),
      // Frames sent before the end event are still to be shown (a reverse GOP comes at once).
      event: (event) => {
        this.pendingEnd = { kind: 'event', event, lastKeyPts: this.lastKeyPts };
        this.onAnimationFrame();
      },
      ended: (end) => this.end(end),
    });
    this.loop = new PlaybackLoop(host.timers, () => this.onAnimationFrame());
    // A new socket carries only the stream asked for: its first keyframe starts it.
    this.intake.restart(this.mode, this.speed, false);
    this.lastPaintAt = host.now();
    this.scheduler = new FrameScheduler({
      paint: (frame) => {
        this.lastPaintAt = host.now();
        this.marksShown.shown(this.lastPaintAt);
        // Glass to glass: a live frame's pts is its capture time on the camera's clock.
        if (this.mode === 'live') host.stats.glassToGlass(host.epochNow() - frame.pts);
        host.audio?.painted(frame.pts, host.epochNow());
        this.initDone?.();
        this.initDone = null;
        host.paint(frame, this.marks.at(frame.pts));
      },
      dropped: (count) => {
        host.stats.framesDropped += count;
      },
      liveDelayMs: request.jitterMs ?? 0,
    });
    this.scheduler.reset({
      mode: this.mode,
      speed: this.speed,
      from: request.mode === 'archive' ? request.time : null,
    });
    host.audio?.reset(audibleAt(this.speed));
    this.decoder = host.createDecoder({
      output: (frame) => {
        if (this.disposed) return frame.close();
        host.stats.stage('firstDecoded');
        host.stats.framesDecoded += 1;
        this.scheduler.push(frame, host.now());
      },
      error: (message) => this.end({ kind: 'final', code: STOP_CODE.SOMETHING_WENT_WRONG, text: message }),
    });
    this.planDecoder();
  }

  get transportReady(): boolean {
    return !this.disposed && this.headerSeen && this.socket.isOpen;
  }

  /** Media time of the picture on screen. */
  get shownPts(): number | null {
    return this.scheduler.shownPts;
  }

  async start(): Promise<void> {
    const plan = await this.host.plan(this.request);
    if (this.disposed) return;
    if (plan.kind === 'error')
      return this.end({ kind: 'final', code: STOP_CODE.SOMETHING_WENT_WRONG, text: plan.message });
    if (plan.kind === 'local') return this.startLocal(plan.avatarId);
    await this.socket.connect();
  }

  /** Plays from another time or at another speed on the open socket. */
  reposition(mode: PlayerMode, time: number, speed: number): void {
    this.mode = mode;
    this.speed = speed;
    this.restartStream(time, true);
    this.socket.send({ cmd: 'pause' });
    this.socket.send({ cmd: 'seek', time: Math.max(0, Math.round(time)) });
    this.socket.send({ cmd: 'play', speed });
    this.host.stats.stage('sent');
    this.host.stats.request('seek', `${new Date(time).toISOString()} ×${speed}`);
  }

  /** Live again after a pause: the server restarts at the newest keyframe. */
  resumeLive(): void {
    this.mode = 'live';
    this.speed = 1;
    this.restartStream(null, false);
    this.socket.send({ cmd: 'play', speed: 1 });
    this.host.stats.stage('sent');
    this.host.stats.request('play', 'live');
  }

  pause(held?: (shownPts: number | null) => void): void {
    this.paused = true;
    this.socket.send({ cmd: 'pause' });
    this.host.stats.request('pause');
    this.scheduler.pause();
    this.host.audio?.reset(false);
    this.decoder.reset();
    this.loop.stop();
    this.marksShown.behindLive(false);
    held?.(this.scheduler.shownPts);
  }

  /** The tile is small (isSmallTile): when it falls behind, it decodes keyframes only at once. */
  setSmallTile(small: boolean): void {
    this.marksShown.setSmallTile(small);
  }

  /** A hidden tile stops decoding; shown again, it starts over at the next keyframe. */
  setVisible(visible: boolean): void {
    if (visible !== this.hidden) return;
    this.hidden = !visible;
    if (this.hidden) {
      this.host.stats.write('info', 'hidden: decoding stopped');
      this.marksShown.behindLive(false);
      this.decoder.reset();
      this.scheduler.clear();
      this.host.audio?.reset(false);
      return;
    }
    this.host.stats.write('info', 'shown: decoding from the next keyframe');
    this.intake.restart(this.mode, this.speed, false);
    if (!this.paused) this.scheduler.reset({ mode: this.mode, speed: this.speed, from: null });
    this.host.audio?.reset(!this.paused && audibleAt(this.speed));
    this.planDecoder();
    this.lastPaintAt = this.host.now();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.socket.dispose();
    this.loop.stop();
    if (this.localTimer !== undefined) this.host.timers.clearTimeout(this.localTimer);
    this.scheduler.clear();
    this.host.audio?.reset(false);
    this.decoder.close();
  }

  private end(end: SessionEnd | LagEnd): void {
    if (this.disposed) return;
    this.host.ended(end);
  }

  private startLocal(avatarId: string): void {
    // The WebRTC transport is not part of this console yet: a local attempt runs into the spec's
    // connect timeout, which the controller remembers for the avatar.
    this.host.stats.write('info', `local connection to avatar ${avatarId}`);
    this.localTimer = this.host.timers.setTimeout(
      () => this.end({ kind: 'localFailed', avatarId, text: PLAYER_MESSAGES.localTimeout }),
      LOCAL_CONNECT_TIMEOUT_MS,
    );
  }

  /** The init went out: play at the session's speed, and the clock starts. */
  private initSent(): void {
    const { host, request } = this;
    this.initDone = host.stats.request('init', `${request.deviceId} stream ${request.stream}`);
    this.socket.send({ cmd: 'play', speed: this.speed });
    host.stats.request('play', `×${this.speed}`);
    this.loop.start(this.checksOnly);
  }

  private async onHeader(header: MediaHeader): Promise<void> {
    this.headerSeen = true;
    const refusal = await takeHeader(this.host, this.decoder, header);
    if (refusal !== null) this.end({ kind: 'final', code: STOP_CODE.UNSUPPORTED_CODEC, text: refusal });
  }

  private onFrame(frame: MediaFrame, bytes: number): void {
    const { host } = this;
    if (frame.metadata) return this.addMark(frame);
    // Sound plays on the pictures' clock; it is not part of their lag rules or statistics.
    if (frame.audio) {
      const audible = !this.hidden && !this.paused && audibleAt(this.speed);
      if (audible) host.audio?.chunk(frame.pts, frame.duration, frame.data);
      // Muted or not: an operator who unmutes hears the sound with its picture at once.
      if (audible && this.mode === 'live') {
        const checksOnly = this.checksOnly;
        if (this.lipSync.sound(frame.pts, host.epochNow())) this.holdForSound(checksOnly);
      }
      return;
    }
    host.stats.chunk(frame.pts, bytes, frame.key);
    if (frame.key) {
      this.lastKeyPts = frame.pts;
      host.stats.stage('keyframe');
    }
    if (this.mode === 'live') this.lipSync.picture(frame.pts, host.epochNow());
    this.lastReceivedAt = host.now();
    if (this.hidden) return;
    const { verdict, lag } = this.intake.accept(frame, this.scheduler.shownPts);
    if (lag) return this.endForLag();
    this.marksShown.behindLive(this.intake.behindLive);
    if (verdict === 'ignore') return;
    if (verdict === 'drop') {
      host.stats.framesDropped += 1;
      return;
    }
    if (verdict === 'resetAndDecode') {
      host.stats.write('warn', 'behind: skipped to the next key chunk');
      this.decoder.reset();
      this.marksShown.skipped();
    }
    if (this.marksShown.keyframesOnly && !this.marksShown.decodes(frame.key, this.decoder.pending === 0)) {
      // Not decoded on purpose: neither dropped nor late.
      return;
    }
    this.decoder.decode(frame);
  }

  /** Spec 2 §4 Lag: over 15 s behind live. A connection that started from an earlier one's clock
   *  offset does not hand it on again: if even that one lags, the offset may have moved (a camera
   *  whose clock was set), and the next connection learns it afresh instead of re-initing forever. */
  private endForLag(): void {
    const clockSkewMs = this.request.clockSkewMs === undefined ? this.intake.clockSkewMs : undefined;
    this.end({ kind: 'lag', ...(clockSkewMs !== undefined && { clockSkewMs }) });
  }

  /** A metadata message: kept by its frame time, drawn with that picture and the ones after it. */
  private addMark(frame: MediaFrame): void {
    try {
      this.marks.addFrame(frame);
    } catch (err) {
      this.host.stats.write('warn', `metadata dropped: ${(err as Error).message}`);
    }
  }

  private restartStream(time: number | null, afterSeek: boolean): void {
    this.pendingEnd = null;
    this.marksShown.restart();
    this.paused = false;
    const from = this.mode === 'archive' ? time : null;
    this.intake.restart(this.mode, this.speed, afterSeek);
    this.marks.clear();
    this.marksShown.behindLive(false);
    this.scheduler.reset({ mode: this.mode, speed: this.speed, from });
    this.host.audio?.reset(audibleAt(this.speed));
    this.decoder.reset();
    this.planDecoder();
    this.initDone = this.host.stats.request('first frame');
    this.lastPaintAt = this.host.now();
    this.loop.start(this.checksOnly);
  }

  /** Reverse play holds whole GOPs; live shows the keyframe first, archive a later frame. */
  private planDecoder(): void {
    this.decoder.setHoldFrames(this.scheduler.reverse);
    this.decoder.setKeyframeFirst(this.mode === 'live');
  }

  /** Live pictures wait for the jitter buffer or for their sound, whichever is longer. */
  private get liveDelayMs(): number {
    return Math.max(this.request.jitterMs ?? 0, this.lipSync.holdMs);
  }

  /** The sound's lateness moved: live pictures wait for it (bounded by LIP_SYNC.maxHoldMs); the
   *  loop paints them every display refresh while they wait (`checksOnly`: what it did before). */
  private holdForSound(checksOnly: boolean): void {
    this.scheduler.setLiveDelay(this.liveDelayMs, this.host.now());
    this.intake.setLiveDelay(this.liveDelayMs);
    this.host.stats.write('info', `lip sync: pictures held ${this.lipSync.holdMs} ms for their sound`);
    if (checksOnly !== this.checksOnly && !this.paused) this.loop.start(this.checksOnly);
  }

  /** Live without a delay paints on arrival, so its loop only checks for buffering; delayed live
   *  pictures (a jitter buffer, sound that comes late), like archive play, are painted by the loop
   *  every display refresh. */
  private get checksOnly(): boolean {
    return this.mode === 'live' && this.liveDelayMs === 0;
  }

  private onAnimationFrame(): void {
    const now = this.host.now();
    const settled = this.decoder.pending === 0 && now - this.lastReceivedAt >= REVERSE_GOP_SETTLE_MS;
    this.scheduler.tick(now, settled);
    if (this.pendingEnd && (this.scheduler.queued === 0 || !this.host.isPlaying()) && this.decoder.pending === 0) {
      return this.end(this.pendingEnd);
    }
    if (!this.host.isPlaying()) return;
    // Nothing is painted while hidden: that is not buffering.
    if (this.hidden) this.lastPaintAt = now;
    else if (!this.paused && this.mode === 'live') {
      // Frames that do not come are late too (issue 31): a starved cell says so while they wait.
      this.intake.noteSilence(this.scheduler.shownPts);
      this.marksShown.behindLive(this.intake.behindLive);
    }
    const quiet = Math.max(BUFFERING_AFTER_MS, (2 * this.intake.frameDurationMs) / Math.abs(this.speed || 1));
    const buffering = now - this.lastPaintAt > quiet;
    if (buffering === this.buffering) return;
    this.buffering = buffering;
    this.host.dispatch({ type: 'buffering', buffering });
  }
}
