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
export { usePlayerState } from './usePlayerState';
