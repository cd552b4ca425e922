/** One live play that may go over the local transport (spec 2 §4 Transport selection): Local
 *  plays over WebRTC alone; Auto races local against cloud — local first when it succeeded for the
 *  avatar in the last 15 minutes, else both at once, local taking over once the cloud stream is up
 *  and local connects; a local failure is remembered for the avatar and the cloud plays on. Local
 *  gets 30 s to connect ('Failed to open local stream: Connection timed out'). The cloud leg is the
 *  surface's own session (page or worker); local pictures are painted through the surface, with
 *  their metadata's boxes, sound and lag rules as LocalPlayback applies them (issue 31). */
import { STOP_CODE } from '../../../shared/video/constants';
import { LOCAL_CONNECT_TIMEOUT_MS, PLAYER_MESSAGES } from '../../../shared/video/playerConstants';
import type { SessionEnd } from './afterSessionEnd';
import type { LocalLinkEvents, LocalStage } from './LocalWebRtcLink';
import type { LocalTransportMemory } from './LocalTransportMemory';
import type { MetadataBox } from '../../../shared/video/mediaMetadata';
import { LocalPlayback } from './LocalPlayback';
import type { DecodedFrame } from './playerDeps';
import type { LagEnd, SessionRequest } from './SessionHost';
import type { ControllerHost, SessionHandle } from './playerSurface';
import type { PlayerMode } from './playerTypes';
import type { TransportPlan } from './planTransport';

/** The part of LocalWebRtcLink the race uses. */
export interface LocalLink {
  connect(cameraId: string, stream: SessionRequest['stream']): Promise<void>;
  /** Ends the link for good (it failed). */
  close(): void;
  /** The play is over: the link may be kept for the avatar's next one (KeptLocalLinks). */
  release?(): void;
  /** Kept from an earlier play: the camera is asked for on its data channel, not by getSDP. */
  readonly kept?: boolean;
}

export interface TransportRaceDeps {
  /** The surface's cloud session under the given host. */
  openCloud(host: ControllerHost, request: SessionRequest): SessionHandle;
  /** A local link to the avatar: a kept one, or a new one. */
  openLocal(avatarId: string, events: LocalLinkEvents): LocalLink;
  /** Paints a local picture on the cell's canvas (the surface's), with the boxes standing on it. */
  paint(frame: DecodedFrame, marks: readonly MetadataBox[]): void;
  memory: LocalTransportMemory;
}

/** The statistics log's words for the local path's stages. */
const LOCAL_STAGE_TEXT: Record<LocalStage | 'firstPaint', string> = {
  offerSent: 'offer sent',
  answered: 'getSDP answered',
  iceConnected: 'ICE connected',
  dtlsConnected: 'DTLS connected',
  firstRtp: 'first RTP',
  switchSent: 'camera asked on a kept connection',
  switched: 'kept connection switched',
  firstFrameDecoded: 'first frame decoded',
  firstPaint: 'first paint',
};

/** Which leg paints. */
export type RaceLeg = 'cloud' | 'local' | null;

export class TransportRace implements SessionHandle {
  private cloud: SessionHandle | null = null;
  private link: LocalLink | null = null;
  private avatarId: string | null = null;
  private connectTimer: unknown;
  private disposed = false;
  private paused = false;
  /** Fallback to the cloud when local fails before it connects (Auto). */
  private fallback = false;
  private cloudUp = false;
  private localUp = false;
  private lastLocalPts: number | null = null;
  /** When the local leg began (host.now), for its stage times. */
  private localStartedAt = 0;
  private localPainted = false;
  private playback: LocalPlayback | null = null;
  /** The leg whose pictures are on screen. */
  active: RaceLeg = null;

  constructor(
    private readonly host: ControllerHost,
    readonly request: SessionRequest,
    private readonly deps: TransportRaceDeps,
  ) {}

  get transportReady(): boolean {
    // A local picture is live only: a seek or a new play opens a new session.
    return this.active === 'cloud' ? (this.cloud?.transportReady ?? false) : false;
  }

  get shownPts(): number | null {
    return this.active === 'local' ? this.lastLocalPts : (this.cloud?.shownPts ?? null);
  }

