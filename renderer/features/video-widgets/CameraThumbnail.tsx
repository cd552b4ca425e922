/** Spec 3 §2.9, §8: a camera's snapshot thumbnail in the Device List, fetched at the list's stamp;
 *  a picture that fails to load is marked as an error and leaves an empty frame. */
import { useState } from 'react';
import { cameraSnapshotUrl } from '../../../shared/video/snapshotUrl';

export function CameraThumbnail({ deviceId, stamp }: { deviceId: string; stamp: number }) {
  const [failedAt, setFailedAt] = useState<number | null>(null);
  if (failedAt === stamp) return <span className="vt-camera-thumb" data-error="true" aria-hidden />;
  return (
    <img
      className="vt-camera-thumb"
      src={cameraSnapshotUrl(deviceId, stamp)}
      alt=""
      loading="lazy"
      onError={() => setFailedAt(stamp)}
    />
  );
}
