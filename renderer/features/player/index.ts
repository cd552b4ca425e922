/** The media player (design.md §3–4): WebCodecs decoding of the media WebSocket onto a canvas, and
 *  the hold-to-scrub machine and button (spec 2 §4) that the cell and the Timeline drive it with. */
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
  PlayerTimers,
} from './playerDeps';
export { BROWSER_TIMERS } from './playerDeps';
export { SpareSocket } from './SpareSocket';
export { createPlayer } from './createPlayer';
export { INITIAL_PLAYER_STATE } from './playerReducer';
export { LocalTransportMemory } from './LocalTransportMemory';
export { playerErrorKey } from './playerErrorKey';
export { showsStopCode } from './showsStopCode';
export { describeStages } from './playStages';
export { playerNoticeKey } from './playerNoticeKey';
export { nearestSpeed, speedOptions } from '../../../shared/video/speedOptions';
export { usePlayer } from './usePlayer';
export { type PlayerControlsState, usePlayerControlsState, usePlayerState, usePlayerTime } from './usePlayerState';
export { type ScrubCommand, type ScrubDirection, type ScrubPlayback } from './holdToScrub/holdToScrub';
export { ScrubButton, type ScrubButtonProps } from './holdToScrub/ScrubButton';
export { type ScrubButtonHandlers, type ScrubTarget, useHoldToScrub } from './holdToScrub/useHoldToScrub';
export { VideoIcon, type VideoIconName } from './VideoIcon';
