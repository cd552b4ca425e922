/** One connection of a player to one camera stream: the transport, the media URL and ticket, the
 *  socket's init and commands, decoding, the lag rules and the frame clock. It reports how it
 *  ended; the controller decides what follows (spec 2 §4). */
import {
  MEDIA_WS_PROTOCOL,
  STOP_CODE,
  STOP_TEXT,
  type StopCode,
  type StreamNumber,
} from '../../../shared/video/constants';
import type { MediaFrame, MediaHeader } from '../../../shared/video/mediaFrame';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import {
  BUFFERING_AFTER_MS,
  LOCAL_CONNECT_TIMEOUT_MS,
  PLAYER_MESSAGES,
  REVERSE_GOP_SETTLE_MS,
} from '../../../shared/video/playerConstants';
import { codecRefusal, isH265 } from '../../../shared/video/playerRules';
import { StreamingBlocked } from './createMediaAccess';
import { FrameIntake } from './FrameIntake';
import { FrameScheduler } from './FrameScheduler';
import { KeyframesOnlyRule } from './KeyframesOnlyRule';
import { MediaConnection } from './MediaConnection';
import { MetadataTrack } from './MetadataTrack';
import { PlaybackLoop } from './PlaybackLoop';
import type { SessionEnd } from './afterSessionEnd';
import type { PlayerAction } from './playerReducer';
import type { DecodedFrame, DecoderCallbacks, PlayerDecoder, PlayerSocket, PlayerTimers } from './playerDeps';
import type { PlayerStatsLog } from './PlayerStatsLog';
import type { PlayerMode } from './playerTypes';
import type { TransportPlan } from './planTransport';
import { audibleAt, type SessionAudio } from './audio/SessionAudio';
import type { SessionHandle } from './playerSurface';

export interface SessionRequest {
  deviceId: string;
  mode: PlayerMode;
  /** Archive start; ignored live. */
  time: number | null;
  speed: number;
  stream: StreamNumber;
  /** A reconnect asks for a new ticket only; a fresh play asks for the media URL (and overages). */
  reconnect: boolean;
  /** Live frames wait this long before they are shown (the realm's jitter buffer, ms). */
  jitterMs?: number;
  /** The clocks' offset the connection before saw (a re-init for lag): live lag is judged against
   *  it from the first frame, not learnt again from frames that may come late (issue 31). */
  clockSkewMs?: number;
  /** Archive over the file transport: what only the camera's avatar holds (spec 2 §4 restartFile). */
  file?: boolean;
}

/** Spec 2 §4 Lag: live more than 15 s behind; the re-init is told the clocks' offset seen. */
export interface LagEnd {
  kind: 'lag';
  clockSkewMs?: number;
}

export interface SessionHost {
  timers: PlayerTimers;
  now(): number;
  epochNow(): number;
  stats: PlayerStatsLog;
  dispatch(action: PlayerAction): void;
  plan(request: SessionRequest): Promise<TransportPlan>;
  mediaUrl(deviceId: string, reconnect: boolean): Promise<{ url: string; ticket: string }>;
  /** The platform's media URL from an earlier answer, if any: the same for every camera, so the
   *  socket can open while the ticket is asked for (issue 17, live first frame). */
  knownMediaUrl(): string | null;
  createSocket(url: string, protocol: string): PlayerSocket;
  createDecoder(callbacks: DecoderCallbacks): PlayerDecoder;
  /** `marks`: the stream metadata's boxes standing on this picture (issue 31 overlay). */
  paint(frame: DecodedFrame, marks: readonly MetadataBox[]): void;
  /** The player's sound output (issue 31); sound is not played without it. */
  audio?: SessionAudio;
  isPlaying(): boolean;
  /** The stream was asked for: the play timeout runs from here. */
  requested(): void;
  ended(session: PlayerSession, end: SessionEnd | LagEnd): void;
}

