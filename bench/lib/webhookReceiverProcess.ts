/** The webhook receiver of bench/automation's notification run (issue 28), in a process of its own
 *  as a real receiver is: a notification's latency then counts the platform's work and the wire,
 *  not a receiver sharing the platform's event loop. Verifies each delivery's signature, notes when
 *  each event first arrived and tells the bench by IPC every 100 ms; on 'stop' sends the rest with
 *  its CPU since it listened and exits. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS } from '../../shared/notifications/notificationPolicies';
import { verifyWebhookSignature } from '../../server/notifications';

export type ReceiverMessage =
  | { type: 'listening'; port: number }
  | { type: 'arrivals'; arrivals: Array<[string, number]>; badSignatures: number }
  | { type: 'stopped'; cpuMs: number };

const secret = process.env.BENCH_WEBHOOK_SECRET ?? '';
const seen = new Set<string>();
let fresh: Array<[string, number]> = [];
let badSignatures = 0;
const send = (message: ReceiverMessage) => process.send?.(message);

const receiver = http.createServer({ keepAliveTimeout: 30_000 }, (request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const at = Date.now();
    const raw = Buffer.concat(chunks).toString('utf8');
    const header = request.headers[WEBHOOK_HEADERS.signature];
    if (!verifyWebhookSignature(secret, raw, typeof header === 'string' ? header : undefined)) badSignatures++;
    const id = (JSON.parse(raw) as { event: { id: string } }).event.id;
    if (!seen.has(id)) {
      seen.add(id);
      fresh.push([id, at]);
    }
    response.writeHead(204).end();
  });
});

const flush = () => {
  if (fresh.length === 0) return;
  send({ type: 'arrivals', arrivals: fresh, badSignatures });
  fresh = [];
};
const ticker = setInterval(flush, 100);

process.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(ticker);
  flush();
  const cpu = process.cpuUsage(listening);
  send({ type: 'stopped', cpuMs: (cpu.user + cpu.system) / 1000 });
  receiver.close();
  receiver.closeAllConnections();
  process.disconnect?.();
});

/** CPU from listening on: the process's start (loading TypeScript) is not the receiver's work. */
let listening: NodeJS.CpuUsage | undefined;
receiver.listen(0, '127.0.0.1', () => {
  listening = process.cpuUsage();
  send({ type: 'listening', port: (receiver.address() as AddressInfo).port });
});
