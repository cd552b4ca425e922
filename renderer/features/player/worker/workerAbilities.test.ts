import { PROBE_DECODER_CONFIG, probeWorkerAbilities } from './workerAbilities';

class Chunk {}
class Canvas {}

describe('probeWorkerAbilities: WebCodecs as the worker itself has it (issue 17)', () => {
  it("asks the worker's VideoDecoder about H.264", async () => {
    const asked: unknown[] = [];
    const VideoDecoder = {
      isConfigSupported: async (config: unknown) => {
        asked.push(config);
        return { supported: true };
      },
    };
    await expect(
      probeWorkerAbilities({ VideoDecoder, EncodedVideoChunk: Chunk, OffscreenCanvas: Canvas }),
    ).resolves.toEqual({ webCodecs: true });
    expect(asked).toEqual([PROBE_DECODER_CONFIG]);
  });

  it.each([
    ['no VideoDecoder', { EncodedVideoChunk: Chunk, OffscreenCanvas: Canvas }],
    [
      'no EncodedVideoChunk',
      { VideoDecoder: { isConfigSupported: async () => ({ supported: true }) }, OffscreenCanvas: Canvas },
    ],
    [
      'no OffscreenCanvas',
      { VideoDecoder: { isConfigSupported: async () => ({ supported: true }) }, EncodedVideoChunk: Chunk },
    ],
    [
      'H.264 unsupported',
      {
        VideoDecoder: { isConfigSupported: async () => ({ supported: false }) },
        EncodedVideoChunk: Chunk,
        OffscreenCanvas: Canvas,
      },
    ],
    [
      'the question throws',
      {
        VideoDecoder: { isConfigSupported: () => Promise.reject(new TypeError('no')) },
        EncodedVideoChunk: Chunk,
        OffscreenCanvas: Canvas,
      },
    ],
  ])('%s: no WebCodecs in the worker', async (_name, scope) => {
    await expect(probeWorkerAbilities(scope)).resolves.toEqual({ webCodecs: false });
  });
});
