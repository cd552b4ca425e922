/** One hierarchy of the realm (spec 3 §7.1 hierarchy), read again when hierarchyUpdate reports a
 *  change to it from any console (§7.3). A refresh never answers with a tree older than this
 *  console's newest save of it (hierarchySaves.ts): one out when a save begins is called off, and a
 *  change reported while a save is out is read once the save has answered. */
import { useEffect } from 'react';
import { useClient, useQuery } from 'urql';
import type { HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { isSavingHierarchy, onHierarchySaves } from './hierarchySaves';
import { HierarchyQuery, HierarchyRefreshQuery, HierarchyUpdates } from './labelsDocuments';

export function useHierarchy(id: string): { name: string; root: HierarchyLevel } | null {
  const client = useClient();
  const [result] = useQuery({ query: HierarchyQuery, variables: { id }, pause: !id });
  useEffect(() => {
    if (!id) return;
    let refresh: { unsubscribe(): void } | null = null;
    let changedWhileSaving = false;
    const read = () => {
      refresh?.unsubscribe();
      refresh = client.query(HierarchyRefreshQuery, { id }, { requestPolicy: 'network-only' }).subscribe(() => {
        refresh?.unsubscribe();
        refresh = null;
      });
    };
    const updates = client.subscription(HierarchyUpdates, {}).subscribe((update) => {
      if (update.data?.hierarchyUpdate.id !== id) return;
      if (isSavingHierarchy(client, id)) changedWhileSaving = true;
      else read();
    });
    const stopSaves = onHierarchySaves(client, (savedId, phase) => {
      if (savedId !== id) return;
      if (phase === 'start') {
        // Its answer could be older than the save: never write it.
        refresh?.unsubscribe();
        refresh = null;
      } else if (changedWhileSaving && !isSavingHierarchy(client, id)) {
        changedWhileSaving = false;
        read();
      }
    });
    return () => {
      refresh?.unsubscribe();
      updates.unsubscribe();
      stopSaves();
    };
  }, [client, id]);
  const hierarchy = id ? result.data?.hierarchy : null;
  return hierarchy?.root ? { name: hierarchy.name, root: hierarchy.root as HierarchyLevel } : null;
}
