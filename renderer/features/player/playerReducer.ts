/** The player status machine of spec 2 §4 as a reducer over PLAYER_TRANSITIONS: which action moves
 *  which status where; an action a status does not list leaves the state as it is. */
import { DEFAULT_SPEED } from '../../../shared/video/constants';
import type {
  ConnectionChoice,
  PlayerError,
  PlayerMode,
  PlayerNotice,
  PlayerState,
  PlayerStatus,
  StreamChoice,
} from './playerTypes';

export type PlayerAction =
  /** A play over a new connection (play, live, archive, reconnect). */
  | {
      type: 'open';
      deviceId: string;
      mode: PlayerMode;
      time: number | null;
      speed: number;
      /** 'file': archive from the avatar over the file transport (spec 2 §4 restartFile). */
      access: 'cloud' | 'local' | 'file';
      /** A reconnect of the same play: a slow start's 'trying again' stays said until a picture. */
      retry?: boolean;
    }
  /** A play on the open connection from another time or at another speed. */
  | { type: 'seek'; mode: PlayerMode; time: number | null; speed: number }
  /** The socket is open and the stream requested. */
  | { type: 'connected'; transport: 'cloud' | 'local' }
  | { type: 'header'; size: { width: number; height: number }; mime: string; audio?: boolean }
  /** A frame was painted (the first one is the play event). */
  | { type: 'frame'; time: number }
  | { type: 'buffering'; buffering: boolean }
  /** The session decodes keyframes only (or every frame again); `smallTile` when it does so
   *  because the tile is too small to need every frame (issue 37). */
  | { type: 'keyframesOnly'; on: boolean; smallTile?: boolean }
  /** The live picture is behind live beyond the bound, or live again (issue 37). */
  | { type: 'behindLive'; on: boolean }
  | { type: 'pause' }
  | { type: 'playTimeout' }
  /** forget: the cell becomes empty. */
  | { type: 'stop'; error: PlayerError | null; forget?: boolean; notice?: PlayerNotice }
  | { type: 'reconnecting'; notice: 'connectionClosed' | 'initStream' | 'slowStart' }
  | { type: 'settings'; connection?: ConnectionChoice; stream?: StreamChoice; speed?: number };

/** The cell says a slow start is being tried again (createPlayer's one retry). */
function triesAgain(state: PlayerState): boolean {
  return state.notice?.kind === 'slowStart';
}

export type PlayerActionType = PlayerAction['type'];

const ALWAYS = { open: 'INITIALIZING', stop: 'STOP' } as const;

/** Status → action → next status. */
export const PLAYER_TRANSITIONS: Record<PlayerStatus, Partial<Record<PlayerActionType, PlayerStatus>>> = {
  STOP: { ...ALWAYS, settings: 'STOP' },
  INITIALIZING: {
    ...ALWAYS,
    seek: 'INITIALIZING',
    connected: 'INITIALIZING',
    header: 'INITIALIZING',
    frame: 'PLAY',
    keyframesOnly: 'INITIALIZING',
    behindLive: 'INITIALIZING',
    pause: 'PAUSE',
    playTimeout: 'PAUSE',
    reconnecting: 'INITIALIZING',
    settings: 'INITIALIZING',
  },
  PLAY: {
    ...ALWAYS,
    seek: 'INITIALIZING',
    connected: 'PLAY',
    header: 'PLAY',
    frame: 'PLAY',
    buffering: 'PLAY',
    keyframesOnly: 'PLAY',
    behindLive: 'PLAY',
    pause: 'PAUSE',
    reconnecting: 'INITIALIZING',
    settings: 'PLAY',
  },
  // Paused: the picture holds; late frames and buffering reports change nothing.
  PAUSE: { ...ALWAYS, seek: 'INITIALIZING', header: 'PAUSE', pause: 'PAUSE', settings: 'PAUSE' },
};

export const INITIAL_PLAYER_STATE: PlayerState = {
  status: 'STOP',
  buffering: false,
  mode: 'live',
  deviceId: null,
  time: null,
  speed: DEFAULT_SPEED,
  connection: 'auto',
  stream: 'AUTO',
  transport: null,
  notice: null,
  error: null,
  size: null,
  mime: null,
  keyframesOnly: false,
  behindLive: false,
};

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const status = PLAYER_TRANSITIONS[state.status][action.type];
  if (!status) return state;
  const next = { ...state, status };
  switch (action.type) {
    case 'open':
      return {
        ...next,
        buffering: false,
        mode: action.mode,
        deviceId: action.deviceId,
        // Live has no time until its first frame; archive shows where it was asked to start.
        time: action.mode === 'live' ? null : (action.time ?? (action.deviceId === state.deviceId ? state.time : null)),
        speed: action.speed,
        transport: null,
        keyframesOnly: false,
        keyframesOnlySmallTile: false,
        behindLive: false,
        notice: action.retry && triesAgain(state) ? state.notice : { kind: 'opening', access: action.access },
        error: null,
      };
    case 'seek':
      return {
        ...next,
        buffering: false,
        mode: action.mode,
        time: action.time ?? state.time,
        speed: action.speed,
        behindLive: false,
        notice: { kind: 'initializing' },
        error: null,
      };
    case 'connected':
      return {
        ...next,
        transport: action.transport,
        notice: status === 'PLAY' || triesAgain(state) ? state.notice : { kind: 'initializing' },
      };
    case 'header':
      return { ...next, size: action.size, mime: action.mime, hasAudio: action.audio === true };
    case 'frame':
      return { ...next, time: action.time, buffering: false, notice: null };
    case 'keyframesOnly':
      return { ...next, keyframesOnly: action.on, keyframesOnlySmallTile: action.on && action.smallTile === true };
    case 'behindLive':
      return { ...next, behindLive: action.on };
    case 'buffering':
      return { ...next, buffering: action.buffering, notice: action.buffering ? { kind: 'buffering' } : null };
    case 'pause':
      return { ...next, buffering: false, behindLive: false, notice: { kind: 'pause' } };
    case 'playTimeout':
      return { ...next, buffering: false, behindLive: false, notice: { kind: 'playTimeout' } };
    case 'stop':
      return {
        ...next,
        buffering: false,
        behindLive: false,
        transport: null,
        notice: action.notice ?? null,
        error: action.error,
        ...(action.forget && { deviceId: null, time: null, size: null, mime: null, hasAudio: false }),
      };
    case 'reconnecting':
      return { ...next, buffering: false, behindLive: false, transport: null, notice: { kind: action.notice } };
    case 'settings':
      return {
        ...next,
        ...(action.connection !== undefined && { connection: action.connection }),
        ...(action.stream !== undefined && { stream: action.stream }),
        ...(action.speed !== undefined && { speed: action.speed }),
      };
  }
}
