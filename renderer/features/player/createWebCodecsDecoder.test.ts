/** The decoder's start: after a configure the keyframe goes to WebCodecs alone, and the frames
 *  behind it follow once its picture is out, or after FIRST_PICTURE_WAIT_MS when the decoder
 *  holds its pictures back. WebCodecs is stood in for by a recorder of decode calls (jsdom has no
 *  VideoDecoder); the real one decodes in the e2e tests. */
import { FIRST_PICTURE_WAIT_MS } from '../../../shared/video/playerConstants';
import type { MediaFrame } from '../../../shared/video/mediaFrame';
import { createWebCodecsDecoder } from './createWebCodecsDecoder';

class RecordingDecoder {
  static last: RecordingDecoder;
  readonly decoded: number[] = [];
  state = 'unconfigured';
  decodeQueueSize = 0;

  constructor(readonly init: { output(frame: unknown): void }) {
    RecordingDecoder.last = this;
  }

  static isConfigSupported = () => Promise.resolve({ supported: true });
  configure() {
    this.state = 'configured';
  }
  decode(chunk: { timestamp: number }) {
    this.decoded.push(chunk.timestamp / 1000);
  }
  reset() {
    this.state = 'unconfigured';
  }
  close() {
    this.state = 'closed';
  }
  /** The picture of a decoded frame comes out. */
  picture(pts: number) {
    this.init.output({ timestamp: pts * 1000, displayWidth: 4, displayHeight: 4, close: () => undefined });
  }
}

const frame = (pts: number, key = false): MediaFrame => ({
  pts,
  duration: 100,
  key,
  sequence: pts,
  data: new Uint8Array(4),
});
const HEADER = { mime: 'video/mp4', size: { width: 4, height: 4 }, codec: 'avc1.42c01e', description: '' };

describe('the first picture after a configure', () => {
  const globals = globalThis as Record<string, unknown>;
  beforeEach(() => {
    jest.useFakeTimers();
    globals.VideoDecoder = RecordingDecoder;
    globals.EncodedVideoChunk = class {
      constructor(readonly init: { timestamp: number }) {}
      get timestamp() {
        return this.init.timestamp;
      }
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete globals.VideoDecoder;
    delete globals.EncodedVideoChunk;
  });

  async function started() {
    const shown: number[] = [];
    const decoder = createWebCodecsDecoder({ output: (f) => shown.push(f.pts), error: () => undefined });
    expect(await decoder.configure(HEADER)).toBe(true);
    return { decoder, shown, webCodecs: RecordingDecoder.last };
  }

  it('decodes the keyframe alone, and the rest of the GOP once its picture is out', async () => {
    const { decoder, shown, webCodecs } = await started();
    [frame(0, true), frame(100), frame(200)].forEach((f) => decoder.decode(f));
    expect(webCodecs.decoded).toEqual([0]);
    expect(decoder.pending).toBe(2);
    webCodecs.picture(0);
    expect(shown).toEqual([0]);
    expect(webCodecs.decoded).toEqual([0]);
    jest.advanceTimersByTime(0);
    expect(webCodecs.decoded).toEqual([0, 100, 200]);
    // From then on every frame goes straight to the decoder.
    decoder.decode(frame(300));
    expect(webCodecs.decoded).toEqual([0, 100, 200, 300]);
  });

  it('lets the frames go after FIRST_PICTURE_WAIT_MS when no picture comes, and waits again after a reset', async () => {
    const { decoder, webCodecs } = await started();
    [frame(0, true), frame(100)].forEach((f) => decoder.decode(f));
    jest.advanceTimersByTime(FIRST_PICTURE_WAIT_MS - 1);
    expect(webCodecs.decoded).toEqual([0]);
    jest.advanceTimersByTime(1);
    expect(webCodecs.decoded).toEqual([0, 100]);

    decoder.reset();
    [frame(1000, true), frame(1100)].forEach((f) => decoder.decode(f));
    expect(webCodecs.decoded).toEqual([0, 100, 1000]);
  });

  it('archive: the GOP goes to the decoder at once, as the picture shown first is a later one (issue 37)', async () => {
    const { decoder, webCodecs } = await started();
    decoder.setKeyframeFirst(false);
    decoder.reset();
    [frame(0, true), frame(100), frame(200)].forEach((f) => decoder.decode(f));
    expect(webCodecs.decoded).toEqual([0, 100, 200]);
    // A seek from live: frames already waiting behind the keyframe go at once.
    decoder.setKeyframeFirst(true);
    decoder.reset();
    [frame(1000, true), frame(1100)].forEach((f) => decoder.decode(f));
    expect(webCodecs.decoded).toEqual([0, 100, 200, 1000]);
    decoder.setKeyframeFirst(false);
    expect(webCodecs.decoded).toEqual([0, 100, 200, 1000, 1100]);
  });
});
