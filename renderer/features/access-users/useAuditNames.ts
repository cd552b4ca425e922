/** The names the user audit shows for the ids its entries carry (issue 36: a statement's resources
 *  read 'Entrance', not `{id: b2639c63…, type: zone}`): the realm's users, groups, policies,
 *  zones, sets and devices as they are named now. */
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { UserAuditNamesQuery } from './accessUsersDocuments';
import type { NameOf } from './auditDetailText';

export function useAuditNames(): NameOf {
  const [result] = useQuery({ query: UserAuditNamesQuery, requestPolicy: 'cache-and-network' });
  return useMemo(() => {
    const data = result.data;
    const names = new Map<string, string>();
    if (data) {
      for (const list of [data.users, data.groups, data.policies, data.zones, data.sets, data.devicesByAspectTypes])
        for (const item of list) names.set(item.id, item.name);
    }
    return (id: string) => names.get(id);
  }, [result.data]);
}
