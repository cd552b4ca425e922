/** Starts one player worker. Webpack 5 sees `new Worker(new URL(…, import.meta.url))` and emits
 *  player.worker.ts as a chunk of its own (served from 'self', which the CSP's worker-src allows).
 *  Loaded through import() only, so the unit tests (CommonJS) never evaluate import.meta. */
import type { WorkerLike } from './PlayerWorkerPool';

export function spawnPlayerWorker(): WorkerLike {
  return new Worker(new URL('./player.worker.ts', import.meta.url), { name: 'vantage-player' }) as WorkerLike;
}
