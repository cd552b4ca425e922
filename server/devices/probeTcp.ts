/** A device probe's first question: does anything answer at host:port? A TCP connection attempt
 *  with a timeout, answered with the reason when nothing does. */
import net from 'node:net';
import { PROBE_TIMEOUT_MS } from '../../shared/devices/deviceAdminConstants';
import { networkFailure } from './networkFailure';

export type TcpProbe = { reachable: true; latencyMs: number } | { reachable: false; reason: string };

export function probeTcp(host: string, port: number, timeoutMs = PROBE_TIMEOUT_MS): Promise<TcpProbe> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: TcpProbe) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done({ reachable: false, reason: `no answer within ${timeoutMs} ms` }));
    socket.once('connect', () => done({ reachable: true, latencyMs: Date.now() - started }));
    socket.once('error', (err: NodeJS.ErrnoException) => done({ reachable: false, reason: networkFailure(err.code) }));
  });
}
