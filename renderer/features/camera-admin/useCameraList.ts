/** The realm's cameras for the Cameras section, kept current by the objectUpdate feed with the
 *  timings of cameraListUpdates (spec 3 §4, §9). */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { CameraAdminUpdates, CamerasQuery, type CameraDevice } from './cameraAdminDocuments';
import { INITIAL_LIST_UPDATES, nextDue, onObjectUpdate, onTick, type ListUpdateState } from './cameraListUpdates';

export function useCameraList() {
  const [result, reexecute] = useQuery({ query: CamerasQuery, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [updates, setUpdates] = useState<ListUpdateState>(INITIAL_LIST_UPDATES);
  const [feed] = useSubscription({ query: CameraAdminUpdates });
  const notice = feed.data?.objectUpdate;
  const handled = useRef(notice);

  useEffect(() => {
    if (!notice || notice === handled.current) return;
    handled.current = notice;
    setUpdates((state) => onObjectUpdate(state, notice, Date.now()));
  }, [notice]);

  const due = nextDue(updates);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(
      () => {
        const ticked = onTick(updates, Date.now());
        setUpdates(ticked.state);
        if (ticked.refresh) refresh();
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [due, updates, refresh]);

  const cameras = useMemo(
    () =>
      ((result.data?.devicesByAspectTypes ?? []) as CameraDevice[])
        .filter((d) => d.deviceType === 'camera' && !updates.removed.has(d.id))
        .map((d) => (updates.health.has(d.id) ? { ...d, healthStatus: updates.health.get(d.id) as never } : d)),
    [result.data, updates.removed, updates.health],
  );
  return { cameras, fetching: result.fetching && !result.data, error: result.error, refresh };
}
