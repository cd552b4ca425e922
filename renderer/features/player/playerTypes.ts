/** The player's public contract (spec 2 §4 Player status): what a camera cell, the timeline, the
 *  archive-on-demand flow and the benchmarks drive. One controller plays one camera at a time. */

import type { AnalyticsMarkup } from '../../../shared/video/mediaMetadata';
import type { PlayStageMarks } from './playStages';

/** Spec 2 §4: STOP, PLAY, PAUSE, INITIALIZING (buffering is a flag beside PLAY). */
export type PlayerStatus = 'STOP' | 'PLAY' | 'PAUSE' | 'INITIALIZING';
export type PlayerMode = 'live' | 'archive';
/** Connection type menu (spec 2 §2): Cloud, Local, Auto (the default). */
export type ConnectionChoice = 'cloud' | 'local' | 'auto';
/** Stream menu (spec 2 §2): Full, Review, Auto. */
export type StreamChoice = 'FULL' | 'REVIEW' | 'AUTO';

/** A stop shown as '[code] text' (spec 2 §8). */
export interface PlayerError {
  code: number;
  /** Already the user's text (the spec's wording). */
  text: string;
}

/** The status line under the picture; each is a key under video.player.notice in the locales:
 *  'Opening video' (opening, with the access kind), 'Initializing', 'Buffering', 'Pause',
 *  'Connection closed, reconnecting', 'Init stream', and the play timeout's own text. */
export type PlayerNotice =
  | { kind: 'opening'; access: 'cloud' | 'local' | 'file' }
  | { kind: 'initializing' }
  | { kind: 'buffering' }
  | { kind: 'pause' }
  | { kind: 'connectionClosed' }
  | { kind: 'initStream' }
  /** The play did not start in time and is tried once more (issue 31). */
  | { kind: 'slowStart' }
  /** A play did not show a frame within the play timeout; the player paused. */
  | { kind: 'playTimeout' }
  /** The idle timeout (spec 2 §4 Idle) stopped the player; activity restarts it. Not an error:
   *  the operator reads why it stopped and how to go on, not '[0] Stop' (issue 36). */
  | { kind: 'idleStopped'; minutes: number };

export interface PlayerState {
  status: PlayerStatus;
  /** PLAY but waiting for data. */
  buffering: boolean;
  mode: PlayerMode;
  deviceId: string | null;
  /** Media time (ms since the epoch, UTC) of the frame on the canvas; null before the first one. */
  time: number | null;
  /** Requested speed: negative plays backwards; 1 is normal (spec 2 §9 speed options). */
  speed: number;
  connection: ConnectionChoice;
  stream: StreamChoice;
  /** The transport actually in use while playing. */
  transport: 'cloud' | 'local' | null;
  notice: PlayerNotice | null;
  error: PlayerError | null;
  /** Coded picture size from the stream's header. */
  size: { width: number; height: number } | null;
  mime: string | null;
  /** The stream carries the camera's sound (issue 31): the cell offers its volume control. */
  hasAudio?: boolean;
  /** The decoder could not keep up: only keyframes are decoded and shown (issue 17). */
  keyframesOnly: boolean;
  /** … because the tile is too small to need every frame and fell behind (issue 37). */
  keyframesOnlySmallTile?: boolean;
  /** Live, the picture is further behind live than the bound and skips ahead (issue 37). */
  behindLive: boolean;
}

export interface PlayerLogEntry {
  /** Wall-clock time, ms since the epoch. */
  at: number;
  level: 'info' | 'warn' | 'error';
  message: string;
}

export interface PlayerRequestLogEntry {
  /** Wall-clock time, ms since the epoch. */
  at: number;
  /** The command or call: 'init', 'play', 'getMediaURL' … */
  request: string;
  detail?: string;
  /** Milliseconds until its answer (first frame for init), when known. */
  tookMs?: number;
}

export interface PlayerChunkStat {
  /** Wall-clock time of arrival, ms since the epoch. */
  at: number;
  pts: number;
  bytes: number;
  key: boolean;
}

/** The statistics and log panel's data (spec 2 §9: log 200, request log 50, chunk stats 240). */
export interface PlayerStats {
  log: readonly PlayerLogEntry[];
  requests: readonly PlayerRequestLogEntry[];
  chunks: readonly PlayerChunkStat[];
  /** Glass to glass of the last painted live frames (as many as chunk stats): wall time at paint
   *  minus the frame's capture time, ms. */
  glassToGlassMs: readonly number[];
  /** When each of those pictures was painted (ms since the epoch), index for index: how old the
   *  picture on screen was at any moment (issue 37). */
  glassPaintedAt?: readonly number[];
  framesDecoded: number;
  framesPainted: number;
  /** Frames decoded but never shown because a newer one was due (late) or the queue overflowed. */
  framesDropped: number;
  /** Wall time (performance.now()) of the first painted frame since the last play request, for
   *  time-to-first-frame measurements; null until then. */
  firstFrameAt: number | null;
  /** performance.now() of the last play request (live, archive, seek). */
  requestedAt: number | null;
  /** Where the first picture since that request spent its time (issue 37), same clock. */
  stages?: PlayStageMarks;
  /** Where decoding and painting run: the page's thread or a player worker (issue 17). */
  path: 'main' | 'worker';
  /** A/V offsets of the last pictures with sound (issue 31): when the sound of a picture's time is
   *  heard minus when the picture is shown, ms. */
  avOffsetMs?: readonly number[];
  /** Of those pictures, the share whose sound was heard (not left out for coming late), percent. */
  avHeardPercent?: number | null;
}

export interface PlayerController {
  getState(): PlayerState;
  /** Called on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: PlayerState) => void): () => void;
  /** The canvas frames are painted on (null detaches). */
  attachCanvas(canvas: HTMLCanvasElement | null): void;
  /** Plays the camera live at speed 1 (also the Live button). */
  playLive(deviceId?: string): void;
  /** Plays archive from `time` (ms) at `speed` (default: the current speed). */
  playArchive(time: number, speed?: number, deviceId?: string): void;
  /** Resumes after a pause at the current time and speed. */
  play(): void;
  /** Holds the exact frame on screen. */
  pause(): void;
  /** A play of this camera is about to come (it was dropped on the cell): its media URL and ticket
   *  are asked for now, not once the cell has rendered it (issue 17, live first frame). */
  prepare(deviceId: string): void;
  /** Stops and forgets the camera (the cell becomes empty). */
  stop(): void;
  setSpeed(speed: number): void;
  /** Jumps by deltaMs (±30 s from the controls); switches to archive. */
  jump(deltaMs: number): void;
  setConnection(connection: ConnectionChoice): void;
  setStream(stream: StreamChoice): void;
  /** JPEG of the frame on screen, at the picture's own size; null before the first frame. */
  snapshot(): Promise<Blob | null>;
  stats(): PlayerStats;
  /** User activity: restarts a player stopped by the idle timeout and restarts its timer. */
  noteActivity(): void;
  /** Off screen (hidden document, scrolled away, minimised): decoding stops until shown again. */
  setVisible(visible: boolean): void;
  /** The tile is too small to need every frame (isSmallTile): when it falls behind live it decodes
   *  keyframes only at once, instead of skipping whole key intervals again and again (issue 37). */
  setSmallTile(small: boolean): void;
  /** The cell's volume (0–1) and mute of the camera's sound (issue 31). */
  setAudio(levels: { volume: number; muted: boolean }): void;
  /** The cell's Analytics Markup: which of the stream metadata's boxes are drawn (issue 31). */
  setMarkup(markup: AnalyticsMarkup): void;
  dispose(): void;
}
