/** A player whose session runs in a player worker (issue 17): its canvas is handed over once
 *  (transferControlToOffscreen) and painted there; this side forwards the controller's requests,
 *  makes the plan, answers the worker's calls through the console's GraphQL client (a reconnect's
 *  ticket; a media URL the worker could not get itself), records the media URLs the worker got
 *  itself, and relays state changes, the time on screen and statistics back to the controller. */
import { AUTH_PATHS } from '../../../../shared/auth/loginApi';
import {
  PLAYER_CHUNK_STATS_SIZE,
  PLAYER_LOG_SIZE,
  PLAYER_REQUEST_LOG_SIZE,
} from '../../../../shared/video/playerConstants';
import type { AnalyticsMarkup, MetadataBox } from '../../../../shared/video/mediaMetadata';
import { deliverAudioMessage } from '../audio/audioMessages';
import { StreamingBlocked } from '../createMediaAccess';
import type { SessionRequest } from '../SessionHost';
import type { DecodedFrame } from '../playerDeps';
import type { ControllerHost, PlayerSurface, SessionHandle } from '../playerSurface';
import { shiftStages } from '../playStages';
import type { PlayerMode, PlayerStats } from '../playerTypes';
import type { PlayerWorkerPool, WorkerLink } from './PlayerWorkerPool';
import type { CallAnswer, FromWorker, SessionPrefetch, WorkerCounters, WorkerStats } from './workerMessages';

/** A call's outcome as it crosses to the worker: its value, or its error's message and whether it
 *  is a blocked stream (not retried). */
async function answerOf<T>(work: () => Promise<T>): Promise<CallAnswer<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    return {
      ok: false,
      error: err instanceof Error ? err.message : String(err),
      blocked: err instanceof StreamingBlocked,
    };
  }
}

/** Canvases already given to a worker: a canvas can be handed over only once. */
const transferred = new WeakSet<HTMLCanvasElement>();

class RemoteSession implements SessionHandle {
  ready = false;
  ended = false;
  disposed = false;
  shownPts: number | null = null;
  gen = 0;

  constructor(
    private readonly surface: RemoteSurface,
    readonly sid: number,
    readonly request: SessionRequest,
    private readonly host: ControllerHost,
  ) {}

  get transportReady(): boolean {
    return this.ready && !this.ended && !this.disposed;
  }

  /** The plan is made here before the session opens in the worker. A first play's media URL the
   *  worker asks for itself; a reconnect's ticket is asked for here while the session opens. */
  start(): void {
    void answerOf(() => this.host.plan(this.request)).then((plan) => {
      if (this.disposed) return;
      const cloud = plan.ok && plan.value.kind === 'cloud';
      // A first play's media URL the worker asks for itself; a reconnect's ticket comes from here.
      const own = cloud && !this.request.reconnect;
      const answer =
        cloud && !own ? answerOf(() => this.host.mediaUrl(this.request.deviceId, this.request.reconnect)) : null;
      const knownUrl = this.host.knownMediaUrl();
      const prefetch: SessionPrefetch = !cloud
        ? { plan }
        : own
          ? { plan, graphqlUrl: this.surface.graphqlUrl, knownUrl }
          : { plan, mediaUrlFollows: true, knownUrl };
      const { id } = this.surface;
      this.surface.post({ t: 'open', id, sid: this.sid, request: this.request, prefetch });
      void answer?.then((value) => {
        if (!this.disposed) this.surface.post({ t: 'mediaUrl', id, sid: this.sid, answer: value });
      });
    });
  }

  reposition(mode: PlayerMode, time: number, speed: number): void {
    this.gen += 1;
    this.held = null;
    this.shownPts = null;
    this.surface.post({ t: 'reposition', id: this.surface.id, sid: this.sid, gen: this.gen, mode, time, speed });
  }

  resumeLive(): void {
    this.gen += 1;
    this.held = null;
    this.shownPts = null;
    this.surface.post({ t: 'resumeLive', id: this.surface.id, sid: this.sid, gen: this.gen });
  }

