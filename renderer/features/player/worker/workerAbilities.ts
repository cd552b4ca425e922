/** What a player worker can do (issue 17): WebCodecs inside the worker, asked there, since a page
 *  with VideoDecoder does not promise a worker with one (nor an H.264 decoder behind it). The page
 *  chooses the worker path or the main-thread fallback from this answer. */

export interface WorkerAbilities {
  /** VideoDecoder and EncodedVideoChunk exist in the worker and it decodes H.264. */
  webCodecs: boolean;
}

/** The configuration asked about: H.264 at the demo cameras' full size, which any H.264 decoder
 *  that plays this console's streams supports. */
export const PROBE_DECODER_CONFIG = { codec: 'avc1.42E01E', codedWidth: 640, codedHeight: 360 } as const;

interface ProbeScope {
  VideoDecoder?: { isConfigSupported(config: typeof PROBE_DECODER_CONFIG): Promise<{ supported?: boolean }> };
  EncodedVideoChunk?: unknown;
  OffscreenCanvas?: unknown;
}

/** Run inside the worker: its own globals, its own decoder support. */
export async function probeWorkerAbilities(scope: ProbeScope = globalThis as ProbeScope): Promise<WorkerAbilities> {
  const decoder = scope.VideoDecoder;
  if (typeof decoder?.isConfigSupported !== 'function' || typeof scope.EncodedVideoChunk !== 'function') {
    return { webCodecs: false };
  }
  if (typeof scope.OffscreenCanvas !== 'function') return { webCodecs: false };
  try {
    return { webCodecs: (await decoder.isConfigSupported(PROBE_DECODER_CONFIG)).supported === true };
  } catch {
    return { webCodecs: false };
  }
}
