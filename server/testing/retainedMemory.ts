/** What a platform process keeps, as opposed to what it has not returned yet: through the V8
 *  inspector a test starts the process with (`inspectorOptions`, bound to loopback), a full
 *  collection is forced before the heap and the resident set are read. Without it a figure taken
 *  after a burst of requests counts garbage not yet collected and young-generation space not yet
 *  shrunk, which varies from run to run by tens of MB. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';

/** NODE_OPTIONS for the process: an inspector on a free loopback port (tests only). */
export function inspectorOptions(inherited = process.env.NODE_OPTIONS): string {
  return [inherited, '--inspect=127.0.0.1:0'].filter(Boolean).join(' ');
}

export interface RetainedMemory {
  /** V8 heap in use after a full collection, in bytes. */
  heapUsed: number;
  /** The process's resident set size after that collection, in bytes. */
  rss: number;
}

export interface MemoryProbe {
  /** Forces full collections, then reads the heap in use and the resident set. With `snapshot`
   *  and MEMORY_SNAPSHOT_DIR set, also writes a heap snapshot there as `<snapshot>.heapsnapshot`
   *  (Chrome DevTools' format; `heapSnapshotDiff.ts` compares two), to tell what is kept. */
  retained(snapshot?: string): Promise<RetainedMemory>;
  close(): void;
}

/** Connects to the inspector whose address the process printed ("Debugger listening on ws://…"). */
export async function connectMemoryProbe(output: string, rssBytes: () => number): Promise<MemoryProbe> {
  const address = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(output)?.[1];
  if (!address) throw new Error(`the process printed no inspector address: ${output.slice(-500)}`);
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let chunks: string[] = [];
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: { chunk?: string };
      result?: unknown;
      error?: { message: string };
    };
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params?.chunk ?? '');
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  const send = <T>(method: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve: resolve as (result: unknown) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method }));
    });
  return {
    retained: async (snapshot) => {
      // Twice: objects with finalizers and weak references are freed by the second pass.
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const usage = await send<{ usedSize: number }>('Runtime.getHeapUsage');
      const memory = { heapUsed: usage.usedSize, rss: rssBytes() };
      const directory = process.env.MEMORY_SNAPSHOT_DIR;
      if (snapshot && directory) {
        // The chunks arrive as events before the command's answer.
        chunks = [];
        await send('HeapProfiler.takeHeapSnapshot');
        await writeFile(path.join(directory, `${snapshot}.heapsnapshot`), chunks.join(''));
        chunks = [];
      }
      return memory;
    },
    close: () => socket.close(),
  };
}
