/** One cell of a wall display (issue 30): the console's camera cell, live, its camera fixed by the
 *  wall and without an operator's controls (nobody operates a wall's screen); an empty cell when
 *  the wall puts no camera there. The cell keeps its player when the wall gives it another camera. */
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCell, embeddedCellOptions } from '../camera-cell';
import { followCamera } from './followCamera';
import type { TicketsAhead } from './TicketsAhead';
import { useWallPlayer } from './useWallPlayer';

const WALL_CELL_OPTIONS = embeddedCellOptions({ ptzControls: false, allowExport: false, userDefinedEvent: false });

export interface WallCellProps {
  displayToken: string;
  /** The first tickets the display's latest state brought for its cameras. */
  ticketsAhead?: TicketsAhead | null;
  camera: { id: string; name: string } | null;
}

export function WallCell({ displayToken, ticketsAhead = null, camera }: WallCellProps) {
  const { t } = useTranslation();
  const controller = useWallPlayer(displayToken, ticketsAhead);
  const cameraId = camera?.id ?? null;
  // Before the page paints again, as the new camera's name would be shown over the old camera's
  // picture and time until an effect ran after that paint.
  useLayoutEffect(() => followCamera(controller, cameraId), [controller, cameraId]);
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
