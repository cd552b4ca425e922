/** Keeps the Video Walls section current (issue 30: videoWallChanged): a wall's new state reaches
 *  the cache by its id on its own; a wall added or deleted elsewhere makes the list be read again. */
import { useEffect } from 'react';
import { useSubscription } from 'urql';
import { WallsAdminChangedSubscription } from './videoWallDocuments';

export function useWallsAdminLive(knownIds: readonly string[], reload: () => void): void {
  const [changed] = useSubscription({ query: WallsAdminChangedSubscription });
  const change = changed.data?.videoWallChanged;
  useEffect(() => {
    if (!change) return;
    if (!change.wall || !knownIds.includes(change.wallId)) reload();
    // Only a new change: the list read again must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [change]);
}
