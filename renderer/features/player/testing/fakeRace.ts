/** A transport race under test (spec 2 §4 Transport selection; issue 31): a fake cloud session and
 *  a fake local link the test drives, the host's dispatches, ends and pictures kept, the pictures
 *  painted with the metadata boxes standing on them, and the sound output's calls. */
import type { MediaAudioHeader } from '../../../../shared/video/mediaFrame';
import type { MetadataBox } from '../../../../shared/video/mediaMetadata';
import type { SessionEnd } from '../afterSessionEnd';
import type { SessionAudio, SoundReadyListener } from '../audio/SessionAudio';
import type { LocalLinkEvents } from '../LocalWebRtcLink';
import { LocalTransportMemory } from '../LocalTransportMemory';
import { BROWSER_TIMERS, type DecodedFrame } from '../playerDeps';
import type { PlayerAction } from '../playerReducer';
import type { LagEnd, SessionRequest } from '../SessionHost';
import { PlayerStatsLog } from '../PlayerStatsLog';
import type { ControllerHost, SessionHandle } from '../playerSurface';
import type { TransportPlan } from '../planTransport';
import { FakeFrame } from './fakeMedia';
import { TransportRace, type LocalLink } from '../TransportRace';

export const T = Date.UTC(2026, 10, 29, 12, 0, 0);
export const REQUEST: SessionRequest = {
  deviceId: 'cam-1',
  mode: 'live',
  time: null,
  speed: 1,
  stream: 1,
  reconnect: false,
};
export const AVATAR = 'hq-avatar';

export class FakeCloud implements SessionHandle {
  started = false;
  disposed = false;
  transportReady = false;
  shownPts: number | null = null;
  constructor(
    readonly host: ControllerHost,
    readonly request: SessionRequest,
  ) {}
  start() {
    this.started = true;
  }
  /** The cloud's first (or next) picture is on screen. */
  show(pts: number) {
    this.shownPts = pts;
    this.host.shown(pts, 0, true);
  }
  end(end: SessionEnd) {
    this.host.ended(this, end);
  }
  reposition() {}
  resumeLive() {}
  pause(held: (pts: number | null) => void) {
    held(this.shownPts);
  }
  dispose() {
    this.disposed = true;
  }
}

export class FakeLink implements LocalLink {
  closed = false;
  /** Handed back when its play ended, for the avatar's next one. */
  released = false;
  private answer!: { resolve(): void; reject(err: Error): void };
  readonly answered = new Promise<void>((resolve, reject) => (this.answer = { resolve, reject }));
  constructor(readonly events: LocalLinkEvents) {}
  connect() {
    return this.answered;
  }
  close() {
    this.closed = true;
  }
  release() {
    this.released = true;
  }
  /** The avatar answered and the first (or next) picture came. */
  picture(pts: number): FakeFrame {
    const frame = new FakeFrame(pts);
    this.events.frame(frame);
    return frame;
  }
  refuse(message: string) {
    this.answer.reject(new Error(message));
  }
}

export function setupRace(
  plan: TransportPlan,
  memory = new LocalTransportMemory(),
  request = REQUEST,
  audio = new FakeSessionAudio(),
) {
  const actions: PlayerAction[] = [];
  const ends: Array<SessionEnd | LagEnd> = [];
  const marks: Array<readonly MetadataBox[]> = [];
  const shown: number[] = [];
  const painted: DecodedFrame[] = [];
  const clouds: FakeCloud[] = [];
  const links: FakeLink[] = [];
  const host: ControllerHost = {
    timers: BROWSER_TIMERS,
    now: () => Date.now(),
    epochNow: () => Date.now(),
    stats: new PlayerStatsLog(
      () => Date.now(),
      () => Date.now(),
    ),
    dispatch: (action) => void actions.push(action),
    shown: (pts) => void shown.push(pts),
    isPlaying: () => true,
    requested: () => undefined,
    ended: (_session, end) => void ends.push(end),
    audio,
    plan: async () => plan,
    mediaUrl: async () => ({ url: 'ws://x', ticket: 't' }),
    knownMediaUrl: () => null,
    mediaUrlAnswered: () => undefined,
  };
  const race = new TransportRace(host, request, {
    openCloud: (cloudHost, request) => {
      const cloud = new FakeCloud(cloudHost, request);
      clouds.push(cloud);
      return cloud;
    },
    openLocal: (_avatarId, events) => {
      const link = new FakeLink(events);
      links.push(link);
      return link;
    },
    paint: (frame, boxes) => {
      painted.push(frame);
      marks.push(boxes);
      frame.close();
    },
    memory,
  });
  const transports = () =>
    actions.flatMap((a) => (a.type === 'connected' ? [a.transport] : ([] as Array<'cloud' | 'local'>)));
  return { race, host, actions, ends, shown, painted, marks, audio, clouds, links, memory, transports };
}

/** The sound output's calls, in order. */
export class FakeSessionAudio implements SessionAudio {
  readonly calls: Array<
    { configure: MediaAudioHeader | null } | { chunk: number } | { painted: number; at: number } | { reset: boolean }
  > = [];
  configure(header: MediaAudioHeader | null) {
    this.calls.push({ configure: header });
  }
  chunk(pts: number) {
    this.calls.push({ chunk: pts });
  }
  painted(pts: number, at: number) {
    this.calls.push({ painted: pts, at });
  }
  reset(audible: boolean) {
    this.calls.push({ reset: audible });
  }
}

/** A sound output on the page whose decoder hands each piece out `decodeMs` after it came. */
export class DecodingSessionAudio extends FakeSessionAudio {
  private listener: SoundReadyListener | null = null;
  constructor(private readonly decodeMs: number) {
    super();
  }
  onDecoded(listener: SoundReadyListener | null) {
    this.listener = listener;
  }
  override chunk(pts: number) {
    super.chunk(pts);
    setTimeout(() => this.listener?.(pts, Date.now()), this.decodeMs);
  }
}
