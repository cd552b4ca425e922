/** The realm's image maps (spec 3 §7.1 imageMapConfig, §7.3 imageMapUpdate): read from the platform
 *  (never answered from the cache: after a change the whole tree is read again, and only the newest
 *  read counts), then read again whenever another console changes them (an update whose client
 *  update id is not one of ours) and after each of our own changes. A failed subscription is made
 *  again after 5 s (spec 3 §9 resubscribe), and the configuration read again, since changes may
 *  have passed meanwhile. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
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

interface Read {
  config: ImageMapConfigData | null;
  fetching: boolean;
  error: string | null;
}

export function useImageMapConfig(): ImageMapConfigState {
  const client = useClient();
  const [read, setRead] = useState<Read>({ config: null, fetching: true, error: null });
  const ownUpdateIds = useRef(new Set<string>()).current;
  const latest = useRef(0);
  const [generation, setGeneration] = useState(0);

  const refresh = useCallback(() => {
    latest.current += 1;
    const n = latest.current;
    setRead((current) => ({ ...current, fetching: true }));
    void client
      .query(ImageMapConfigQuery, { version: IMAGE_MAP_VERSION }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        // A read started later carries newer maps.
        if (n !== latest.current) return;
        setRead((current) => ({
          config: result.data?.imageMapConfig ?? current.config,
          fetching: false,
          error: result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : null,
        }));
      });
  }, [client]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    refresh();
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

  return { ...read, refresh, ownUpdateIds };
}
