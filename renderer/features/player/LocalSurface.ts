/** The main-thread path (design.md §3): the session, its WebCodecs decoder and the canvas run on
 *  the page's own thread. The fallback where a browser has no OffscreenCanvas or no WebCodecs in
 *  workers, and the path the unit tests drive with fake sockets and decoders. */
import type { AnalyticsMarkup, MetadataBox } from '../../../shared/video/mediaMetadata';
import { CanvasPainter } from './CanvasPainter';
import { createWebCodecsDecoder } from './createWebCodecsDecoder';
import {
  BROWSER_TIMERS,
  type DecodedFrame,
  type DecoderCallbacks,
  type PlayerDecoder,
  type PlayerSocket,
} from './playerDeps';
import { PlayerSession } from './PlayerSession';
import type { SessionRequest } from './SessionHost';
import type { ControllerHost, PlayerSurface, SessionHandle } from './playerSurface';
import type { PlayerStats } from './playerTypes';
import { SpareSocket } from './SpareSocket';

export interface LocalSurfaceDeps {
  createSocket?(url: string, protocol: string): PlayerSocket;
  createDecoder?(callbacks: DecoderCallbacks): PlayerDecoder;
}

/** The page's spare media socket, shared by all its main-thread players (a worker has its own). */
let pageSockets: SpareSocket | null = null;

function pageSocket(url: string, protocol: string): PlayerSocket {
  pageSockets ??= new SpareSocket((to, as) => new WebSocket(to, as), BROWSER_TIMERS);
  return pageSockets.take(url, protocol);
}

export class LocalSurface implements PlayerSurface {
  readonly kind = 'main';
  private readonly painter = new CanvasPainter();
  private playing = false;
  private visible = true;
  private smallTile = false;
  private session: PlayerSession | null = null;

  constructor(private readonly deps: LocalSurfaceDeps = {}) {}

  attach(canvas: HTMLCanvasElement | null): void {
    this.painter.attach(canvas);
  }

  cellWidth(): number | null {
    return this.painter.cellWidth();
  }

  clear(): void {
    this.painter.clear();
  }

  snapshot(): Promise<Blob | null> {
    return this.painter.snapshot();
  }

  open(host: ControllerHost, request: SessionRequest): SessionHandle {
    const session: PlayerSession = new PlayerSession(
      {
        ...host,
        createSocket: this.deps.createSocket ?? pageSocket,
        createDecoder: this.deps.createDecoder ?? createWebCodecsDecoder,
        isPlaying: () => this.playing,
        paint: (frame, marks) => {
          host.stats.painted();
          this.painter.paint(frame, marks);
          host.shown(frame.pts, host.now(), true);
        },
        ended: (end) => host.ended(session, end),
      },
      request,
    );
    this.session = session;
    if (!this.visible) session.setVisible(false);
    session.setSmallTile(this.smallTile);
    return session;
  }

  paintFrame(frame: DecodedFrame, marks: readonly MetadataBox[] = []): void {
    this.painter.paint(frame, marks);
    frame.close();
  }

  setPlaying(playing: boolean): void {
    this.playing = playing;
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.session?.setVisible(visible);
  }

  setSmallTile(small: boolean): void {
    this.smallTile = small;
    this.session?.setSmallTile(small);
  }

  setMarkup(markup: AnalyticsMarkup): void {
    this.painter.setMarkup(markup);
  }

  stats(own: PlayerStats): PlayerStats {
    return own;
  }

  dispose(): void {
    this.painter.attach(null);
    this.session = null;
  }
}
