/** Spec 3 §2.9, §8: a camera's snapshot thumbnail in the Device List, fetched at the list's stamp
 *  (the platform answers the live picture or the last keyframe recorded) when its turn comes
 *  (snapshot-turns); a picture that fails to load is marked as an error and the alternative
 *  image is drawn: a camera in the thumbnail's frame, never an empty box. */
import { Icon } from '../../ui';
import { useCameraSnapshot } from '../snapshot-turns';

export function CameraThumbnail({ deviceId, stamp }: { deviceId: string; stamp: number }) {
  const snapshot = useCameraSnapshot(deviceId, stamp);
  // Waiting for the first turn: the frame a row shows before it asks (labels' CameraRow).
  if (!snapshot) return <span className="vt-camera-thumb" aria-hidden />;
  if (snapshot.failed) {
    return (
      <span className="vt-camera-thumb vt-camera-thumb--placeholder" data-error="true" aria-hidden>
        <Icon name="devices" size={14} />
      </span>
    );
  }
  return <img className="vt-camera-thumb" alt="" {...snapshot.image} />;
}
