/** A witness of an event played in Event Details (spec 3 §2.3, §2.6 visual Video): archive at the
 *  event's time, or live while the event is younger than 30 s (spec 2 §4). */
import { useEffect } from 'react';
import { EVENT_ARCHIVE_AGE_MS } from '../../../shared/video/videoWidgetConstants';
import { CameraCell, embeddedCellOptions } from '../camera-cell';
import { usePlayer } from '../player';

const PLAYER_OPTIONS = embeddedCellOptions({ ptzControls: false, allowExport: true, userDefinedEvent: false });

export function WitnessPlayer({ id, name, time }: { id: string; name: string; time: number | null }) {
  const controller = usePlayer();
  useEffect(() => {
    if (time !== null && Date.now() - time >= EVENT_ARCHIVE_AGE_MS) controller.playArchive(time, 1, id);
    else controller.playLive(id);
  }, [controller, id, time]);
  return (
    <div className="vt-witness__player">
      <CameraCell controller={controller} device={{ id, name }} options={PLAYER_OPTIONS} />
    </div>
  );
}
