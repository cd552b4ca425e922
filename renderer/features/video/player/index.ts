/** The media player (design.md §3–4): WebCodecs decoding of the media WebSocket onto a canvas. */
export type {
  ConnectionChoice,
  PlayerChunkStat,
  PlayerController,
  PlayerError,
  PlayerLogEntry,
  PlayerMode,
  PlayerNotice,
  PlayerRequestLogEntry,
  PlayerState,
  PlayerStats,
  PlayerStatus,
  StreamChoice,
} from './playerTypes';
export type {
  DecodedFrame,
  DecoderCallbacks,
  MediaUrlResult,
  PlayerDecoder,
  PlayerDeps,
  PlayerSocket,
} from './playerDeps';
export { createPlayer } from './createPlayer';
export { INITIAL_PLAYER_STATE } from './playerReducer';
export { LocalTransportMemory } from './LocalTransportMemory';
export { playerErrorKey } from './playerErrorKey';
export { playerNoticeKey } from './playerNoticeKey';
export { speedOptions } from './speedOptions';
export { usePlayer } from './usePlayer';
export { usePlayerState } from './usePlayerState';
