/** Whether players decode and paint off the main thread (issue 17), and the window's shared pool.
 *  The worker path needs workers, OffscreenCanvas (transferControlToOffscreen) and WebCodecs; a
 *  browser without them plays on the page's thread as before. The path can be forced for tests
 *  and comparisons: localStorage 'vantage.playerPath' = 'main' or 'worker'. */
import { PLAYER_PATH_STORAGE_KEY } from '../../../../shared/video/playerConstants';
import { PlayerWorkerPool, poolSizeFor } from './PlayerWorkerPool';
import { RemoteSurface } from './RemoteSurface';
import type { PlayerSurface } from '../playerSurface';

export type PlayerPath = 'main' | 'worker';

export interface PathEnvironment {
  forced: string | null;
  hasWorker: boolean;
  hasOffscreenCanvas: boolean;
  hasWebCodecs: boolean;
}

export function choosePlayerPath(env: PathEnvironment): PlayerPath {
  if (env.forced === 'main') return 'main';
  const capable = env.hasWorker && env.hasOffscreenCanvas && env.hasWebCodecs;
  return capable ? 'worker' : 'main';
}

function readForced(): string | null {
  try {
    return globalThis.localStorage?.getItem(PLAYER_PATH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function currentPlayerPath(): PlayerPath {
  return choosePlayerPath({
    forced: readForced(),
    hasWorker: typeof Worker === 'function',
    hasOffscreenCanvas:
      typeof OffscreenCanvas === 'function' &&
      typeof HTMLCanvasElement !== 'undefined' &&
      typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function',
    hasWebCodecs: typeof VideoDecoder === 'function' && typeof EncodedVideoChunk === 'function',
  });
}

let pool: PlayerWorkerPool | null = null;

function sharedPool(): PlayerWorkerPool {
  pool ??= new PlayerWorkerPool(
    // Eager: in the video chunk itself, no request of its own; import() keeps import.meta away from the tests.
    () => import(/* webpackMode: "eager" */ './spawnPlayerWorker').then((m) => m.spawnPlayerWorker()),
    poolSizeFor(globalThis.navigator?.hardwareConcurrency),
  );
  return pool;
}

/** The surface factory for a new player: a worker's where the browser can, else none (the
 *  controller then paints on the page's thread). */
export function offMainSurface(): (() => PlayerSurface) | undefined {
  if (currentPlayerPath() !== 'worker') return undefined;
  return () => new RemoteSurface(sharedPool());
}
