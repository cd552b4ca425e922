/** A cell's saved camera (spec 2 §3 Camera widget saved state) as React state, scoped to the
 *  signed-in user and realm. */
import { useCallback, useSyncExternalStore } from 'react';
import { useUserInfo } from '../session';
import {
  type CameraCellAddress,
  cameraCellScope,
  readCameraCell,
  type SavedCameraCell,
  saveCameraCell,
  subscribeCameraCells,
} from './cameraCellStore';

export function useSavedCameraCell(
  address: CameraCellAddress,
): [SavedCameraCell | null, (cell: SavedCameraCell | null) => void] {
  const info = useUserInfo();
  const scope = cameraCellScope(info.user.id, info.realm.id);
  const { viewId, widgetId, index } = address;
  const saved = useSyncExternalStore(subscribeCameraCells, () => readCameraCell(scope, { viewId, widgetId, index }));
  const save = useCallback(
    (cell: SavedCameraCell | null) => saveCameraCell(scope, { viewId, widgetId, index }, cell),
    [scope, viewId, widgetId, index],
  );
  return [saved, save];
}
