/** One cell of a wall display (issue 30): the console's camera cell, live, its camera fixed by the
 *  wall and without an operator's controls (nobody operates a wall's screen); an empty cell when
 *  the wall puts no camera there. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCell, embeddedCellOptions } from '../camera-cell';
import { useWallPlayer } from './useWallPlayer';

const WALL_CELL_OPTIONS = embeddedCellOptions({ ptzControls: false, allowExport: false, userDefinedEvent: false });

export interface WallCellProps {
  displayToken: string;
  camera: { id: string; name: string } | null;
}

export function WallCell({ displayToken, camera }: WallCellProps) {
  const { t } = useTranslation();
  const controller = useWallPlayer(displayToken);
  const cameraId = camera?.id ?? null;
  useEffect(() => {
    if (cameraId) controller.playLive(cameraId);
    else controller.stop();
  }, [controller, cameraId]);
  return (
    <CameraCell
      controller={controller}
      device={camera}
      options={WALL_CELL_OPTIONS}
      chrome="none"
      emptyText={t('wall.display.emptyCell')}
    />
  );
}
