/** Spec 3 §4, §9: an admin list read again after the objectUpdate feed's changes, once per due
 *  time however many arrive before it; `delayOf` says when an action is due (null: never, e.g.
 *  PTZ). What the feed itself changes at once (a deleted device leaving the lists) the normalised
 *  cache does (deviceCacheUpdates). */
import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { graphql } from '../../graphql';

const ObjectUpdateFeed = graphql(`
  subscription ObjectUpdateFeed {
    objectUpdate {
      id
      action
      healthStatus
      channelStatus
    }
  }
`);

export function useObjectUpdateRefresh(refresh: () => void, delayOf: (action: string) => number | null): void {
  const due = useRef<{ at: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const [update] = useSubscription({ query: ObjectUpdateFeed });
  const latest = update.data?.objectUpdate;
  useEffect(() => {
    if (!latest) return;
    const delay = delayOf(latest.action);
    if (delay === null) return;
    const at = Date.now() + delay;
    if (due.current && due.current.at <= at) return;
    if (due.current) clearTimeout(due.current.timer);
    due.current = {
      at,
      timer: setTimeout(() => {
        due.current = null;
        refresh();
      }, delay),
    };
  }, [latest, refresh, delayOf]);
  useEffect(
    () => () => {
      if (due.current) clearTimeout(due.current.timer);
    },
    [],
  );
}
