/** The player's pure rules of spec 2 §4: reconnect on stop, lag, Auto stream and codec refusal. */
import { FINAL_STOP_CODES, STOP_CODE, STREAM_NUMBER, type StreamNumber } from './constants';
import {
  ABNORMAL_CLOSE_CODE,
  AUTO_STREAM_FULL_MIN_WIDTH_PX,
  KEYFRAMES_ONLY,
  LAG_REINIT_MS,
  LAG_SKIP_KEY_INTERVALS,
  REVERSE_LAG_SKIP_KEY_INTERVALS,
  PLAYER_MESSAGES,
  RECONNECT_LONG_MS,
  RECONNECT_SHORT_MS,
} from './playerConstants';

export type ReconnectRule =
  | { action: 'none' }
  | { action: 'reconnect'; delayMs: number }
  /** Archive a non-local connection cannot play: the file transport restarts. */
  | { action: 'restartFile' };

export interface StopContext {
  mode: 'live' | 'archive';
  isLocal: boolean;
}

const LONG_WAIT_CODES: readonly number[] = [
  STOP_CODE.NOT_AUTHORIZED,
  STOP_CODE.AVATAR_OFFLINE,
  STOP_CODE.BROKEN_ON_AVATAR,
  STOP_CODE.BANDWIDTH_SHORTAGE,
  STOP_CODE.CRITICAL,
  ABNORMAL_CLOSE_CODE,
];

/** Spec 2 §4 Reconnect rules on stop. Code 0 is a plain stop. */
export function reconnectRule(code: number, context: StopContext): ReconnectRule {
  if (code >= FINAL_STOP_CODES.from && code < FINAL_STOP_CODES.to) return { action: 'none' };
  if (code === STOP_CODE.STOP) return { action: 'none' };
  if (code === STOP_CODE.VIDEO_UNAVAILABLE && context.mode === 'archive' && !context.isLocal) {
    return { action: 'restartFile' };
  }
  if (
    code === STOP_CODE.STREAM_STOPPED ||
    code === STOP_CODE.INTERNAL_ERROR ||
    (code === STOP_CODE.VIDEO_UNAVAILABLE && context.mode === 'live')
  ) {
    return { action: 'reconnect', delayMs: RECONNECT_SHORT_MS };
  }
  if (LONG_WAIT_CODES.includes(code)) return { action: 'reconnect', delayMs: RECONNECT_LONG_MS };
  return { action: 'reconnect', delayMs: RECONNECT_LONG_MS };
}

export type LagAction = 'none' | 'reinit' | 'skipToKey';

export interface LagInput {
  mode: 'live' | 'archive';
  /** Live: how far the picture is behind the wall clock (ms); ignored in archive. */
  liveLagMs: number;
  /** Media time received but not yet shown (ms). */
  backlogMs: number;
  /** Media time between the last two keyframes; undefined until two were seen. */
  keyIntervalMs: number | undefined;
  /** Reverse play: GOPs come whole, newest-first, one ahead of the picture. */
  reverse?: boolean;
  /** Live: lag above this skips to the next key chunk (LIVE_LAG); undefined while that rule waits
   *  (the start's burst, or the keyframe of the last skip not shown yet). */
  liveSkipAboveMs?: number;
}

/** Spec 2 §4 Lag: live lag over 15 s re-inits (pause, then play after 1 s); live lag over the live
 *  bound (issue 37) or a backlog over twice the key-chunk interval (three times in reverse) skips
 *  to the next key chunk. */
export function lagAction(input: LagInput): LagAction {
  if (input.mode === 'live' && input.liveLagMs > LAG_REINIT_MS) return 'reinit';
  if (input.mode === 'live' && input.liveSkipAboveMs !== undefined && input.liveLagMs > input.liveSkipAboveMs) {
    return 'skipToKey';
  }
  if (input.keyIntervalMs !== undefined && input.keyIntervalMs > 0) {
    const intervals = input.reverse ? REVERSE_LAG_SKIP_KEY_INTERVALS : LAG_SKIP_KEY_INTERVALS;
    if (input.backlogMs > intervals * input.keyIntervalMs) return 'skipToKey';
  }
  return 'none';
}

/** Stream Auto: REVIEW for a cell narrower than the narrow-controls threshold, FULL otherwise or
 *  while the cell's width is unknown. */
export function autoStreamNumber(cellWidthPx: number | null | undefined): StreamNumber {
  if (cellWidthPx && cellWidthPx > 0 && cellWidthPx < AUTO_STREAM_FULL_MIN_WIDTH_PX) return STREAM_NUMBER.REVIEW;
  return STREAM_NUMBER.FULL;
}

export interface Size {
  width: number;
  height: number;
}

/** Issue 37: a tile too small to need every frame — its picture takes at most a ninth of the
 *  window (a 3×3 grid or denser), or shows at most a quarter of the stream's pixels (`tile` and
 *  `window` in CSS px, `pixelRatio` the screen's device pixels per CSS px). Unknown sizes are not
 *  small. */
export function isSmallTile(tile: Size, window: Size, stream: Size | null, pixelRatio = 1): boolean {
  const area = (size: Size) => Math.max(0, size.width) * Math.max(0, size.height);
  const shown = area(tile);
  if (shown <= 0) return false;
  const screen = area(window);
  if (screen > 0 && shown <= screen * KEYFRAMES_ONLY.smallTileWindowShare) return true;
  const coded = stream ? area(stream) : 0;
  return coded > 0 && shown * pixelRatio * pixelRatio <= coded * KEYFRAMES_ONLY.smallTileStreamShare;
}

/** H.265 in any of its sample-entry names. */
export function isH265(codecOrMime: string): boolean {
  return /\b(hvc1|hev1|h265|hevc)\b/i.test(codecOrMime);
}

/** The message for a stream the player cannot decode; undefined when it can (spec 2 §8). */
export function codecRefusal(header: { mime: string; codec: string }, supported: boolean): string | undefined {
  if (isH265(header.codec) || isH265(header.mime)) return PLAYER_MESSAGES.h265;
  if (!supported) return PLAYER_MESSAGES.unsupportedCodec.replace('{{mime}}', header.mime || header.codec);
  return undefined;
}
