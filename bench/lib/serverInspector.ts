/** A bench's window into the server process through the V8 inspector it was started with
 *  (`inspectorOptions()`, loopback only): evaluates expressions in the server's main thread (an
 *  event-loop delay histogram the server itself does not keep) and reads its heap. */
import WebSocket from 'ws';

export interface ServerInspector {
  /** Evaluates `expression` in the server's global scope and returns its value (JSON-able). */
  evaluate<T>(expression: string): Promise<T>;
  /** V8 heap in use and total, in bytes (no collection forced). */
  heapUsage(): Promise<{ usedSize: number; totalSize: number }>;
  /** A full garbage collection in the server: what is left is what the server holds. */
  collectGarbage(): Promise<void>;
  close(): void;
}

/** Connects to the inspector whose address the process printed ("Debugger listening on ws://…"). */
export async function connectServerInspector(output: string): Promise<ServerInspector> {
  const address = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(output)?.[1];
  if (!address) throw new Error(`the server printed no inspector address: ${output.slice(-500)}`);
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  const send = <T>(method: string, params?: unknown): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve: resolve as (result: unknown) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return {
    evaluate: async <T>(expression: string) => {
      const answer = await send<{ result: { value?: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
        expression,
        returnByValue: true,
      });
      if (answer.exceptionDetails) throw new Error(`evaluate failed: ${answer.exceptionDetails.text}`);
      return answer.result.value as T;
    },
    heapUsage: () => send('Runtime.getHeapUsage'),
    collectGarbage: async () => {
      await send('HeapProfiler.collectGarbage');
    },
    close: () => socket.close(),
  };
}
