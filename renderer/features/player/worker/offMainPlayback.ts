/** Whether players decode and paint off the main thread (issue 17), and the window's shared pool.
 *  The worker path needs workers, OffscreenCanvas (transferControlToOffscreen) and WebCodecs in the
 *  worker; a browser without them plays on the page's thread as before. WebCodecs is asked inside
 *  the pool's first worker (workerAbilities.ts) once the first player is made, and the answer is
 *  kept for this browser (its user agent): until a worker has answered, the page's own WebCodecs
 *  stands in for it. The path can be forced for tests and comparisons: localStorage
 *  'vantage.playerPath' = 'main' or 'worker'. */
import { PLAYER_PATH_STORAGE_KEY } from '../../../../shared/video/playerConstants';
import { PlayerWorkerPool, poolSizeFor } from './PlayerWorkerPool';
import { RemoteSurface } from './RemoteSurface';
import type { WorkerAbilities } from './workerAbilities';
import type { PlayerSurface } from '../playerSurface';

export type PlayerPath = 'main' | 'worker';

export interface PathEnvironment {
  forced: string | null;
  hasWorker: boolean;
  hasOffscreenCanvas: boolean;
  /** The page's own WebCodecs. */
  hasWebCodecs: boolean;
  /** WebCodecs inside a player worker, when one has said (null: not asked yet). */
  workerWebCodecs: boolean | null;
}

export function choosePlayerPath(env: PathEnvironment): PlayerPath {
  if (env.forced === 'main') return 'main';
  const capable = env.hasWorker && env.hasOffscreenCanvas && (env.workerWebCodecs ?? env.hasWebCodecs);
  return capable ? 'worker' : 'main';
}

/** Where a worker's answer is kept, with the user agent it holds for. */
export const WORKER_ABILITIES_STORAGE_KEY = 'vantage.playerWorkerAbilities';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let probed: WorkerAbilities | null = null;

/** This page's answer, else the one kept for this browser. */
export function knownWorkerAbilities(): WorkerAbilities | null {
  if (probed) return probed;
  try {
    const kept = JSON.parse(storage()?.getItem(WORKER_ABILITIES_STORAGE_KEY) ?? 'null') as {
      userAgent?: unknown;
      abilities?: WorkerAbilities;
    } | null;
    const userAgent = globalThis.navigator?.userAgent ?? '';
    return kept?.userAgent === userAgent && typeof kept.abilities?.webCodecs === 'boolean' ? kept.abilities : null;
  } catch {
    return null;
  }
}

/** Keeps a worker's answer for the next players and the next pages of this browser. */
export function rememberWorkerAbilities(abilities: WorkerAbilities): void {
  probed = abilities;
  try {
    storage()?.setItem(
      WORKER_ABILITIES_STORAGE_KEY,
      JSON.stringify({ userAgent: globalThis.navigator?.userAgent ?? '', abilities }),
    );
  } catch {
    // A full or refused storage: the answer holds for this page only.
  }
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
    workerWebCodecs: knownWorkerAbilities()?.webCodecs ?? null,
  });
}

let pool: PlayerWorkerPool | null = null;

function sharedPool(): PlayerWorkerPool {
  if (pool) return pool;
  pool = new PlayerWorkerPool(
    // Eager: in the video chunk itself, no request of its own; import() keeps import.meta away from the tests.
    () => import(/* webpackMode: "eager" */ './spawnPlayerWorker').then((m) => m.spawnPlayerWorker()),
    poolSizeFor(globalThis.navigator?.hardwareConcurrency),
  );
  // Asked once per page: the answer chooses the path of the players made after it.
  void pool.probe().then(rememberWorkerAbilities);
  return pool;
}

/** The surface factory for a new player: a worker's where the browser can, else none (the
 *  controller then paints on the page's thread). */
export function offMainSurface(): (() => PlayerSurface) | undefined {
  if (currentPlayerPath() !== 'worker') return undefined;
  return () => new RemoteSurface(sharedPool());
}
