/** Spec 3 §2.9: one camera of the camera list: health, thumbnail, name, label tooltip, the Assign
 *  labels button for administrators, the preview while the pointer rests on it; dragged onto cells
 *  as the camera drag object, clicked (or Enter) to pick it. Memoised: a scroll of a list of
 *  thousands renders only the rows that come into view, not the ones already shown; the thumbnail
 *  is asked for once the row has stayed in view for DEVICE_THUMBNAIL_SETTLE_MS, not for every row a
 *  fast scroll passes. */
import { memo, type ReactNode, useEffect, useState } from 'react';
import { DEVICE_THUMBNAIL_SETTLE_MS } from '../../../shared/labels/labelConstants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { writeCameraDrag } from '../camera-drag';
import type { CameraItem } from './useCameraSearch';

export interface CameraRowProps {
  camera: CameraItem;
  index: number;
  /** The label tooltip ('' for none). */
  tooltip: string;
  /** The thumbnail's stamp (refreshed after 60 s, purged after 5 minutes). */
  stamp: number;
  canAssign: boolean;
  measure: (row: Element | null) => void;
  onAssign: (camera: CameraItem) => void;
  onPick?: (camera: CameraItem) => void;
  renderPreview?: (camera: CameraItem) => ReactNode;
  renderThumbnail?: (camera: CameraItem, stamp: number) => ReactNode;
}

export const CameraRow = memo(function CameraRow(props: CameraRowProps) {
  const { camera, index, tooltip, stamp, canAssign, measure, onAssign, onPick, renderPreview, renderThumbnail } = props;
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), DEVICE_THUMBNAIL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <li
      ref={measure}
      data-index={index}
      draggable
      tabIndex={0}
      data-testid="camera-list-item"
      data-device-id={camera.id}
      // The keyboard's digits send this camera to a cell (issue 30).
      data-keyboard-camera={camera.name}
      title={tooltip || undefined}
      onDragStart={(event) => {
        setHovered(false);
        writeCameraDrag(event.dataTransfer, { id: camera.id, name: camera.name });
      }}
      onClick={(event) => {
        if (!(event.target as Element).closest('button')) onPick?.(camera);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onPick?.(camera);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <span className="vt-health" data-health={camera.healthStatus ?? 'NORMAL'} aria-hidden />
      {renderThumbnail && (settled ? renderThumbnail(camera, stamp) : <span className="vt-camera-thumb" aria-hidden />)}
      <bdi>{camera.name}</bdi>
      {canAssign && (
        <Button
          variant="quiet"
          aria-label={t('labels.assignLabelsTo', { name: camera.name })}
          onClick={() => onAssign(camera)}
        >
          {t('labels.assignLabels')}
        </Button>
      )}
      {hovered && renderPreview?.(camera)}
    </li>
  );
});