  /** Called with the worker's answer to a pause, unless another play (gen) came first. */
  held: ((shownPts: number | null) => void) | null = null;

  pause(held: (shownPts: number | null) => void): void {
    this.held = held;
    this.surface.post({ t: 'pause', id: this.surface.id, sid: this.sid });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.surface.post({ t: 'close', id: this.surface.id, sid: this.sid });
  }
}

export class RemoteSurface implements PlayerSurface {
  readonly kind = 'worker';
  private readonly link: WorkerLink;
  private element: HTMLCanvasElement | null = null;
  private host: ControllerHost | null = null;
  private session: RemoteSession | null = null;
  private nextSid = 1;
  private nextCall = 1;
  private readonly snapshots = new Map<number, (blob: Blob | null) => void>();
  private workerStats: WorkerStats | null = null;
  private counters: WorkerCounters = { framesDecoded: 0, framesPainted: 0, framesDropped: 0 };

  /** `timeOrigin`: this page's performance.timeOrigin (the worker's times are epoch based);
   *  `graphqlUrl`: the platform's GraphQL endpoint, where the worker asks for media URLs. */
  constructor(
    pool: PlayerWorkerPool,
    private readonly timeOrigin: number = performance.timeOrigin,
    readonly graphqlUrl: string = new URL(AUTH_PATHS.graphql, location.href).href,
  ) {
    this.link = pool.join((message) => this.receive(message));
  }

  get id(): number {
    return this.link.id;
  }

  post(...args: Parameters<WorkerLink['post']>): void {
    this.link.post(...args);
  }

  attach(canvas: HTMLCanvasElement | null): void {
    // Detaching keeps the worker's canvas: React hands the same element back after a re-mount.
    if (!canvas || canvas === this.element) return;
    if (transferred.has(canvas)) {
      this.element = canvas;
      return;
    }
    let offscreen: OffscreenCanvas;
    try {
      offscreen = canvas.transferControlToOffscreen();
    } catch {
      return;
    }
    transferred.add(canvas);
    this.element = canvas;
    this.link.post({ t: 'canvas', id: this.id, canvas: offscreen }, [offscreen]);
  }

  cellWidth(): number | null {
    return this.element?.parentElement?.clientWidth ?? null;
  }

  clear(): void {
    this.link.post({ t: 'clear', id: this.id });
  }

  snapshot(): Promise<Blob | null> {
    const call = this.nextCall++;
    return new Promise((resolve) => {
      this.snapshots.set(call, resolve);
      this.link.post({ t: 'snapshot', id: this.id, call });
    });
  }

  open(host: ControllerHost, request: SessionRequest): SessionHandle {
    this.host = host;
    this.session = new RemoteSession(this, this.nextSid++, request, host);
    return this.session;
  }

  paintFrame(frame: DecodedFrame, marks: readonly MetadataBox[] = []): void {
    // A VideoFrame crosses to the worker's canvas without a copy; anything else cannot be painted there.
    if (typeof VideoFrame === 'function' && frame.source instanceof VideoFrame) {
      this.link.post({ t: 'frame', id: this.id, frame: frame.source, marks: [...marks] }, [frame.source]);
      return;
    }
    frame.close();
  }

  setPlaying(playing: boolean): void {
    this.link.post({ t: 'playing', id: this.id, playing });
  }

  setMarkup(markup: AnalyticsMarkup): void {
    this.link.post({ t: 'markup', id: this.id, markup });
  }

  setVisible(visible: boolean): void {
    this.link.post({ t: 'visible', id: this.id, visible });
  }

  setSmallTile(small: boolean): void {
    this.link.post({ t: 'smallTile', id: this.id, small });
  }

  prefetchMediaUrl(deviceId: string): void {
    this.link.post({ t: 'prepare', id: this.id, deviceId, graphqlUrl: this.graphqlUrl });
  }

