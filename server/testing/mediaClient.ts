/** A media WebSocket client for integration tests: speaks vantage-stream.1, decodes binary
 *  frames and collects JSON messages, with waits on what arrives. */
import WebSocket from 'ws';
import { MEDIA_WS_PROTOCOL } from '../../shared/video/constants';
import { decodeMediaFrame, type MediaFrame } from '../../shared/video/mediaFrame';

export type MediaMessage =
  { kind: 'json'; at: number; value: Record<string, unknown> } | { kind: 'frame'; at: number; frame: MediaFrame };

export class MediaClient {
  readonly messages: MediaMessage[] = [];
  private waiters: Array<() => void> = [];
  readonly opened: Promise<void>;
  closed = false;

  private constructor(readonly socket: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('message', (data: Buffer, isBinary) => {
      const at = Date.now();
      this.messages.push(
        isBinary
          ? { kind: 'frame', at, frame: decodeMediaFrame(new Uint8Array(data)) }
          : { kind: 'json', at, value: JSON.parse(data.toString()) as Record<string, unknown> },
      );
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  static async open(url: string, protocol = MEDIA_WS_PROTOCOL): Promise<MediaClient> {
    const client = new MediaClient(new WebSocket(url, protocol));
    await client.opened;
    return client;
  }

  send(value: unknown): void {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  get frames(): MediaFrame[] {
    return this.messages.flatMap((m) => (m.kind === 'frame' ? [m.frame] : []));
  }

  get json(): Array<Record<string, unknown>> {
    return this.messages.flatMap((m) => (m.kind === 'json' ? [m.value] : []));
  }

  /** Waits until `done()` holds, or fails after timeoutMs. */
  async until(done: () => boolean, timeoutMs = 8000, what = 'media messages'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }
}
