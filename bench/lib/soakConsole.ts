/** One console session of the soak bench, headless: signed in, a graphql-ws socket with the
 *  console's subscriptions (its own configuration, numbered by the bench so lost messages show as
 *  gaps; the realm's events; session close) and one live stream on the media WebSocket, with the
 *  protocol's heartbeat. Counts what arrives; keeps no payloads. */
import WebSocket from 'ws';
import { MEDIA_WS_PROTOCOL } from '../../shared/video/constants';
import { ApiClient } from '../../server/testing/apiClient';

/** No frame for this long while playing live counts as a stall (the demo cameras send 10 fps). */
export const STALL_MS = 2_000;
/** The media protocol's heartbeat (design.md §4: `{}` every 5 s). */
const HEARTBEAT_MS = 5_000;
/** Wait before a stopped stream is opened again. */
const REPLAY_MS = 1_000;

export const CONFIG_UPDATES = 'subscription { solidConfigUpdate { userId solidConfig } }';

export interface ConsoleCounts {
  /** Numbered configuration updates received, and numbers skipped or repeated. */
  configUpdates: number;
  gaps: number;
  duplicates: number;
  lastSeq: number;
  events: number;
  frames: number;
  stalls: number;
  /** Longest time without a frame, ms. */
  longestFrameGapMs: number;
  mediaCloses: number;
  /** Streams opened again after the platform stopped one, as the console's player does. */
  replays: number;
  /** Why the platform closed media sockets: close code and reason, by count. */
  mediaCloseReasons: Record<string, number>;
  subscriptionErrors: number;
}

export class SoakConsole {
  readonly counts: ConsoleCounts = {
    configUpdates: 0,
    gaps: 0,
    duplicates: 0,
    lastSeq: 0,
    events: 0,
    frames: 0,
    stalls: 0,
    longestFrameGapMs: 0,
    mediaCloses: 0,
    replays: 0,
    mediaCloseReasons: {},
    subscriptionErrors: 0,
  };
  private readonly api: ApiClient;
  private media: WebSocket | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stallTimer: NodeJS.Timeout | undefined;
  private lastFrameAt = 0;
  private stalled = false;
  private stopping = false;
  private replay: NodeJS.Timeout | undefined;
  private unsubscribes: Array<() => void> = [];

  constructor(baseUrl: string) {
    this.api = new ApiClient(baseUrl);
  }

  async start(username: string, password: string, cameraId: string, firstSeq: number): Promise<void> {
    const login = await this.api.login(username, password);
    if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${JSON.stringify(login.body)}`);
    this.counts.lastSeq = firstSeq;
    const socket = this.api.socket({ reconnect: true });
    const sink = (onNext: (value: { data?: unknown }) => void) => ({
      next: onNext,
      error: () => void (this.counts.subscriptionErrors += 1),
      complete: () => undefined,
    });
    this.unsubscribes.push(
      socket.subscribe(
        { query: CONFIG_UPDATES },
        sink((value) => {
          const data = value.data as { solidConfigUpdate?: { solidConfig?: { soakSeq?: number } } } | undefined;
          const seq = data?.solidConfigUpdate?.solidConfig?.soakSeq;
          if (typeof seq !== 'number') return;
          this.counts.configUpdates += 1;
          if (seq <= this.counts.lastSeq) this.counts.duplicates += 1;
          else {
            this.counts.gaps += seq - this.counts.lastSeq - 1;
            this.counts.lastSeq = seq;
          }
        }),
      ),
      socket.subscribe(
        { query: 'subscription { auditEntries { __typename } }' },
        sink(() => void (this.counts.events += 1)),
      ),
      socket.subscribe(
        { query: 'subscription { sessionClose { reason } }' },
        sink(() => undefined),
      ),
    );
    await new Promise<void>((resolve) => {
      const off = socket.on('connected', () => {
        off();
        resolve();
      });
    });
    await this.play(cameraId);
  }

  /** Numbers still missing at the end: published after the last one this session saw. */
  tail(lastPublished: number): number {
    return Math.max(0, lastPublished - this.counts.lastSeq);
  }

  private async play(cameraId: string): Promise<void> {
    const result = await this.api.graphql<{ getMediaURL: { url: string; ticket: string } }>(
      'query($id: ID!) { getMediaURL(cameraId: $id, isLocal: false) { url ticket } }',
      { id: cameraId },
    );
    const media = result.data?.getMediaURL;
    if (!media) throw new Error(`getMediaURL ${cameraId}: ${JSON.stringify(result.errors)}`);
    const socket = new WebSocket(media.url, MEDIA_WS_PROTOCOL);
    this.media = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('message', (_data, isBinary) => {
      if (!isBinary) return;
      const now = Date.now();
      if (this.lastFrameAt)
        this.counts.longestFrameGapMs = Math.max(this.counts.longestFrameGapMs, now - this.lastFrameAt);
      this.lastFrameAt = now;
      this.stalled = false;
      this.counts.frames += 1;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(String(data)) as { code?: number; error?: string; event?: string };
      if (message.code !== undefined || message.event) {
        const key = message.event ?? `${message.code} ${message.error ?? ''}`;
        this.counts.mediaCloseReasons[key] = (this.counts.mediaCloseReasons[key] ?? 0) + 1;
      }
    });
    socket.on('close', (code, reason) => {
      if (this.stopping) return;
      this.counts.mediaCloses += 1;
      const key = `close ${code} ${String(reason)}`;
      this.counts.mediaCloseReasons[key] = (this.counts.mediaCloseReasons[key] ?? 0) + 1;
      clearInterval(this.heartbeat);
      clearInterval(this.stallTimer);
      // The console's player opens the stream again after a stop; so does the soak, a second later.
      this.replay = setTimeout(() => {
        this.counts.replays += 1;
        this.play(cameraId).catch(() => void (this.counts.mediaCloses += 1));
      }, REPLAY_MS);
    });
    socket.send(JSON.stringify({ cmd: 'init', objid: cameraId, streamid: 1, ticket: media.ticket }));
    socket.send(JSON.stringify({ cmd: 'play', speed: 1 }));
    this.heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{}'), HEARTBEAT_MS);
    this.stallTimer = setInterval(() => {
      if (!this.lastFrameAt || this.stalled) return;
      if (Date.now() - this.lastFrameAt > STALL_MS) {
        this.stalled = true;
        this.counts.stalls += 1;
      }
    }, 250);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.replay);
    clearInterval(this.heartbeat);
    clearInterval(this.stallTimer);
    this.media?.close();
    this.unsubscribes.forEach((off) => off());
    await this.api.dispose();
  }
}