export class PlayerSession implements SessionHandle {
  private connection: MediaConnection | null = null;
  /** The URL the socket was opened on, and whether it is open: it may open before the ticket comes. */
  private socketUrl: string | null = null;
  private socketOpen = false;
  private ticket: string | null = null;
  private initSent = false;
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
  /** When only keyframes are decoded (issue 17, issue 37). */
  private readonly keyframesOnly = new KeyframesOnlyRule();
  /** What the state was last told: the live picture is behind live (issue 37). */
  private behindLive = false;
  /** Media time of the last keyframe received: the file rule continues from it (FileEndRule). */
  private lastKeyPts: number | null = null;

  constructor(
    private readonly host: SessionHost,
    readonly request: SessionRequest,
  ) {
    this.mode = request.mode;
    this.speed = request.speed;
    this.intake = new FrameIntake(host.epochNow, request.jitterMs ?? 0, request.clockSkewMs);
    this.loop = new PlaybackLoop(host.timers, () => this.onAnimationFrame());
    // A new socket carries only the stream asked for: its first keyframe starts it.
    this.intake.restart(this.mode, this.speed, false);
    this.lastPaintAt = host.now();
    this.scheduler = new FrameScheduler({
      paint: (frame) => {
        this.lastPaintAt = host.now();
        this.keyframesOnly.shown(this.lastPaintAt);
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
        host.stats.framesDecoded += 1;
        this.scheduler.push(frame, host.now());
      },
      error: (message) => this.end({ kind: 'final', code: STOP_CODE.SOMETHING_WENT_WRONG, text: message }),
    });
    this.planDecoder();
  }

  get transportReady(): boolean {
    return !this.disposed && this.headerSeen && (this.connection?.isOpen ?? false);
  }

  /** Media time of the picture on screen. */
  get shownPts(): number | null {
    return this.scheduler.shownPts;
  }

  async start(): Promise<void> {
    const { host, request } = this;
    const plan = await host.plan(request);
    if (this.disposed) return;
    if (plan.kind === 'error')
      return this.end({ kind: 'final', code: STOP_CODE.SOMETHING_WENT_WRONG, text: plan.message });
    if (plan.kind === 'local') return this.startLocal(plan.avatarId);
    // The socket's handshake overlaps the ticket's round trip; init waits for both.
    const known = host.knownMediaUrl();
    if (known) this.open(known);
    let target: { url: string; ticket: string };
    const done = host.stats.request(request.reconnect ? 'mediaTicket' : 'getMediaURL', request.deviceId);
    try {
      target = await host.mediaUrl(request.deviceId, request.reconnect);
      done();
    } catch (err) {
      if (this.disposed) return;
      // Spec 2 §6: a blocked stream is refused with the message, not tried again every few seconds.
      if (err instanceof StreamingBlocked)
        this.end({ kind: 'final', code: STOP_CODE.NOT_AUTHORIZED, text: err.message });
      else this.end({ kind: 'requestFailed', text: errorText(err) });
      return;
    }
    if (this.disposed) return;
    this.ticket = target.ticket;
    if (target.url === this.socketUrl) return this.sendInit();
    this.connection?.dispose();
    this.open(target.url);
  }

  /** Plays from another time or at another speed on the open socket. */
  reposition(mode: PlayerMode, time: number, speed: number): void {
    this.mode = mode;
    this.speed = speed;
    this.restartStream(time, true);
    this.connection?.send({ cmd: 'pause' });
    this.connection?.send({ cmd: 'seek', time: Math.max(0, Math.round(time)) });
    this.connection?.send({ cmd: 'play', speed });
    this.host.stats.request('seek', `${new Date(time).toISOString()} ×${speed}`);
  }

  /** Live again after a pause: the server restarts at the newest keyframe. */
  resumeLive(): void {
    this.mode = 'live';
    this.speed = 1;
    this.restartStream(null, false);
    this.connection?.send({ cmd: 'play', speed: 1 });
    this.host.stats.request('play', 'live');
  }

  pause(held?: (shownPts: number | null) => void): void {
    this.paused = true;
    this.connection?.send({ cmd: 'pause' });
    this.host.stats.request('pause');
    this.scheduler.pause();
    this.host.audio?.reset(false);
    this.decoder.reset();
    this.loop.stop();
    this.noteBehindLive(false);
    held?.(this.scheduler.shownPts);
  }

