/** The channel benchmark command (spec 3 §4): measures the avatar's delivery channel by sending a
 *  block of data through a real TCP connection on this machine and timing it, limited by the
 *  avatar's upload bandwidth cap when one is set. */
import net from 'node:net';

/** Bytes sent per benchmark. */
const BENCHMARK_BYTES = 4 * 1024 * 1024;

export interface BenchmarkResult {
  at: number;
  bandwidthBps: number;
  latencyMs: number;
}

export async function channelBenchmark(
  capBps: number | null | undefined,
  now: () => number = Date.now,
): Promise<BenchmarkResult> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    const received = new Promise<number>((resolve) => {
      server.once('connection', (socket) => {
        let total = 0;
        socket.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total >= BENCHMARK_BYTES) {
            socket.end();
            resolve(performance.now());
          }
        });
      });
    });
    const connectStart = performance.now();
    const client = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => client.once('connect', resolve).once('error', reject));
    const latencyMs = performance.now() - connectStart;
    const started = performance.now();
    client.end(Buffer.alloc(BENCHMARK_BYTES));
    const finished = await received;
    client.destroy();
    const measured = (BENCHMARK_BYTES * 8) / Math.max((finished - started) / 1000, 1e-6);
    const bandwidthBps = Math.round(capBps && capBps > 0 ? Math.min(measured, capBps) : measured);
    return { at: now(), bandwidthBps, latencyMs: Math.round(latencyMs * 100) / 100 };
  } finally {
    server.close();
  }
}
