/** Test doubles of the player's media stack: a socket the test plays the server on, a decoder
 *  that outputs a picture per frame, decoded frames that count their closing, and a canvas. */
import { encodeMediaFrame, type MediaFrame, type MediaHeader } from '../../../../shared/video/mediaFrame';
import type { DecodedFrame, DecoderCallbacks, PlayerDecoder, PlayerSocket } from '../playerDeps';

export class FakeSocket implements PlayerSocket {
  binaryType: BinaryType = 'blob';
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}

  /** The commands sent, parsed. */
  get commands(): Array<Record<string, unknown>> {
    return this.sent.map((text) => JSON.parse(text) as Record<string, unknown>);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('socket not open');
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  serverText(text: string): void {
    this.onmessage?.({ data: text } as MessageEvent);
  }

  serverJson(value: unknown): void {
    this.serverText(JSON.stringify(value));
  }

  serverFrame(frame: Partial<MediaFrame> & { pts: number }): void {
    const bytes = encodeMediaFrame({ duration: 100, key: false, sequence: 0, data: new Uint8Array(8), ...frame });
    this.onmessage?.({ data: bytes.buffer } as MessageEvent);
  }

  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

export const H264_HEADER: MediaHeader = {
  mime: 'video/mp4; codecs="avc1.42C01E"',
  codec: 'avc1.42C01E',
  size: { width: 640, height: 360 },
  description: 'AUIAHv/hAAA=',
};

/** Frames handed out and not closed yet, across all fakes. */
export const openFrames = new Set<FakeFrame>();

export class FakeFrame implements DecodedFrame {
  readonly width = 640;
  readonly height = 360;
  readonly source = {} as CanvasImageSource;
  closed = false;

  constructor(readonly pts: number) {
    openFrames.add(this);
  }

  close(): void {
    this.closed = true;
    openFrames.delete(this);
  }
}

export class FakeDecoder implements PlayerDecoder {
  readonly decoded: number[] = [];
  /** Every frame handed to decode() and every reset, in order, before this fake's own key gate:
   *  what the player gives a real decoder. */
  readonly received: Array<{ pts: number; key: boolean } | 'reset'> = [];
  configuredWith: MediaHeader | undefined;
  holding = false;
  /** What the session last asked for: the keyframe alone first (live) or not (archive). */
  keyframeFirst = true;
  closed = false;
  resets = 0;
  /** Outputs wait for flush() instead of coming at once. */
  manual = false;
  private waiting: number[] = [];
  private needKey = true;

  constructor(
    private readonly callbacks: DecoderCallbacks,
    private readonly supported = true,
  ) {}

  get pending(): number {
    return this.waiting.length;
  }

  configure(header: MediaHeader): Promise<boolean> {
    this.configuredWith = header;
    return Promise.resolve(this.supported);
  }

  decode(frame: MediaFrame): void {
    this.received.push({ pts: frame.pts, key: frame.key });
    if (this.closed || (this.needKey && !frame.key)) return;
    this.needKey = false;
    this.decoded.push(frame.pts);
    if (this.manual) this.waiting.push(frame.pts);
    else this.callbacks.output(new FakeFrame(frame.pts));
  }

  flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach((pts) => this.callbacks.output(new FakeFrame(pts)));
  }

  fail(message: string): void {
    this.callbacks.error(message);
  }

  reset(): void {
    this.received.push('reset');
    this.resets += 1;
    this.waiting = [];
    this.needKey = true;
  }

  setHoldFrames(hold: boolean): void {
    this.holding = hold;
  }

  setKeyframeFirst(on: boolean): void {
    this.keyframeFirst = on;
  }

  close(): void {
    this.closed = true;
  }
}

export interface FakeCanvas {
  element: HTMLCanvasElement;
  drawn: CanvasImageSource[];
}

export function fakeCanvas(): FakeCanvas {
  const drawn: CanvasImageSource[] = [];
  const context = {
    drawImage: (source: CanvasImageSource) => drawn.push(source),
    clearRect: () => undefined,
  };
  const element = {
    width: 300,
    height: 150,
    parentElement: null,
    getContext: () => context,
    toBlob: (done: (blob: Blob | null) => void, type: string) => done(new Blob(['jpeg'], { type })),
  } as unknown as HTMLCanvasElement;
  return { element, drawn };
}

/** The player's socket and decoder factories, keeping every socket and decoder they made so a test
 *  can play the server on the newest socket and read what the newest decoder was given. */
export function fakeMediaStack(supported = true) {
  const sockets: FakeSocket[] = [];
  const decoders: FakeDecoder[] = [];
  return {
    sockets,
    decoders,
    createSocket: (url: string, protocol: string) => {
      const socket = new FakeSocket(url, protocol);
      sockets.push(socket);
      return socket;
    },
    createDecoder: (callbacks: DecoderCallbacks) => {
      const decoder = new FakeDecoder(callbacks, supported);
      decoders.push(decoder);
      return decoder;
    },
    socket: () => sockets[sockets.length - 1] as FakeSocket,
    decoder: () => decoders[decoders.length - 1] as FakeDecoder,
  };
}
