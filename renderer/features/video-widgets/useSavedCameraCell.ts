/** A cell's saved camera (spec 2 §3 Camera widget saved state) as React state, scoped to the
 *  signed-in user and realm. */
import { useMemo } from 'react';
import { useAtom } from '../../state';
import { useUserInfo } from '../session';
import { type CameraCellAddress, cameraCellAtom, cameraCellScope, type SavedCameraCell } from './cameraCellAtoms';

export function useSavedCameraCell(
  address: CameraCellAddress,
): [SavedCameraCell | null, (cell: SavedCameraCell | null) => void] {
  const info = useUserInfo();
  const scope = cameraCellScope(info.user.id, info.realm.id);
  const { viewId, widgetId, index } = address;
  const cell = useMemo(() => cameraCellAtom(scope, { viewId, widgetId, index }), [scope, viewId, widgetId, index]);
  return useAtom(cell);
}
