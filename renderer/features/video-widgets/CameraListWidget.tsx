/** The camera list beside the Camera Grid and Archive Camera Grid (the Device List widget's
 *  camera part): the realm's cameras by name, a page at a time ('Load more...'), each dragged
 *  onto a cell as the camera drag object. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CAMERA_LIST_PAGE_SIZE } from '../../../shared/video/videoWidgetConstants';
import type { WidgetComponentProps } from '../widgets';
import { writeCameraDrag } from '../camera-cell';
import { CameraHoverPreview } from './CameraHoverPreview';
import { CameraListQuery } from './videoWidgetDocuments';
import './videoWidgets.css';

export function CameraListWidget({ props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const [result] = useQuery({ query: CameraListQuery });
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(CAMERA_LIST_PAGE_SIZE);
  const [hovered, setHovered] = useState<string | null>(null);

  const cameras = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const all = result.data?.devicesByAspectTypes ?? [];
    return needle ? all.filter((c) => c.name.toLocaleLowerCase().includes(needle)) : all;
  }, [result.data, filter]);

  return (
    <div className="vt-camera-list">
      {props.nameFilter !== false && (
        <input
          type="search"
          value={filter}
          placeholder={t('video.widgets.filterCameras')}
          aria-label={t('video.widgets.filterCameras')}
          onChange={(event) => {
            setFilter(event.target.value);
            setShown(CAMERA_LIST_PAGE_SIZE);
          }}
        />
      )}
      {result.error && <p className="vt-muted">{t('video.widgets.camerasError')}</p>}
      <ul aria-label={t('video.widgets.cameras')}>
        {cameras.slice(0, shown).map((camera) => (
          <li
            key={camera.id}
            draggable
            tabIndex={0}
            data-testid="camera-list-item"
            data-device-id={camera.id}
            onDragStart={(event) => {
              setHovered(null);
              writeCameraDrag(event.dataTransfer, { id: camera.id, name: camera.name });
            }}
            onMouseEnter={() => setHovered(camera.id)}
            onMouseLeave={() => setHovered((id) => (id === camera.id ? null : id))}
          >
            <span className="vt-health" data-health={camera.healthStatus ?? 'NORMAL'} aria-hidden />
            {camera.name}
            {hovered === camera.id && <CameraHoverPreview deviceId={camera.id} name={camera.name} />}
          </li>
        ))}
      </ul>
      {!result.fetching && cameras.length === 0 && <p className="vt-muted">{t('video.widgets.noCameras')}</p>}
      {cameras.length > shown && (
        <button type="button" className="vt-load-more" onClick={() => setShown((n) => n + CAMERA_LIST_PAGE_SIZE)}>
          {t('video.widgets.loadMore')}
        </button>
      )}
    </div>
  );
}
