/** One cell of a wall display on the VMX (issue 30): the live thumbnail of the camera it shows
 *  (a snapshot taken again every few seconds, see shared/walls/vmx.ts) with its name, and, for an
 *  operator who may control the wall, the drop target for a camera dragged from a camera list or
 *  an event (the camera drag object). */
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carriesCamera, readCameraDrop } from '../camera-drag';
import { useCameraSnapshot } from '../snapshot-turns';

export interface DisplayCellProps {
  cameraId: string | null;
  cameraName: string;
  stamp: number;
  /** Set when the operator may drop a camera here. */
  onDropCamera?: (cameraId: string) => void;
}

export function DisplayCell({ cameraId, cameraName, stamp, onDropCamera }: DisplayCellProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  // Sixteen displays' pictures a refresh take their turns (snapshot-turns): the newest only, and
  // never all the browser's connections to the platform.
  const snapshot = useCameraSnapshot(cameraId, stamp);
  const accepts = (event: DragEvent) => onDropCamera !== undefined && carriesCamera(event.dataTransfer);

  return (
    <div
      className="vt-vmx-cell"
      data-camera={cameraId ?? undefined}
      data-drop-over={over || undefined}
      onDragEnter={(event) => {
        if (accepts(event)) setOver(true);
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!onDropCamera) return;
        const drop = readCameraDrop(event.dataTransfer);
        if (!drop) return;
        event.preventDefault();
        onDropCamera(drop.id);
      }}
    >
      {cameraId ? (
        <>
          {snapshot?.failed === false && (
            <img className="vt-vmx-cell__picture" alt="" draggable={false} {...snapshot.image} />
          )}
          <span className="vt-vmx-cell__name">
            <bdi>{cameraName}</bdi>
          </span>
        </>
      ) : (
        <span className="vt-vmx-cell__empty">{t(onDropCamera ? 'vmx.dropHere' : 'vmx.emptyCell')}</span>
      )}
    </div>
  );
}
