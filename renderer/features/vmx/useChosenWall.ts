/** The wall a VMX widget drives, kept per user and realm and per placed widget in localStorage
 *  ('vantage.vmxWall.{user}@{realm}'), so a reload shows the same wall. */
import { useMemo } from 'react';
import { atom, jsonCodec, localStorageAtomFamily, useAtom } from '../../state';
import { useUserInfo } from '../session';

type Chosen = Readonly<Record<string, string>>;

const chosenWalls = localStorageAtomFamily(
  (scope: string) => `vantage.vmxWall.${scope}`,
  {} as Chosen,
  jsonCodec<Chosen>((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, id]) => typeof id === 'string'))
      : undefined,
  ),
);

/** The wall id chosen in this widget ('' for none yet) and how to choose another. */
export function useChosenWall(viewId: string, instanceId: string): [string, (wallId: string) => void] {
  const info = useUserInfo();
  const scope = `${info.user.id}@${info.realm.id}`;
  const key = `${viewId}/${instanceId}`;
  const chosen = useMemo(() => {
    const all = chosenWalls(scope);
    return atom(
      (get) => get(all)[key] ?? '',
      (get, set, wallId: string) => set(all, { ...get(all), [key]: wallId }),
    );
  }, [scope, key]);
  return useAtom(chosen);
}
