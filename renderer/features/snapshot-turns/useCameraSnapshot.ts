/** A camera's picture as an image at its turn (snapshotTurns.ts): the Device List's thumbnails and
 *  the VMX's displays show it alike, and both draw their own stand-in for a picture that failed. */
import { useState } from 'react';
import { cameraSnapshotUrl } from '../../../shared/video/snapshotUrl';
import { useSnapshotTurn } from './snapshotTurns';

export type CameraSnapshot =
  { failed: true } | { failed: false; image: { src: string; onLoad: () => void; onError: () => void } };

/** The picture of `cameraId` at `stamp`; null before its first turn, and for no camera, which
 *  takes no turn (an empty display held one of the few places until the next refresh). */
export function useCameraSnapshot(cameraId: string | null, stamp: number): CameraSnapshot | null {
  const turn = useSnapshotTurn(stamp, cameraId !== null);
  // Which picture failed, by camera and stamp: a newer stamp or another camera tries again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!turn || cameraId === null) return null;
  const key = `${cameraId}@${turn.stamp}`;
  if (failed === key) return { failed: true };
  return {
    failed: false,
    image: {
      src: cameraSnapshotUrl(cameraId, turn.stamp),
      onLoad: turn.done,
      onError: () => {
        turn.done();
        setFailed(key);
      },
    },
  };
}
