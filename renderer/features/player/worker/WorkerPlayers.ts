/** The worker side of off-main-thread playback (issue 17): one entry per player of the window,
 *  each with its OffscreenCanvas, its statistics and its current PlayerSession (socket, decoder,
 *  frame clock). Frames are painted here; the page hears of state changes, of the time on screen
 *  every TIME_UPDATE_MS and of the statistics every STATS_REFRESH_MS. Framework-free: the worker
 *  script wires it to its global scope, the tests to fakes. */
import { STATS_REFRESH_MS } from '../../../../shared/video/cellConstants';
import { TIME_UPDATE_MS } from '../../../../shared/video/playerConstants';
import { sessionAudioOverPort } from '../audio/audioMessages';
import { CanvasPainter } from '../CanvasPainter';
import { StreamingBlocked } from '../createMediaAccess';
import type { DecoderCallbacks, MediaUrlResult, PlayerDecoder, PlayerSocket, PlayerTimers } from '../playerDeps';
import { PlayerSession } from '../PlayerSession';
import type { SessionRequest } from '../SessionHost';
import { PlayerStatsLog } from '../PlayerStatsLog';
import { PrefetchedMediaUrl } from '../PrefetchedMediaUrl';
import { shiftStages } from '../playStages';
import type { TransportPlan } from '../planTransport';
import type {
  CallAnswer,
  FromWorker,
  MessagePortLike,
  SessionPrefetch,
  ToWorker,
  WorkerCallName,
  WorkerStats,
} from './workerMessages';
import type { MediaUrlRequest } from './requestMediaUrl';

function settled<T>(answer: CallAnswer<T>): Promise<T> {
  if (answer.ok) return Promise.resolve(answer.value);
  return Promise.reject(answer.blocked ? new StreamingBlocked(answer.error) : new Error(answer.error));
}

export interface WorkerPlayersDeps {
  port: MessagePortLike<FromWorker>;
  timers: PlayerTimers;
  /** Monotonic ms (performance.now) and its origin in epoch ms (performance.timeOrigin). */
  now(): number;
  timeOrigin: number;
  epochNow(): number;
  createSocket(url: string, protocol: string): PlayerSocket;
  createDecoder(callbacks: DecoderCallbacks): PlayerDecoder;
  /** The worker's own request for a first media URL (requestMediaUrl). */
  requestMediaUrl: MediaUrlRequest;
}

interface Entry {
  id: number;
  painter: CanvasPainter;
  stats: PlayerStatsLog;
  session: PlayerSession | null;
  sid: number;
  gen: number;
  playing: boolean;
  visible: boolean;
  smallTile: boolean;
  /** The next painted frame is reported at once (a new play). */
  reportNext: boolean;
  lastReport: number;
  statsTimer: unknown;
  /** Entries in the log when the statistics were last sent: unchanged logs are not sent again. */
  sentVersion: string;
  /** The session's first media URL, announced by its open and answered by a 'mediaUrl' message. */
  firstUrl: ((answer: CallAnswer<MediaTarget>) => void) | null;
  /** A media URL asked for ahead of its play (a camera dropped on the cell). */
  prefetched: PrefetchedMediaUrl<MediaUrlResult | null>;
}

type MediaTarget = { url: string; ticket: string };

export class WorkerPlayers {
  private readonly players = new Map<number, Entry>();
  private readonly calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextCall = 1;

  constructor(private readonly deps: WorkerPlayersDeps) {}

  /** Players served by this worker (the pool balances on it). */
  get size(): number {
    return this.players.size;
  }

