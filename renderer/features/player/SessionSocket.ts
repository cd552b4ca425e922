/** The media socket of one PlayerSession (design.md §4): the media URL and ticket, the socket
 *  opened on the platform's known URL while the ticket is asked for (issue 17, live first frame),
 *  and the init once both are there, whichever comes last. It passes the stream's messages on and
 *  says how the connection ended (spec 2 §4, §6 blocked streams). */
import { MEDIA_WS_PROTOCOL, STOP_CODE, STOP_TEXT, type StopCode } from '../../../shared/video/constants';
import type { MediaCommand } from '../../../shared/video/mediaFrame';
import type { SessionEnd } from './afterSessionEnd';
import { StreamingBlocked } from './createMediaAccess';
import { MediaConnection, type MediaConnectionEvents } from './MediaConnection';
import type { PlayerSocket } from './playerDeps';
import type { SessionHost, SessionRequest } from './SessionHost';

/** What the session hears: the stream's messages, the init sent, and the connection's end. */
export interface SessionSocketEvents extends Pick<MediaConnectionEvents, 'header' | 'seeked' | 'frame' | 'event'> {
  /** The init went out: the session sends its play and starts its clock. */
  initSent(): void;
  ended(end: SessionEnd): void;
}

type SocketHost = Pick<
  SessionHost,
  'timers' | 'stats' | 'dispatch' | 'requested' | 'mediaUrl' | 'knownMediaUrl' | 'createSocket'
>;

export class SessionSocket {
  private connection: MediaConnection | null = null;
  /** The URL the socket was opened on, and whether it is open: it may open before the ticket comes. */
  private socketUrl: string | null = null;
  private socketOpen = false;
  private ticket: string | null = null;
  private initSent = false;
  private disposed = false;
  /** A seek went out and its {seeked} marker has not come back: frames meanwhile are the old
   *  position's, still on their way, and are not the play's first bytes (issue 37). */
  private awaitingSeeked = false;

  constructor(
    private readonly host: SocketHost,
    private readonly request: SessionRequest,
    private readonly events: SessionSocketEvents,
  ) {}

  get isOpen(): boolean {
    return this.connection?.isOpen ?? false;
  }

  send(command: MediaCommand): void {
    if (command.cmd === 'seek') this.awaitingSeeked = true;
    this.connection?.send(command);
  }

  /** Asks for the media URL and ticket (a reconnect: the ticket only) and opens the socket. */
  async connect(): Promise<void> {
    const { host, request } = this;
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
        this.events.ended({ kind: 'final', code: STOP_CODE.NOT_AUTHORIZED, text: err.message });
      else this.events.ended({ kind: 'requestFailed', text: errorText(err) });
      return;
    }
    if (this.disposed) return;
    this.ticket = target.ticket;
    if (target.url === this.socketUrl) return this.sendInit();
    this.connection?.dispose();
    this.open(target.url);
  }

  dispose(): void {
    this.disposed = true;
    this.connection?.dispose();
    this.connection = null;
  }

  private open(url: string): void {
    const { host, events } = this;
    let socket: PlayerSocket;
    try {
      socket = host.createSocket(url, MEDIA_WS_PROTOCOL);
    } catch (err) {
      // Ahead of the ticket it is only an attempt: the answer's URL is tried then.
      if (this.ticket === null) return;
      return events.ended({ kind: 'requestFailed', text: errorText(err) });
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
        header: (header) => {
          host.stats.stage('firstBytes');
          events.header(header);
        },
        seeked: (time) => {
          this.awaitingSeeked = false;
          host.stats.stage('firstBytes');
          events.seeked(time);
        },
        frame: (frame, bytes) => {
          if (!this.awaitingSeeked) host.stats.stage('firstBytes');
          events.frame(frame, bytes);
        },
        stopCode: (code, text) => events.ended({ kind: 'stop', code, text: stopText(code, text) }),
        event: (event) => events.event(event),
        invalid: (text) => host.stats.write('warn', text),
        closed: (code, stopCode) => {
          // A socket opened ahead of its ticket is opened again once the ticket names the URL.
          if (this.ticket === null) {
            this.connection = null;
            this.socketUrl = null;
            this.socketOpen = false;
            return;
          }
          if (stopCode === undefined) events.ended({ kind: 'closed', code });
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
    host.stats.stage('sent');
    this.events.initSent();
  }
}

function stopText(code: number, text: string): string {
  return STOP_TEXT[code as StopCode] ?? (text || STOP_TEXT[STOP_CODE.SOMETHING_WENT_WRONG]);
}

function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message || STOP_TEXT[STOP_CODE.SOMETHING_WENT_WRONG];
}
