/** The client side of the media WebSocket (design.md §4): commands out, a heartbeat every 5 s,
 *  and the server's header, stop codes, end events and binary frames in. Invalid JSON is logged. */
import { HEARTBEAT_MS, STREAM_EVENT, type StreamEvent } from '../../../shared/video/constants';
import {
  decodeMediaFrame,
  type MediaCommand,
  type MediaAudioHeader,
  type MediaFrame,
  type MediaHeader,
} from '../../../shared/video/mediaFrame';
import { BROWSER_TIMERS, type PlayerSocket, type PlayerTimers } from './playerDeps';

export interface MediaConnectionEvents {
  open(): void;
  header(header: MediaHeader): void;
  /** The server's marker after a seek: frames from here on are of the new position. */
  seeked(time: number): void;
  frame(frame: MediaFrame, bytes: number): void;
  /** A {code, error} message; the server closes the socket after it. */
  stopCode(code: number, text: string): void;
  event(event: StreamEvent): void;
  /** A message that is not one of the above (logged). */
  invalid(text: string): void;
  /** The socket closed (not by dispose()); stopCode tells whether a stop code came first. */
  closed(code: number, stopCode: number | undefined): void;
}

const SOCKET_OPEN = 1;
const NORMAL_CLOSE = 1000;
const EVENTS: readonly string[] = Object.values(STREAM_EVENT);

export class MediaConnection {
  private heartbeat: unknown;
  private stopCode: number | undefined;
  private disposed = false;

  constructor(
    private readonly socket: PlayerSocket,
    private readonly events: MediaConnectionEvents,
    private readonly timers: PlayerTimers = BROWSER_TIMERS,
  ) {
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => this.opened();
    // A socket opened ahead of need (SpareSocket) comes open: it is reported all the same.
    if (socket.readyState === SOCKET_OPEN) void Promise.resolve().then(() => this.opened());
    socket.onmessage = (event) => {
      if (!this.disposed) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.disposed) return;
      this.stopHeartbeat();
      this.disposed = true;
      events.closed(event.code, this.stopCode);
    };
    // An error is always followed by close, which carries the code.
    socket.onerror = () => undefined;
  }

  get isOpen(): boolean {
    return !this.disposed && this.socket.readyState === SOCKET_OPEN;
  }

  send(command: MediaCommand): void {
    if (this.isOpen) this.socket.send(JSON.stringify(command));
  }

  /** Closes the socket without reporting it. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.stopHeartbeat();
    this.socket.onopen = this.socket.onmessage = this.socket.onclose = this.socket.onerror = null;
    try {
      this.socket.close(NORMAL_CLOSE);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private opened(): void {
    if (this.disposed || this.heartbeat !== undefined) return;
    this.heartbeat = this.timers.setInterval(() => this.send({}), HEARTBEAT_MS);
    this.events.open();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== undefined) this.timers.clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') {
      const bytes =
        data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? toBytes(data) : null;
      if (!bytes) return this.events.invalid('binary message of an unknown kind');
      let frame: MediaFrame;
      try {
        frame = decodeMediaFrame(bytes);
      } catch (err) {
        return this.events.invalid(String((err as Error).message));
      }
      return this.events.frame(frame, bytes.byteLength);
    }
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return this.events.invalid(`invalid JSON: ${data.slice(0, 200)}`);
    }
    if (!value || typeof value !== 'object') return this.events.invalid(`unexpected message: ${data.slice(0, 200)}`);
    const message = value as Record<string, unknown>;
    if (typeof message.code === 'number') {
      this.stopCode = message.code;
      return this.events.stopCode(message.code, typeof message.error === 'string' ? message.error : '');
    }
    if (typeof message.event === 'string' && EVENTS.includes(message.event)) {
      return this.events.event(message.event as StreamEvent);
    }
    if (typeof message.seeked === 'number') return this.events.seeked(message.seeked);
    if (typeof message.mime === 'string' && typeof message.codec === 'string') {
      const size = message.size as { width?: unknown; height?: unknown } | undefined;
      const audio = audioHeaderOf(message.audio);
      return this.events.header({
        mime: message.mime,
        codec: message.codec,
        size: { width: Number(size?.width) || 0, height: Number(size?.height) || 0 },
        description: typeof message.description === 'string' ? message.description : '',
        ...(audio && { audio }),
      });
    }
    this.events.invalid(`unexpected message: ${data.slice(0, 200)}`);
  }
}

/** The header's sound (issue 31), when it is complete; a stream with a malformed one plays its pictures. */
function audioHeaderOf(value: unknown): MediaAudioHeader | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const audio = value as Record<string, unknown>;
  const { codec, sampleRate, numberOfChannels, description } = audio;
  if (typeof codec !== 'string' || typeof description !== 'string') return undefined;
  if (typeof sampleRate !== 'number' || typeof numberOfChannels !== 'number') return undefined;
  return { codec, sampleRate, numberOfChannels, description };
}

function toBytes(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}