  receive(message: ToWorker): void {
    if (message.t === 'answer') return this.answer(message);
    if (message.t === 'create') return this.create(message.id);
    const entry = this.players.get(message.id);
    if (!entry) return;
    switch (message.t) {
      case 'canvas':
        return entry.painter.attach(message.canvas);
      case 'open':
        return this.open(entry, message.sid, message.request, message.prefetch);
      case 'prepare':
        return entry.prefetched.hold(message.deviceId, this.deps.requestMediaUrl(message.graphqlUrl, message.deviceId));
      case 'mediaUrl': {
        const deliver = entry.sid === message.sid ? entry.firstUrl : null;
        entry.firstUrl = null;
        return deliver?.(message.answer);
      }
      case 'reposition':
        if (!this.current(entry, message.sid)) return;
        entry.reportNext = true;
        entry.gen = message.gen;
        entry.stats.playRequested('received');
        return entry.session?.reposition(message.mode, message.time, message.speed);
      case 'resumeLive':
        if (!this.current(entry, message.sid)) return;
        entry.reportNext = true;
        entry.gen = message.gen;
        entry.stats.playRequested('received');
        return entry.session?.resumeLive();
      case 'pause': {
        const session = this.current(entry, message.sid);
        if (!session) return;
        return session.pause((pts) => this.post({ t: 'held', id: entry.id, sid: entry.sid, gen: entry.gen, pts }));
      }
      case 'close':
        if (this.current(entry, message.sid)) this.closeSession(entry);
        return;
      case 'frame': {
        const { frame } = message;
        entry.painter.paint(
          {
            pts: 0,
            width: frame.displayWidth,
            height: frame.displayHeight,
            source: frame,
            close: () => frame.close(),
          },
          message.marks ?? [],
        );
        return frame.close();
      }
      case 'playing':
        entry.playing = message.playing;
        return;
      case 'visible':
        entry.visible = message.visible;
        return entry.session?.setVisible(message.visible);
      case 'smallTile':
        entry.smallTile = message.small;
        return entry.session?.setSmallTile(message.small);
      case 'clear':
        return entry.painter.clear();
      case 'markup':
        return entry.painter.setMarkup(message.markup);
      case 'snapshot':
        void entry.painter
          .snapshot()
          .then((blob) => this.post({ t: 'snapshot', id: entry.id, call: message.call, blob }));
        return;
      case 'destroy':
        this.closeSession(entry);
        this.deps.timers.clearInterval(entry.statsTimer);
        entry.painter.attach(null);
        this.players.delete(entry.id);
        return;
    }
  }

  private create(id: number): void {
    if (this.players.has(id)) return;
    const entry: Entry = {
      id,
      painter: new CanvasPainter(),
      stats: new PlayerStatsLog(this.deps.now, this.deps.epochNow),
      session: null,
      sid: 0,
      gen: 0,
      playing: false,
      visible: true,
      smallTile: false,
      reportNext: true,
      lastReport: Number.NEGATIVE_INFINITY,
      statsTimer: undefined,
      sentVersion: '',
      firstUrl: null,
      prefetched: new PrefetchedMediaUrl(this.deps.now),
    };
    entry.statsTimer = this.deps.timers.setInterval(() => this.sendStats(entry), STATS_REFRESH_MS);
    this.players.set(id, entry);
  }

  /** The first media URL of a session, asked for here (or taken from a fresh prefetch) and told to
   *  the page; anything but a clean answer is asked of the page (see requestMediaUrl). */
  private async ownMediaUrl(entry: Entry, sid: number, deviceId: string, graphqlUrl: string): Promise<MediaTarget> {
    const answer = await (entry.prefetched.take(deviceId) ?? this.deps.requestMediaUrl(graphqlUrl, deviceId));
    if (!answer?.ticket) return this.call(entry.id, sid, 'mediaUrl', [deviceId, false]) as Promise<MediaTarget>;
    this.post({ t: 'mediaUrlAnswered', id: entry.id, sid, deviceId, answer });
    return { url: answer.url, ticket: answer.ticket };
  }

  private current(entry: Entry, sid: number): PlayerSession | null {
    return entry.sid === sid ? entry.session : null;
  }

  private closeSession(entry: Entry): void {
    entry.session?.dispose();
    entry.session = null;
  }