  /** The tile is small (isSmallTile): when it falls behind, it decodes keyframes only at once. */
  setSmallTile(small: boolean): void {
    this.keyframesOnly.setSmall(small);
  }

  /** A hidden tile stops decoding; shown again, it starts over at the next keyframe. */
  setVisible(visible: boolean): void {
    if (visible !== this.hidden) return;
    this.hidden = !visible;
    if (this.hidden) {
      this.host.stats.write('info', 'hidden: decoding stopped');
      this.noteBehindLive(false);
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
    this.connection?.dispose();
    this.connection = null;
    this.loop.stop();
    if (this.localTimer !== undefined) this.host.timers.clearTimeout(this.localTimer);
    this.scheduler.clear();
    this.host.audio?.reset(false);
    this.decoder.close();
  }

  private end(end: SessionEnd | LagEnd): void {
    if (this.disposed) return;
    this.host.ended(this, end);
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

  private open(url: string): void {
    const { host } = this;
    let socket: PlayerSocket;
    try {
      socket = host.createSocket(url, MEDIA_WS_PROTOCOL);
    } catch (err) {
      // Ahead of the ticket it is only an attempt: the answer's URL is tried then.
      if (this.ticket === null) return;
      return this.end({ kind: 'requestFailed', text: errorText(err) });
    }
    this.socketUrl = url;
    this.socketOpen = false;
    this.connection = new MediaConnection(
      socket,
      {
        open: () => {
          this.socketOpen = true;
          this.sendInit();
        },
        header: (header) => void this.onHeader(header),
        seeked: () => {
          this.intake.seeked();
          this.marks.clear();
        },
        frame: (frame, bytes) => this.onFrame(frame, bytes),
        stopCode: (code, text) => this.end({ kind: 'stop', code, text: stopText(code, text) }),
        // Frames sent before the end event are still to be shown (a reverse GOP comes at once).
        event: (event) => {
          this.pendingEnd = { kind: 'event', event, lastKeyPts: this.lastKeyPts };
          this.onAnimationFrame();
        },
        invalid: (text) => host.stats.write('warn', text),
        closed: (code, stopCode) => {
          // A socket opened ahead of its ticket is opened again once the ticket names the URL.
          if (this.ticket === null) {
            this.connection = null;
            this.socketUrl = null;
            this.socketOpen = false;
            return;
          }
          if (stopCode === undefined) this.end({ kind: 'closed', code });
        },
      },
      host.timers,
    );
  }

  /** The stream is asked for once the socket is open and the ticket is here, whichever comes last. */
  private sendInit(): void {
    const { host, request, ticket } = this;
    if (!this.socketOpen || ticket === null || this.initSent) return;
    this.initSent = true;
    host.dispatch({ type: 'connected', transport: 'cloud' });
    host.requested();
    const startTime = request.mode === 'archive' && request.time !== null ? Math.round(request.time) : undefined;
    this.connection?.send({
      cmd: 'init',
      objid: request.deviceId,
      streamid: request.stream,
      ticket,
      ...(startTime !== undefined && { startTime }),
      // The overlay's boxes come whatever the markup: switching it on draws them at once.
      metadata: true,
      ...(request.file && { file: true }),
    });
    this.initDone = host.stats.request('init', `${request.deviceId} stream ${request.stream}`);
    this.connection?.send({ cmd: 'play', speed: this.speed });
    host.stats.request('play', `×${this.speed}`);
    this.loop.start(this.checksOnly);
  }

  private async onHeader(header: MediaHeader): Promise<void> {
    this.headerSeen = true;
    this.host.stats.write('info', `stream ${header.mime} ${header.size.width}x${header.size.height}`);
    this.host.dispatch({ type: 'header', size: header.size, mime: header.mime, audio: header.audio !== undefined });
    this.host.audio?.configure(header.audio ?? null);
    const supported = isH265(header.codec) || isH265(header.mime) ? false : await this.decoder.configure(header);
    const refusal = codecRefusal(header, supported);
    if (!refusal) return;
    if (typeof VideoDecoder === 'undefined') {
      this.host.stats.write('error', 'WebCodecs is not available: it needs a secure context (https or localhost)');
    }
    this.end({ kind: 'final', code: STOP_CODE.UNSUPPORTED_CODEC, text: refusal });
  }

  private onFrame(frame: MediaFrame, bytes: number): void {
    const { host } = this;
    if (frame.metadata) return this.addMark(frame);
    // Sound plays on the pictures' clock; it is not part of their lag rules or statistics.
    if (frame.audio) {
      const audible = !this.hidden && !this.paused && audibleAt(this.speed);
      if (audible) host.audio?.chunk(frame.pts, frame.duration, frame.data);
      return;
    }
    host.stats.chunk(frame.pts, bytes, frame.key);
    if (frame.key) this.lastKeyPts = frame.pts;
    this.lastReceivedAt = host.now();
    if (this.hidden) return;
    const { verdict, lag } = this.intake.accept(frame, this.scheduler.shownPts);
    if (lag) return this.endForLag();
    this.noteBehindLive(this.intake.behindLive);
    if (verdict === 'ignore') return;
    if (verdict === 'drop') {
      host.stats.framesDropped += 1;
      return;
    }
    if (verdict === 'resetAndDecode') {
      host.stats.write('warn', 'behind: skipped to the next key chunk');
      this.decoder.reset();
      this.noteSkip();
    }
    if (this.keyframesOnly.cause !== null && !this.keepKeyframesOnly(frame.key)) {
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

  /** The picture fell behind and skipped: keyframes only, if the rule says so now. */
  private noteSkip(): void {
    if (!this.keyframesOnly.skipped(this.host.now())) return;
    const small = this.keyframesOnly.cause === 'smallTile';
    this.host.stats.write('warn', small ? 'small tile behind: keyframes only' : 'cannot keep up: keyframes only');
    this.intake.setKeyframesOnly(true);
    this.host.dispatch({ type: 'keyframesOnly', on: true, smallTile: small });
  }

  /** The cell's 'Behind live' mark follows the intake's measure (issue 37). */
  private noteBehindLive(on: boolean): void {
    if (on === this.behindLive) return;
    this.behindLive = on;
    this.host.stats.write(on ? 'warn' : 'info', on ? 'behind live' : 'live again');
    this.host.dispatch({ type: 'behindLive', on });
  }

  /** While keyframes only: true for a frame to decode. At a keyframe the rule may step up to
   *  every frame: the last keyframe was decoded before this one came and the picture is live. */
  private keepKeyframesOnly(key: boolean): boolean {
    if (!key) return false;
    const keptUp = this.decoder.pending === 0 && !this.intake.behindLive;
    if (this.keyframesOnly.keyframe(this.host.now(), keptUp)) {
      this.intake.setKeyframesOnly(false);
      this.host.stats.write('info', 'every frame again');
      this.host.dispatch({ type: 'keyframesOnly', on: false });
    }
    return true;
  }

  private restartStream(time: number | null, afterSeek: boolean): void {
    this.pendingEnd = null;
    this.keyframesOnly.restart();
    this.paused = false;
    const from = this.mode === 'archive' ? time : null;
    this.intake.restart(this.mode, this.speed, afterSeek);
    this.marks.clear();
    this.noteBehindLive(false);
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

  /** Live without a jitter buffer paints on arrival, so its loop only checks for buffering; a
   *  buffered live stream, like archive play, is painted by the loop every display refresh. */
  private get checksOnly(): boolean {
    return this.mode === 'live' && !this.request.jitterMs;
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
      this.noteBehindLive(this.intake.behindLive);
    }
    const quiet = Math.max(BUFFERING_AFTER_MS, (2 * this.intake.frameDurationMs) / Math.abs(this.speed || 1));
    const buffering = now - this.lastPaintAt > quiet;
    if (buffering === this.buffering) return;
    this.buffering = buffering;
    this.host.dispatch({ type: 'buffering', buffering });
  }
}

function stopText(code: number, text: string): string {
  return STOP_TEXT[code as StopCode] ?? (text || STOP_TEXT[STOP_CODE.SOMETHING_WENT_WRONG]);
}

function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message || STOP_TEXT[STOP_CODE.SOMETHING_WENT_WRONG];
}
