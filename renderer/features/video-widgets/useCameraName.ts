/** The current name of a cell's camera (spec 2 §2: an update notice refetches the name) and the
 *  delete notice that empties the cell. */
import { useEffect, useRef } from 'react';
import { useQuery, useSubscription } from 'urql';
import { CameraNameQuery, CameraObjectUpdates } from './videoWidgetDocuments';

export function useCameraName(
  deviceId: string | null,
  savedName: string,
  onDeleted: () => void,
): { name: string; missing: boolean } {
  const [result, refetch] = useQuery({
    query: CameraNameQuery,
    variables: { id: deviceId ?? '' },
    pause: !deviceId,
  });
  const [updates] = useSubscription({ query: CameraObjectUpdates, pause: !deviceId });
  const deletedRef = useRef(onDeleted);
  deletedRef.current = onDeleted;

  const update = updates.data?.objectUpdate;
  // Each notice is handled once, not again when the cell later shows the same camera.
  const handledRef = useRef(update);
  useEffect(() => {
    if (!update || update === handledRef.current || update.id !== deviceId) return;
    handledRef.current = update;
    if (update.action === 'DELETE') deletedRef.current();
    else if (update.action === 'UPDATE') refetch({ requestPolicy: 'network-only' });
  }, [update, deviceId, refetch]);

  const device = result.data?.device;
  // A camera the server no longer knows (deleted while the console was closed) clears the cell too.
  const missing = Boolean(deviceId) && result.data !== undefined && !result.fetching && device === null;
  useEffect(() => {
    if (missing) deletedRef.current();
  }, [missing]);
  return { name: device?.name ?? savedName, missing };
}