  async start(): Promise<void> {
    let plan: TransportPlan;
    try {
      plan = await this.host.plan(this.request);
    } catch (err) {
      if (!this.disposed) this.host.ended(this, { kind: 'requestFailed', text: (err as Error).message });
      return;
    }
    if (this.disposed) return;
    if (plan.kind === 'error')
      return this.end({ kind: 'final', code: STOP_CODE.SOMETHING_WENT_WRONG, text: plan.message });
    if (plan.kind === 'cloud') return this.startCloud();
    this.avatarId = plan.avatarId;
    this.fallback = plan.fallbackToCloud;
    // Auto without a recent local success: the cloud starts at once beside local.
    if (plan.fallbackToCloud && !this.deps.memory.recentSuccess(plan.avatarId)) this.startCloud();
    this.startLocal(plan.avatarId);
  }

  reposition(mode: PlayerMode, time: number, speed: number): void {
    // The avatar serves live pictures only: a local leg still connecting would take over from the
    // archive the cloud leg now plays and paint live over it.
    if (mode === 'archive') this.dropLocal();
    this.cloud?.reposition(mode, time, speed);
  }

  resumeLive(): void {
    this.paused = false;
    this.playback?.setPaused(false);
    this.cloud?.resumeLive();
  }

  pause(held: (shownPts: number | null) => void): void {
    if (this.active === 'local' || !this.cloud) {
      this.paused = true;
      this.playback?.setPaused(true);
      return held(this.shownPts);
    }
    this.cloud.pause(held);
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.cloud?.dispose();
    this.cloud = null;
    this.releaseLink();
    this.playback?.dispose();
    this.playback = null;
  }

  private end(end: SessionEnd | LagEnd): void {
    if (this.disposed) return;
    // Ended by a failure or for lag: the link is not one to play on again.
    this.link?.close();
    this.link = null;
    this.dispose();
    this.host.ended(this, end);
  }

  /** Gives up the local leg without remembering a failure for the avatar: it was not tried out. */
  private dropLocal(): void {
    if (!this.link) return;
    this.clearTimer();
    // One that played may serve the next live play; one still connecting is given up.
    if (this.localUp) this.releaseLink();
    else {
      this.link.close();
      this.link = null;
    }
    this.playback?.dispose();
    this.playback = null;
    this.host.stats.write('info', 'local transport given up: the archive plays over the cloud');
  }

  private releaseLink(): void {
    const link = this.link;
    this.link = null;
    if (link?.release) link.release();
    else link?.close();
  }

  private clearTimer(): void {
    if (this.connectTimer !== undefined) this.host.timers.clearTimeout(this.connectTimer);
    this.connectTimer = undefined;
  }

  private startCloud(): void {
    if (this.cloud || this.disposed) return;
    this.active ??= 'cloud';
    const cloudHost: ControllerHost = {
      ...this.host,
      plan: async () => ({ kind: 'cloud' }),
      dispatch: (action) => {
        if (this.active !== 'local') this.host.dispatch(action);
      },
      shown: (pts, at, everyFrame) => {
        if (this.active === 'local') return;
        this.host.shown(pts, at, everyFrame);
        if (!this.cloudUp) {
          this.cloudUp = true;
          if (this.localUp) this.takeOver();
        }
      },
      ended: (from, end) => {
        if (from !== this.cloud || this.disposed) return;
        // Local is up: its picture goes on where the cloud's stopped.
        if (this.localUp) return this.takeOver();
        this.end(end as SessionEnd);
      },
    };
    this.cloud = this.deps.openCloud(cloudHost, this.request);
    void this.cloud.start();
  }

