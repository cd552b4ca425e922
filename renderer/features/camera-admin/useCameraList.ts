/** The realm's cameras for the Cameras section, read from the normalised cache and read again
 *  after the objectUpdate feed's changes with the timings of cameraListRefreshDelay (spec 3 §4, §9). */
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { useObjectUpdateRefresh } from '../admin';
import { CamerasQuery, type CameraDevice } from './cameraAdminDocuments';
import { cameraListRefreshDelay } from './cameraListRefreshDelay';

export function useCameraList() {
  const [result, reexecute] = useQuery({ query: CamerasQuery, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useObjectUpdateRefresh(refresh, cameraListRefreshDelay);
  const cameras = useMemo(
    () => ((result.data?.devicesByAspectTypes ?? []) as CameraDevice[]).filter((d) => d.deviceType === 'camera'),
    [result.data],
  );
  return { cameras, fetching: result.fetching && !result.data, error: result.error, refresh };
}
