/** The realm's walls for the VMX (issue 30), kept current by videoWallChanged: a wall's new state
 *  reaches the cache by its id; a wall added or deleted elsewhere makes the list be read again. */
import { useEffect } from 'react';
import { useQuery, useSubscription } from 'urql';
import { VmxWallsChangedSubscription, VmxWallsQuery } from './vmxDocuments';

export function useVmxWalls() {
  const [walls, refetch] = useQuery({ query: VmxWallsQuery, requestPolicy: 'cache-and-network' });
  const [changed] = useSubscription({ query: VmxWallsChangedSubscription });
  const list = walls.data?.videoWalls;
  const change = changed.data?.videoWallChanged;
  useEffect(() => {
    if (!change) return;
    if (!change.wall || !list?.some((wall) => wall.id === change.wallId)) refetch({ requestPolicy: 'network-only' });
    // Only a new change: the list read again must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [change]);
  return { walls: list ?? [], fetching: walls.fetching && !walls.data, error: walls.error };
}