  private startLocal(avatarId: string): void {
    const { host, request } = this;
    host.stats.write('info', `local connection to avatar ${avatarId}`);
    if (!this.cloud) host.dispatch({ type: 'connected', transport: 'local' });
    this.localStartedAt = host.now();
    const playback = new LocalPlayback(
      host,
      request,
      (end) => this.end(end),
      (frame, marks) => this.paintLocal(frame, marks),
    );
    this.playback = playback;
    const link = this.deps.openLocal(avatarId, {
      frame: (frame) => this.localFrame(frame),
      failed: (text) => this.localFailed(`Failed to open local stream: ${text}`),
      stage: (stage) => this.localStage(stage),
      header: (header) => playback.headerCame(header),
      media: (frame) => playback.mediaCame(frame),
      dated: (by) =>
        host.stats.write(
          by === 'rtp' ? 'info' : 'warn',
          by === 'rtp' ? 'local pictures dated by their RTP time' : 'local pictures dated by their arrival',
        ),
    });
    this.link = link;
    this.connectTimer = host.timers.setTimeout(() => {
      this.connectTimer = undefined;
      if (!this.localUp) this.localFailed(PLAYER_MESSAGES.localTimeout);
    }, LOCAL_CONNECT_TIMEOUT_MS);
    const done = host.stats.request(link.kept ? 'init on the kept connection' : 'getSDP', request.deviceId);
    link.connect(request.deviceId, request.stream).then(
      () => {
        done();
        // The play timeout runs from the answer, as the cloud's from its init.
        if (this.link === link && !this.cloud) host.requested();
      },
      (err: unknown) => {
        if (this.link === link) this.localFailed(`Failed to open local stream: ${(err as Error).message}`);
      },
    );
  }

  private localFrame(frame: DecodedFrame): void {
    // A picture of a link given up (or closed) on its way in.
    if (this.disposed || !this.link) return frame.close();
    if (!this.localUp) {
      this.localUp = true;
      this.clearTimer();
      if (this.avatarId) this.deps.memory.succeeded(this.avatarId);
      this.host.stats.write('info', 'local transport connected');
      // Local takes over once the cloud stream is up too; alone, it plays at once.
      if (!this.cloud || this.cloudUp) this.takeOver();
    }
    if (this.active !== 'local' || this.paused || !this.playback) return frame.close();
    this.playback.arrived(frame);
  }

  /** A local picture goes on screen (at once, or after the lip sync hold). */
  private paintLocal(frame: DecodedFrame, marks: readonly MetadataBox[]): void {
    this.host.stats.framesDecoded += 1;
    if (!this.localPainted) this.localStage('firstPaint');
    this.localPainted = true;
    this.host.stats.painted();
    this.lastLocalPts = frame.pts;
    this.deps.paint(frame, marks);
    this.host.shown(frame.pts, this.host.now(), true);
  }

  /** Issue 31: where the local first picture's time goes, in the cell's statistics log. */
  private localStage(stage: LocalStage | 'firstPaint'): void {
    if (this.disposed) return;
    // The play's own stages (the cell's data-first-frame-stages) end at its first paint.
    if (stage !== 'firstPaint') this.host.stats.stage(stage);
    const ms = Math.round(this.host.now() - this.localStartedAt);
    this.host.stats.write('info', `local ${LOCAL_STAGE_TEXT[stage]} after ${ms} ms`);
  }

  private takeOver(): void {
    if (this.active === 'local' || this.disposed) return;
    this.active = 'local';
    if (this.cloud) this.host.stats.write('info', 'local transport took over from the cloud');
    this.cloud?.dispose();
    this.cloud = null;
    this.host.dispatch({ type: 'connected', transport: 'local' });
    // After the cloud session let go of the cell's sound.
    this.playback?.show();
  }

  private localFailed(text: string): void {
    if (this.disposed || !this.link) return;
    this.clearTimer();
    this.link.close();
    this.link = null;
    this.playback?.dispose();
    this.playback = null;
    const avatarId = this.avatarId ?? '';
    if (this.localUp) {
      // Lost after it played: a closed connection, played again by the reconnect rules.
      this.host.stats.write('warn', text);
      if (this.active === 'local') this.end({ kind: 'closed', code: 0 });
      return;
    }
    if (!this.fallback) return this.end({ kind: 'localFailed', avatarId, text });
    // Auto: remembered for the avatar (15 min), and the cloud plays (or goes on playing).
    this.deps.memory.failed(avatarId, text);
    this.host.stats.write('warn', `${text}: playing over the cloud`);
    this.startCloud();
  }
}
