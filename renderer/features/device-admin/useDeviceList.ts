/** A device list of the realm by aspect types (spec 3 §7.1 devicesByAspectTypes) that follows the
 *  objectUpdate feed with the timings of objectUpdateDelay: one re-read per due time, however many
 *  updates arrive before it. */
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import type { ResultOf } from '../../graphql';
import { useObjectUpdateRefresh } from '../admin';
import { DevicesByTypesQuery, type DeviceRowFields } from './deviceAdminDocuments';
import { objectUpdateDelay } from './objectUpdateDelay';

export type AdminDevice = ResultOf<typeof DeviceRowFields>;

export function useDeviceList(types: readonly string[]) {
  const key = types.join(',');
  const variables = useMemo(() => ({ types: key.split(',') }), [key]);
  const [result, reexecute] = useQuery({ query: DevicesByTypesQuery, variables, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useDeviceUpdates(refresh);
  return {
    devices: (result.data?.devicesByAspectTypes ?? []) as AdminDevice[],
    fetching: result.fetching && !result.data,
    error: result.error,
    refresh,
  };
}

/** Calls `refresh` after the objectUpdate feed's changes, at the earliest due time among them. */
export function useDeviceUpdates(refresh: () => void): void {
  useObjectUpdateRefresh(refresh, objectUpdateDelay);
}

export function aspectOf<T extends AdminDevice['aspects']>(device: AdminDevice, type: string) {
  return (device.aspects ?? []).find((a) => a.type === type) as NonNullable<T>[number] | undefined;
}
