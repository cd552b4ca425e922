/** A camera's health and its streams' Media aspect figures (issue 29), read from the platform and
 *  again every HEALTH_REFRESH_MS while a screen shows them — its Health tab, a cell's statistics. */
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { CameraHealthQuery } from './reportsDocuments';

/** How often a camera is read again (ms): the platform's statistics move by the second. */
export const HEALTH_REFRESH_MS = 3_000;

/** The camera as last read (undefined until the first answer), its streams (its Media aspects),
 *  and the platform's refusal, if any. */
export function useCameraHealth(cameraId: string) {
  const [read, reread] = useQuery({
    query: CameraHealthQuery,
    variables: { id: cameraId },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    const timer = setInterval(() => reread({ requestPolicy: 'network-only' }), HEALTH_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reread]);
  const device = read.data?.device;
  const streams = (device?.aspects ?? []).filter((aspect) => aspect.type === 'Media');
  return { device, streams, error: read.error };
}
