/** An in-memory PlayerController for tests and previews: it records every call, moves its state the
 *  way the real player would once a request succeeds, and lets a test set any state directly. */
import { INITIAL_PLAYER_STATE } from '../playerReducer';
import type { PlayerController, PlayerState, PlayerStats } from '../playerTypes';

export type PlayerMethod = Exclude<keyof PlayerController, 'getState' | 'subscribe' | 'stats'>;

export interface FakePlayerCall {
  method: PlayerMethod;
  args: unknown[];
}

export interface FakePlayerController extends PlayerController {
  /** Every command, in order (reads — getState, subscribe, stats — are not recorded). */
  readonly calls: FakePlayerCall[];
  /** The argument lists of the calls to one method. */
  callsTo(method: PlayerMethod): unknown[][];
  /** Replaces part of the state and tells the subscribers, as a player event would. */
  setState(patch: Partial<PlayerState>): void;
  setStats(patch: Partial<PlayerStats>): void;
  /** What snapshot() resolves with next (null: no frame on screen yet). */
  setSnapshot(blob: Blob | null): void;
  /** The canvas last attached (null when detached or never). */
  readonly canvas: HTMLCanvasElement | null;
  readonly listenerCount: number;
  readonly disposed: boolean;
}

/** The state of a player that has played nothing yet: the real player's own. */
export const IDLE_PLAYER_STATE: PlayerState = INITIAL_PLAYER_STATE;

export const EMPTY_PLAYER_STATS: PlayerStats = {
  log: [],
  requests: [],
  chunks: [],
  framesDecoded: 0,
  framesPainted: 0,
  framesDropped: 0,
  glassToGlassMs: [],
  firstFrameAt: null,
  requestedAt: null,
  path: 'main',
};

export function createFakePlayerController(initial: Partial<PlayerState> = {}): FakePlayerController {
  let state: PlayerState = { ...IDLE_PLAYER_STATE, ...initial };
  let stats: PlayerStats = EMPTY_PLAYER_STATS;
  let snapshotBlob: Blob | null = null;
  let canvas: HTMLCanvasElement | null = null;
  let disposed = false;
  const listeners = new Set<(state: PlayerState) => void>();
  const calls: FakePlayerCall[] = [];

  const update = (patch: Partial<PlayerState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  };
  const record = (method: PlayerMethod, args: unknown[]) => calls.push({ method, args });
  const now = () => state.time ?? Date.now();

  return {
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
    setState: update,
    setStats(patch) {
      stats = { ...stats, ...patch };
    },
    setSnapshot(blob) {
      snapshotBlob = blob;
    },
    get canvas() {
      return canvas;
    },
    get listenerCount() {
      return listeners.size;
    },
    get disposed() {
      return disposed;
    },

    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attachCanvas(next) {
      record('attachCanvas', [next]);
      canvas = next;
    },
    playLive(deviceId) {
      record('playLive', [deviceId]);
      update({
        status: 'PLAY',
        mode: 'live',
        speed: 1,
        deviceId: deviceId ?? state.deviceId,
        error: null,
        notice: null,
      });
    },
    playArchive(time, speed, deviceId) {
      record('playArchive', [time, speed, deviceId]);
      update({
        status: 'PLAY',
        mode: 'archive',
        time,
        speed: speed ?? state.speed,
        deviceId: deviceId ?? state.deviceId,
        error: null,
        notice: null,
      });
    },
    play() {
      record('play', []);
      update({ status: 'PLAY', notice: null });
    },
    pause() {
      record('pause', []);
      update({ status: 'PAUSE', buffering: false });
    },
    prepare(deviceId) {
      record('prepare', [deviceId]);
    },
    stop() {
      record('stop', []);
      update({ status: 'STOP', deviceId: null, time: null, buffering: false, transport: null });
    },
    setSpeed(speed) {
      record('setSpeed', [speed]);
      update({ speed });
    },
    jump(deltaMs) {
      record('jump', [deltaMs]);
      update({ mode: 'archive', time: now() + deltaMs });
    },
    setConnection(connection) {
      record('setConnection', [connection]);
      update({ connection });
    },
    setStream(stream) {
      record('setStream', [stream]);
      update({ stream });
    },
    snapshot() {
      record('snapshot', []);
      return Promise.resolve(snapshotBlob);
    },
    stats: () => stats,
    noteActivity() {
      record('noteActivity', []);
    },
    setVisible(visible) {
      record('setVisible', [visible]);
    },
    setAudio(levels) {
      record('setAudio', [levels]);
    },
    setSmallTile(small) {
      record('setSmallTile', [small]);
    },
    setMarkup(markup) {
      record('setMarkup', [markup]);
    },
    dispose() {
      record('dispose', []);
      disposed = true;
      listeners.clear();
    },
  };
}
