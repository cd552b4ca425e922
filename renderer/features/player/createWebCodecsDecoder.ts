/** The default decoder: WebCodecs VideoDecoder for the stream's H.264 (avcC description),
 *  optimised for latency, guarded against its state errors (no decode before configure, a
 *  keyframe first after configure or reset, nothing after close). Live, after a (re)configure the
 *  keyframe is decoded alone and the frames behind it wait for its picture (or
 *  FIRST_PICTURE_WAIT_MS), so the first picture shows as soon as it can; in archive play the
 *  picture shown first is a later one, so the whole GOP goes to the decoder at once. */
import type { MediaFrame, MediaHeader } from '../../../shared/video/mediaFrame';
import { FIRST_PICTURE_WAIT_MS } from '../../../shared/video/playerConstants';
import type { DecodedFrame, DecoderCallbacks, PlayerDecoder } from './playerDeps';

/** Frames kept while isConfigSupported answers; more means the answer is not coming. */
const MAX_WAITING_FRAMES = 300;

/** isConfigSupported's answers by configuration, for every decoder of this page or worker: a seek
 *  or a new play of a camera already decoded configures at once instead of asking again (issue 17:
 *  the player reuses its decoder configuration across seeks). */
const supportedConfigs = new Map<string, boolean>();
const SUPPORTED_CONFIGS_KEPT = 64;

async function isSupported(config: VideoDecoderConfig, key: string): Promise<boolean> {
  const known = supportedConfigs.get(key);
  if (known !== undefined) return known;
  let supported: boolean;
  try {
    supported = (await VideoDecoder.isConfigSupported(config)).supported === true;
  } catch {
    supported = false;
  }
  if (supportedConfigs.size >= SUPPORTED_CONFIGS_KEPT) supportedConfigs.clear();
  supportedConfigs.set(key, supported);
  return supported;
}

export function createWebCodecsDecoder(callbacks: DecoderCallbacks): PlayerDecoder {
  let decoder: VideoDecoder | null = null;
  let config: VideoDecoderConfig | null = null;
  let configuring = false;
  let waiting: MediaFrame[] = [];
  let needKey = true;
  let hold = false;
  let converting = 0;
  let closed = false;
  // Outputs of work from before a reset arrive late: their epoch tells them apart.
  let epoch = 0;
  /** The keyframe after a (re)configure was sent and its picture has not come out yet. */
  let firstPicturePending = false;
  /** Whether the keyframe's picture is the first shown (live), so it goes first, alone. */
  let keyframeFirst = true;
  let behindKeyframe: MediaFrame[] = [];
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;

  const releaseFrames = () => {
    clearTimeout(releaseTimer);
    releaseTimer = undefined;
    firstPicturePending = false;
    const frames = behindKeyframe;
    behindKeyframe = [];
    frames.forEach(decodeNow);
  };
  const awaitFirstPicture = () => {
    clearTimeout(releaseTimer);
    releaseTimer = undefined;
    behindKeyframe = [];
    firstPicturePending = keyframeFirst;
  };

  const emit = (frame: DecodedFrame) => {
    if (closed) frame.close();
    else callbacks.output(frame);
  };

  const output = (frame: VideoFrame) => {
    if (closed) return frame.close();
    // The first picture is handed on before the frames behind it go to the decoder.
    if (firstPicturePending) setTimeout(releaseFrames, 0);
    const pts = frame.timestamp / 1000;
    if (!hold || typeof createImageBitmap !== 'function') {
      return emit({
        pts,
        width: frame.displayWidth,
        height: frame.displayHeight,
        source: frame,
        close: () => frame.close(),
      });
    }
    // A held GOP must not keep the decoder's own frames: copy the picture out and give it back.
    const outputEpoch = epoch;
    converting += 1;
    createImageBitmap(frame)
      .then((bitmap) => {
        if (outputEpoch !== epoch) return bitmap.close();
        emit({ pts, width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() });
      })
      .catch(() => undefined)
      .finally(() => {
        converting -= 1;
        frame.close();
      });
  };

  const create = (): VideoDecoder =>
    new VideoDecoder({
      output,
      error: (error) => {
        if (!closed) callbacks.error(error.message || error.name);
      },
    });

  function decodeNow(frame: MediaFrame): void {
    if (needKey && !frame.key) return;
    if (!decoder || decoder.state !== 'configured') {
      needKey = true;
      return;
    }
    if (firstPicturePending && !needKey) {
      behindKeyframe.push(frame);
      releaseTimer ??= setTimeout(releaseFrames, FIRST_PICTURE_WAIT_MS);
      return;
    }
    try {
      decoder.decode(
        new EncodedVideoChunk({
          type: frame.key ? 'key' : 'delta',
          timestamp: Math.round(frame.pts * 1000),
          duration: frame.duration * 1000,
          data: frame.data,
        }),
      );
      needKey = false;
    } catch {
      // A DataError (e.g. a delta the decoder cannot take) waits for the next keyframe.
      needKey = true;
    }
  }

  return {
    async configure(header: MediaHeader): Promise<boolean> {
      if (closed || typeof VideoDecoder === 'undefined') return false;
      const next: VideoDecoderConfig = {
        codec: header.codec,
        optimizeForLatency: true,
        ...(header.description && { description: base64Bytes(header.description) }),
        ...(header.size.width > 0 && { codedWidth: header.size.width, codedHeight: header.size.height }),
      };
      const key = `${header.codec} ${header.size.width}x${header.size.height} ${header.description}`;
      // Known: configured at once, without a turn of the event loop for the frames waiting.
      const known = supportedConfigs.get(key);
      configuring = known === undefined;
      const supported = known ?? (await isSupported(next, key));
      configuring = false;
      if (closed) return false;
      if (!supported) {
        waiting = [];
        return false;
      }
      if (!decoder || decoder.state === 'closed') decoder = create();
      decoder.configure(next);
      config = next;
      needKey = true;
      awaitFirstPicture();
      const queued = waiting;
      waiting = [];
      queued.forEach(decodeNow);
      return true;
    },
    decode(frame: MediaFrame): void {
      if (closed) return;
      if (configuring) {
        if (waiting.length < MAX_WAITING_FRAMES) waiting.push(frame);
        return;
      }
      decodeNow(frame);
    },
    reset(): void {
      epoch += 1;
      waiting = [];
      needKey = true;
      awaitFirstPicture();
      if (!decoder || decoder.state === 'closed') return;
      decoder.reset();
      // reset() leaves the decoder unconfigured.
      if (config) decoder.configure(config);
    },
    get pending(): number {
      return (
        (decoder && decoder.state !== 'closed' ? decoder.decodeQueueSize : 0) +
        waiting.length +
        behindKeyframe.length +
        converting
      );
    },
    setHoldFrames(value: boolean): void {
      hold = value;
    },
    setKeyframeFirst(on: boolean): void {
      keyframeFirst = on;
      // Archive after a reset: whatever waits behind the keyframe goes now.
      if (!on && firstPicturePending) releaseFrames();
    },
    close(): void {
      closed = true;
      waiting = [];
      clearTimeout(releaseTimer);
      behindKeyframe = [];
      if (decoder && decoder.state !== 'closed') decoder.close();
      decoder = null;
    },
  };
}

function base64Bytes(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}
