/** Names of the requests' devices: a name, null for a device that no longer exists ('Device not
 *  found'), undefined while unknown. */
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { DeliveryDevicesQuery } from './deliveryDocuments';

export function useDeviceNames(
  deviceIds: readonly (string | null | undefined)[],
): (id: string | null | undefined) => string | null | undefined {
  const ids = useMemo(
    () => [...new Set(deviceIds.filter((id): id is string => Boolean(id)))].sort(),
    // The ids' text, not the array's identity, decides when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deviceIds.join(',')],
  );
  const [result] = useQuery({ query: DeliveryDevicesQuery, variables: { ids }, pause: ids.length === 0 });
  return useMemo(() => {
    const names = new Map((result.data?.devicesByIds ?? []).map((device) => [device.id, device.name]));
    const loaded = result.data !== undefined;
    // The ids the answer is for: a device added since is unknown yet, not missing.
    const asked = (result.operation?.variables as { ids?: string[] } | undefined)?.ids ?? [];
    return (id) => {
      if (!id) return loaded ? null : undefined;
      const name = names.get(id);
      if (name !== undefined) return name;
      return loaded && asked.includes(id) ? null : undefined;
    };
  }, [result.data, result.operation]);
}
