/** What each camera's main stream delivers now — frame rate and bitrate as the platform measures
 *  them (issue 29; spec 3 §3.1 Media aspect FPS, liveBitrate) — for the Cameras list, read again
 *  every LIVE_FIGURES_REFRESH_MS while the list is shown and the page visible. Only these two
 *  figures: they come from the platform's memory, where a camera's archive size is a sum over its
 *  index, read for one camera when its statistics are opened. */
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { CameraLiveFiguresQuery } from './cameraAdminDocuments';

/** The platform's collector samples its streams every 5 s: reading more often shows nothing new. */
export const LIVE_FIGURES_REFRESH_MS = 5_000;

export interface CameraLiveFigures {
  fps: number | null;
  bitrate: number | null;
}

export function useCameraLiveFigures(): ReadonlyMap<string, CameraLiveFigures> {
  const [read, reread] = useQuery({ query: CameraLiveFiguresQuery, requestPolicy: 'network-only' });
  useEffect(() => {
    const timer = setInterval(() => {
      if (!document.hidden) reread({ requestPolicy: 'network-only' });
    }, LIVE_FIGURES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reread]);
  return useMemo(() => {
    const figures = new Map<string, CameraLiveFigures>();
    for (const device of read.data?.devicesByAspectTypes ?? []) {
      const streams = (device.aspects ?? []).filter((aspect) => aspect.type === 'Media') as Array<{
        streamSize?: string | null;
        FPS?: number | null;
        liveBitrate?: number | null;
      }>;
      // The main stream: FULL, or the camera's only stream when it names none.
      const main = streams.find((stream) => stream.streamSize === 'FULL') ?? streams[0];
      if (main) figures.set(device.id, { fps: main.FPS ?? null, bitrate: main.liveBitrate ?? null });
    }
    return figures;
  }, [read.data]);
}
