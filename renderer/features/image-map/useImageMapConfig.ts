/** The realm's image maps (spec 3 §7.1 imageMapConfig, §7.3 imageMapUpdate): read once, then read
 *  again whenever another console changes them (an update whose client update id is not one of
 *  ours) and after each of our own changes. A failed subscription is made again after 5 s (spec 3
 *  §9 resubscribe), and the configuration read again, since changes may have passed meanwhile. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { RESUBSCRIBE_DELAY_MS } from '../../../shared/events/eventListConstants';
import { IMAGE_MAP_VERSION } from '../../../shared/imageMap/imageMapConstants';
import { ImageMapConfigQuery, ImageMapUpdates, type ImageMapConfigData } from './imageMapDocuments';

export interface ImageMapConfigState {
  config: ImageMapConfigData | null;
  fetching: boolean;
  error: string | null;
  /** Reads the configuration again from the platform. */
  refresh(): void;
  /** Update ids of changes this console made (their echoes need no second read). */
  ownUpdateIds: Set<string>;
}

export function useImageMapConfig(): ImageMapConfigState {
  const client = useClient();
  const [result, reexecute] = useQuery({ query: ImageMapConfigQuery, variables: { version: IMAGE_MAP_VERSION } });
  const ownUpdateIds = useRef(new Set<string>()).current;
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (generation > 0) refresh();
    const subscription = client.subscription(ImageMapUpdates, { version: IMAGE_MAP_VERSION }).subscribe((update) => {
      if (update.error) {
        timer ??= setTimeout(() => setGeneration((n) => n + 1), RESUBSCRIBE_DELAY_MS);
        return;
      }
      const change = update.data?.imageMapUpdate;
      if (!change) return;
      if (change.updateId && ownUpdateIds.delete(change.updateId)) return;
      refresh();
    });
    return () => {
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [client, ownUpdateIds, refresh, generation]);

  return {
    config: result.data?.imageMapConfig ?? null,
    fetching: result.fetching,
    error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
    refresh,
    ownUpdateIds,
  };
}