  private open(entry: Entry, sid: number, request: SessionRequest, prefetch?: SessionPrefetch): void {
    this.closeSession(entry);
    entry.sid = sid;
    entry.gen = 0;
    entry.reportNext = true;
    entry.stats.playRequested('received');
    const { id } = entry;
    const mine = () => entry.sid === sid;
    let firstPlan = prefetch?.plan;
    entry.firstUrl = null;
    let firstUrl: Promise<MediaTarget> | null = prefetch?.graphqlUrl
      ? this.ownMediaUrl(entry, sid, request.deviceId, prefetch.graphqlUrl)
      : prefetch?.mediaUrlFollows
        ? new Promise<CallAnswer<MediaTarget>>((deliver) => (entry.firstUrl = deliver)).then(settled)
        : null;
    // A session closed before it asks leaves the answer unread: its refusal is nobody's.
    firstUrl?.catch(() => undefined);
    // The page's last media URL: it records every answer, the ones asked for here included.
    const knownUrl = prefetch?.knownUrl ?? null;
    const session: PlayerSession = new PlayerSession(
      {
        timers: this.deps.timers,
        now: this.deps.now,
        epochNow: this.deps.epochNow,
        stats: entry.stats,
        dispatch: (action) => {
          if (mine()) this.post({ t: 'dispatch', id, sid, action, ready: session.transportReady });
        },
        // The first answers come with the open (or, the media URL, from the worker's own request);
        // later calls ask the page.
        plan: (req) => {
          const known = firstPlan;
          firstPlan = undefined;
          return known ? settled(known) : (this.call(id, sid, 'plan', [req]) as Promise<TransportPlan>);
        },
        mediaUrl: (deviceId, reconnect) => {
          const known = firstUrl;
          firstUrl = null;
          return known ?? (this.call(id, sid, 'mediaUrl', [deviceId, reconnect]) as Promise<MediaTarget>);
        },
        knownMediaUrl: () => knownUrl,
        createSocket: this.deps.createSocket,
        createDecoder: this.deps.createDecoder,
        paint: (frame, marks) => {
          entry.stats.painted();
          entry.painter.paint(frame, marks);
          this.reportShown(entry, frame.pts);
        },
        audio: sessionAudioOverPort((m, transfer) => {
          if (mine()) this.post({ t: 'audio', id, sid, m }, transfer);
        }),
        isPlaying: () => entry.playing,
        requested: () => {
          if (mine()) this.post({ t: 'requested', id, sid });
        },
        ended: (end) => {
          if (mine()) this.post({ t: 'ended', id, sid, end });
        },
      },
      request,
    );
    entry.session = session;
    if (!entry.visible) session.setVisible(false);
    session.setSmallTile(entry.smallTile);
    void session.start();
  }

  private reportShown(entry: Entry, pts: number): void {
    const now = this.deps.now();
    if (!entry.reportNext && now - entry.lastReport < TIME_UPDATE_MS) return;
    const first = entry.reportNext;
    entry.reportNext = false;
    entry.lastReport = now;
    const { framesDecoded, framesPainted, framesDropped } = entry.stats;
    this.post({
      t: 'shown',
      id: entry.id,
      sid: entry.sid,
      gen: entry.gen,
      pts,
      at: this.deps.timeOrigin + now,
      counters: { framesDecoded, framesPainted, framesDropped },
      ...(first && { stages: shiftStages(entry.stats.stages, this.deps.timeOrigin) }),
    });
  }

  private sendStats(entry: Entry): void {
    const snapshot = entry.stats.snapshot();
    const last = (list: readonly { at: number }[]) => list[list.length - 1]?.at ?? 0;
    const version = [
      snapshot.log.length,
      last(snapshot.log),
      snapshot.requests.length,
      last(snapshot.requests),
      snapshot.chunks.length,
      last(snapshot.chunks),
      snapshot.framesPainted,
      snapshot.framesDropped,
    ].join();
    if (version === entry.sentVersion) return;
    entry.sentVersion = version;
    const stats: WorkerStats = {
      log: snapshot.log,
      requests: snapshot.requests,
      chunks: snapshot.chunks,
      glassToGlassMs: snapshot.glassToGlassMs,
      glassPaintedAt: snapshot.glassPaintedAt ?? [],
      framesDecoded: snapshot.framesDecoded,
      framesPainted: snapshot.framesPainted,
      framesDropped: snapshot.framesDropped,
    };
    this.post({ t: 'stats', id: entry.id, stats });
  }

  private call(id: number, sid: number, name: WorkerCallName, args: unknown[]): Promise<unknown> {
    const call = this.nextCall++;
    return new Promise((resolve, reject) => {
      this.calls.set(call, { resolve, reject });
      this.post({ t: 'call', id, sid, call, name, args });
    });
  }

  private answer(message: Extract<ToWorker, { t: 'answer' }>): void {
    const pending = this.calls.get(message.call);
    if (!pending) return;
    this.calls.delete(message.call);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(message.blocked ? new StreamingBlocked(message.error) : new Error(message.error));
  }

  private post(message: FromWorker, transfer?: Transferable[]): void {
    if (transfer) this.deps.port.postMessage(message, transfer);
    else this.deps.port.postMessage(message);
  }
}
