/** A closed-loop HTTP load generator: fixed keep-alive connections, a warm-up, then a measured window. */
import { Pool } from 'undici';
import { cpuPercent, cpuSnapshot, type CpuSnapshot } from './cpuUsage';
import { summarise, type CaseFigures } from './stats';

export interface LoadCase {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Concurrent requests, each on its own keep-alive connection. */
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Classifies an answer: undefined when it is a success, else a short error kind. */
  check?: (status: number, body: string) => string | undefined;
  /** The server's process id, to report its CPU use over the measured window. */
  serverPid?: number;
}

const NETWORK_ERROR_PAUSE_MS = 10;

const defaultCheck = (status: number) => (status === 200 ? undefined : String(status));

/** Requests that complete inside the measured window count, whenever they started: that is
 *  the throughput of a steady state, without losing the requests in flight at either edge. */
export async function runLoad(origin: string, load: LoadCase): Promise<CaseFigures> {
  const pool = new Pool(origin, { connections: load.connections, pipelining: 1 });
  const check = load.check ?? defaultCheck;
  const latenciesMs: number[] = [];
  const errorKinds: Record<string, number> = {};
  const start = process.hrtime.bigint();
  const measureFrom = start + BigInt(load.warmupMs) * 1_000_000n;
  const measureTo = measureFrom + BigInt(load.durationMs) * 1_000_000n;

  const worker = async () => {
    for (;;) {
      const sent = process.hrtime.bigint();
      if (sent >= measureTo) return;
      let kind: string | undefined;
      try {
        const response = await pool.request({
          method: load.method,
          path: load.path,
          headers: load.headers,
          body: load.body,
        });
        kind = check(response.statusCode, await response.body.text());
      } catch (err) {
        kind = (err as { code?: string }).code ?? (err instanceof Error ? err.name : 'error');
        // A refused or reset connection fails at once; do not spin on a dead server.
        await new Promise((resolve) => setTimeout(resolve, NETWORK_ERROR_PAUSE_MS));
      }
      const done = process.hrtime.bigint();
      if (done < measureFrom || done > measureTo) continue;
      if (kind === undefined) latenciesMs.push(Number(done - sent) / 1e6);
      else errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    }
  };
  let cpuFrom: CpuSnapshot | undefined;
  const cpuTimer = setTimeout(() => (cpuFrom = cpuSnapshot(load.serverPid)), load.warmupMs);
  let cpuTo: CpuSnapshot | undefined;
  const endTimer = setTimeout(() => (cpuTo = cpuSnapshot(load.serverPid)), load.warmupMs + load.durationMs);
  try {
    await Promise.all(Array.from({ length: load.connections }, worker));
  } finally {
    clearTimeout(cpuTimer);
    clearTimeout(endTimer);
    await pool.close();
  }
  const cpu = cpuFrom && cpuPercent(cpuFrom, cpuTo ?? cpuSnapshot(load.serverPid));
  return summarise(latenciesMs, errorKinds, load.durationMs / 1000, load.connections, cpu);
}
