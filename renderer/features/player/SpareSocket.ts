/** One media socket a window keeps open ahead of need (issue 17): a camera started after another
 *  gets it already open and asks for its stream as soon as its ticket is here, instead of
 *  waiting for a WebSocket handshake (3–6 ms in Chromium here alone, 7–15 ms beside the ticket's
 *  request, about as long as that request). A preconnect, not a pool: one spare per window,
 *  opened a moment after a socket was taken, kept alive by the protocol's heartbeat, replaced by a
 *  fresh one before the platform would close it for sending no init, and given up when no socket
 *  was taken for long. The platform sends nothing on a socket before its init, so a spare carries
 *  no state. */
import { HEARTBEAT_MS } from '../../../shared/video/constants';
import {
  SPARE_SOCKET_DELAY_MS,
  SPARE_SOCKET_KEPT_MS,
  SPARE_SOCKET_RENEW_MS,
} from '../../../shared/video/playerConstants';
import type { PlayerSocket, PlayerTimers } from './playerDeps';

/** WebSocket readyState values. */
const OPEN = 1;
const CLOSING = 2;

interface Spare {
  socket: PlayerSocket;
  url: string;
  protocol: string;
  heartbeat: unknown;
  renew: unknown;
}

export class SpareSocket {
  private spare: Spare | null = null;
  private warming: unknown;
  private renewalsLeft = 0;
  /** How many fresh spares replace one another between two takes. */
  private readonly renewals: number;

  /** `keptMs`: how long after the last take a spare is still kept — a window's
   *  SPARE_SOCKET_KEPT_MS, or for ever (Infinity) where the next take may come at any time. */
  constructor(
    private readonly create: (url: string, protocol: string) => PlayerSocket,
    private readonly timers: PlayerTimers,
    keptMs: number = SPARE_SOCKET_KEPT_MS,
  ) {
    this.renewals = Math.ceil(keptMs / SPARE_SOCKET_RENEW_MS) - 1;
  }

  /** A socket to `url`: the spare if it is (or is becoming) open there, else a new one. Either
   *  way another spare is opened SPARE_SOCKET_DELAY_MS later. */
  take = (url: string, protocol: string): PlayerSocket => {
    const spare = this.spare;
    this.spare = null;
    let socket: PlayerSocket | null = null;
    if (spare) {
      this.release(spare);
      if (spare.url === url && spare.protocol === protocol && spare.socket.readyState < CLOSING) socket = spare.socket;
      else spare.socket.close();
    }
    this.timers.clearTimeout(this.warming);
    this.renewalsLeft = this.renewals;
    this.warming = this.timers.setTimeout(() => this.warm(url, protocol), SPARE_SOCKET_DELAY_MS);
    return socket ?? this.create(url, protocol);
  };

  /** Closes the spare and opens no other. */
  dispose(): void {
    this.timers.clearTimeout(this.warming);
    this.warming = undefined;
    if (this.spare) this.drop(this.spare);
  }

  private warm(url: string, protocol: string): void {
    this.warming = undefined;
    let socket: PlayerSocket;
    try {
      socket = this.create(url, protocol);
    } catch {
      return;
    }
    const spare: Spare = {
      socket,
      url,
      protocol,
      // The platform closes a socket that is silent for three heartbeats.
      heartbeat: this.timers.setInterval(() => {
        if (socket.readyState === OPEN) socket.send('{}');
      }, HEARTBEAT_MS),
      renew: this.timers.setTimeout(() => {
        this.drop(spare);
        if (this.renewalsLeft-- > 0) this.warm(url, protocol);
      }, SPARE_SOCKET_RENEW_MS),
    };
    socket.onclose = () => {
      this.release(spare);
      if (this.spare === spare) this.spare = null;
    };
    socket.onerror = () => undefined;
    this.spare = spare;
  }

  private drop(spare: Spare): void {
    this.release(spare);
    if (this.spare === spare) this.spare = null;
    spare.socket.close();
  }

  /** The spare's own timers and handlers go; the socket stays as it is. */
  private release(spare: Spare): void {
    this.timers.clearInterval(spare.heartbeat);
    this.timers.clearTimeout(spare.renew);
    spare.socket.onclose = spare.socket.onerror = null;
  }
}