  stats(own: PlayerStats): PlayerStats {
    const worker = this.workerStats;
    const merged = <T extends { at: number }>(a: readonly T[], b: readonly T[], size: number) =>
      [...a, ...b].sort((x, y) => x.at - y.at).slice(-size);
    return {
      ...own,
      log: worker ? merged(own.log, worker.log, PLAYER_LOG_SIZE) : own.log,
      requests: worker ? merged(own.requests, worker.requests, PLAYER_REQUEST_LOG_SIZE) : own.requests,
      chunks: worker?.chunks ?? [],
      // The worker's pictures and, over the local transport, the page's own (issue 31).
      ...mergedGlass(own, worker),
      // Pictures painted from the page (the local transport) are the page's own counts.
      framesDecoded: own.framesDecoded + this.counters.framesDecoded,
      framesPainted: own.framesPainted + this.counters.framesPainted,
      framesDropped: own.framesDropped + this.counters.framesDropped,
      path: 'worker',
    };
  }

  dispose(): void {
    this.session?.dispose();
    this.session = null;
    this.link.leave();
    this.snapshots.forEach((resolve) => resolve(null));
    this.snapshots.clear();
  }

  private newer(counters: WorkerCounters): void {
    if (counters.framesPainted >= this.counters.framesPainted) this.counters = counters;
  }

  private receive(message: FromWorker): void {
    if (message.t === 'snapshot') {
      this.snapshots.get(message.call)?.(message.blob);
      this.snapshots.delete(message.call);
      return;
    }
    if (message.t === 'stats') {
      this.workerStats = message.stats;
      this.newer(message.stats);
      return;
    }
    // The pool's own question, not a player's.
    if (message.t === 'probed') return;
    const session = this.session;
    const host = this.host;
    // Remembered whichever session asked: the URL and the overage are the camera's.
    if (message.t === 'mediaUrlAnswered') return host?.mediaUrlAnswered(message.deviceId, message.answer);
    if (!session || !host || session.disposed || message.sid !== session.sid) return;
    switch (message.t) {
      case 'dispatch':
        session.ready = message.ready;
        return host.dispatch(message.action);
      case 'shown': {
        this.newer(message.counters);
        if (message.gen !== session.gen) return;
        session.shownPts = message.pts;
        const at = message.at - this.timeOrigin;
        host.stats.firstPainted(at);
        if (message.stages) host.stats.addStages(shiftStages(message.stages, -this.timeOrigin));
        return host.shown(message.pts, at, false);
      }
      case 'held': {
        const held = session.held;
        session.held = null;
        if (message.gen !== session.gen || !held) return;
        if (message.pts !== null) session.shownPts = message.pts;
        return held(message.pts);
      }
      case 'audio':
        return deliverAudioMessage(host.audio, message.m);
      case 'requested':
        return host.requested();
      case 'ended':
        session.ended = true;
        return host.ended(session, message.end);
      case 'call':
        return void this.answer(host, message);
    }
  }

  private async answer(host: ControllerHost, message: Extract<FromWorker, { t: 'call' }>): Promise<void> {
    const [first, second] = message.args;
    const answer = await answerOf<unknown>(() =>
      message.name === 'plan' ? host.plan(first as SessionRequest) : host.mediaUrl(first as string, second as boolean),
    );
    this.link.post({ t: 'answer', call: message.call, ...answer });
  }
}

/** Glass to glass of the page's own pictures and the worker's, in the order they were painted. */
function mergedGlass(
  own: Pick<PlayerStats, 'glassToGlassMs' | 'glassPaintedAt'>,
  worker: Pick<PlayerStats, 'glassToGlassMs' | 'glassPaintedAt'> | null,
): Pick<PlayerStats, 'glassToGlassMs' | 'glassPaintedAt'> {
  const samples = (stats: Pick<PlayerStats, 'glassToGlassMs' | 'glassPaintedAt'> | null) =>
    (stats?.glassToGlassMs ?? []).map((ms, i) => ({ ms, at: stats?.glassPaintedAt?.[i] ?? 0 }));
  const merged = [...samples(own), ...samples(worker)].sort((a, b) => a.at - b.at).slice(-PLAYER_CHUNK_STATS_SIZE);
  return { glassToGlassMs: merged.map((s) => s.ms), glassPaintedAt: merged.map((s) => s.at) };
}
