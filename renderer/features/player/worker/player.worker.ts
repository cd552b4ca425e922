/** The player worker's script (issue 17): webpack emits it as a chunk of its own. It decodes with
 *  WebCodecs and paints on OffscreenCanvases for the players of its window (WorkerPlayers). */
import { createWebCodecsDecoder } from '../createWebCodecsDecoder';
import { BROWSER_TIMERS } from '../playerDeps';
import { SpareSocket } from '../SpareSocket';
import { requestMediaUrl } from './requestMediaUrl';
import { probeWorkerAbilities } from './workerAbilities';
import { WorkerPlayers } from './WorkerPlayers';
import type { FromWorker, ToWorker } from './workerMessages';

interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const sockets = new SpareSocket((url, protocol) => new WebSocket(url, protocol), BROWSER_TIMERS);
const players = new WorkerPlayers({
  port: { postMessage: (message, transfer) => scope.postMessage(message, transfer ?? []) },
  timers: BROWSER_TIMERS,
  now: () => performance.now(),
  timeOrigin: performance.timeOrigin,
  epochNow: () => Date.now(),
  createSocket: sockets.take,
  createDecoder: createWebCodecsDecoder,
  requestMediaUrl,
});
scope.onmessage = (event) => {
  const message = event.data;
  if (message.t !== 'probe') return players.receive(message);
  void probeWorkerAbilities().then((abilities) => scope.postMessage({ t: 'probed', id: message.id, abilities }));
};
