/** One hierarchy of the realm (spec 3 §7.1 hierarchy), read again when hierarchyUpdate reports a
 *  change to it from any console (§7.3). */
import { useEffect } from 'react';
import { useClient, useQuery } from 'urql';
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { HierarchyQuery, HierarchyUpdates } from './labelsDocuments';

export function useHierarchy(id: string): { name: string; root: HierarchyLevel } | null {
  const client = useClient();
  const [result, reexecute] = useQuery({ query: HierarchyQuery, variables: { id }, pause: !id });
  useEffect(() => {
    if (!id) return;
    const subscription = client.subscription(HierarchyUpdates, {}).subscribe((update) => {
      if (update.data?.hierarchyUpdate.id === id) reexecute({ requestPolicy: 'network-only' });
    });
    return () => subscription.unsubscribe();
  }, [client, id, reexecute]);
  const hierarchy = id ? result.data?.hierarchy : null;
  return hierarchy?.root ? { name: hierarchy.name, root: hierarchy.root as HierarchyLevel } : null;
}
