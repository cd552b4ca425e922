/** What a player needs from the world, injectable so the engine runs without a browser's media
 *  stack: the platform's media calls, the socket, the decoder, clocks and the realm's options. */
import type { StreamingOverageType, StreamNumber } from '../../../shared/video/constants';
import type { MediaFrame, MediaHeader } from '../../../shared/video/mediaFrame';
import type { PlayerAudioOutput } from './audio/SessionAudio';
import type { ConnectionChoice } from './playerTypes';
import type { LocalTransportMemory } from './LocalTransportMemory';
import type { PlayerSurface } from './playerSurface';

export interface MediaUrlResult {
  url: string;
  /** A first ticket for the init; a reconnect asks mediaTicket for a new one. */
  ticket: string | null;
  streamingOverages: { type: StreamingOverageType; message: string | null } | null;
}

/** The part of a WebSocket the player uses. */
export interface PlayerSocket {
  binaryType: BinaryType;
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** A decoded picture ready to paint; close() gives its memory back. */
export interface DecodedFrame {
  /** Media time, ms since the epoch. */
  pts: number;
  width: number;
  height: number;
  source: CanvasImageSource;
  close(): void;
}

export interface DecoderCallbacks {
  output(frame: DecodedFrame): void;
  /** The decoder failed and is unusable (the player stops with this message). */
  error(message: string): void;
}

export interface PlayerDecoder {
  /** (Re)configures for the stream's header; resolves false when the codec cannot be decoded.
   *  Frames passed to decode() meanwhile wait for it. */
  configure(header: MediaHeader): Promise<boolean>;
  /** Frames before the first keyframe after configure() or reset() are skipped. */
  decode(frame: MediaFrame): void;
  /** Drops the work in flight; the configuration stays. */
  reset(): void;
  /** Frames given to decode() and not output yet. */
  readonly pending: number;
  /** Reverse play holds a whole GOP: its frames are copied out of the decoder's own pool. */
  setHoldFrames(hold: boolean): void;
  /** Whether the keyframe after a (re)configure or reset goes alone, the frames behind it waiting
   *  for its picture: live, where that picture is the first one shown. Not in archive play, which
   *  starts at the keyframe before the time asked for and shows a later frame: the keyframe's
   *  picture is never shown, and waiting for it only holds back the one that is (issue 37). */
  setKeyframeFirst(on: boolean): void;
  close(): void;
}

export interface PlayerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  requestAnimationFrame(callback: () => void): unknown;
  cancelAnimationFrame(handle: unknown): void;
}

export interface PlayerDeps {
  getMediaUrl(cameraId: string, isLocal: boolean): Promise<MediaUrlResult>;
  mediaTicket(cameraId: string, isLocal: boolean): Promise<string>;
  /** The camera's AVATARID attribute; null when it has none. */
  getAvatarId?(cameraId: string): Promise<string | null>;
  /** getSDP (spec 2 §7): the avatar's answer to a WebRTC offer. Without it there is no local transport. */
  getSdp?(cameraId: string, offer: string, stream: StreamNumber): Promise<string>;
  /** The browser's RTCPeerConnection by default (where there is one). */
  createPeerConnection?(): RTCPeerConnection;
  createSocket?(url: string, protocol: string): PlayerSocket;
  /** WebCodecs by default. */
  createDecoder?(callbacks: DecoderCallbacks): PlayerDecoder;
  /** The player's sound output (issue 31); AudioOutput (WebCodecs and Web Audio) by default. */
  createAudioOutput?(): PlayerAudioOutput;
  /** Monotonic milliseconds (performance.now) for the media clock and the benchmarks. */
  now?(): number;
  /** Wall clock, ms since the epoch (live lag). */
  epochNow?(): number;
  timers?: PlayerTimers;
  /** Idle stop of a playing non-local player; the realm's playerIdleTimeout (default 10 min). */
  idleTimeoutMs?: number | (() => number);
  /** Live frames are held this long before they are shown: the realm's jitterBufferLength (ms). */
  jitterBufferMs?: number | (() => number);
  disableLocalTransport?: boolean | (() => boolean);
  /** The speeds the user may play at (spec 2 §6 limitedSpeedList); every speed option by default.
   *  Any other speed asked for plays at the nearest of them. */
  speedOptions?: readonly number[] | (() => readonly number[]);
  /** Streaming overages of the media URL: warning and alert become toasts. */
  onOverage?(type: 'warning' | 'alert', message: string): void;
  /** Local successes and failures per avatar; shared by all players by default. */
  localMemory?: LocalTransportMemory;
  /** The connection a new player starts with (the console setting). */
  connection?: ConnectionChoice;
  /** Where sessions run and frames are painted: the page's thread (LocalSurface, with
   *  createSocket and createDecoder) by default, or a player worker (issue 17). */
  surface?(): PlayerSurface;
  /** Width of the cell for Stream Auto; the attached canvas's parent by default. */
  cellWidth?(): number | null;
}

/** The browser's own timers, looked up at call time (tests install fake ones later). */
export const BROWSER_TIMERS: PlayerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  requestAnimationFrame: (callback) =>
    typeof globalThis.requestAnimationFrame === 'function'
      ? { frame: globalThis.requestAnimationFrame(() => callback()) }
      : { timeout: globalThis.setTimeout(callback, 16) },
  cancelAnimationFrame: (handle) => {
    const h = handle as { frame?: number; timeout?: ReturnType<typeof setTimeout> };
    if (h.frame !== undefined) globalThis.cancelAnimationFrame(h.frame);
    if (h.timeout !== undefined) globalThis.clearTimeout(h.timeout);
  },
};
