/** The camera list beside the Camera Grid and Archive Camera Grid (the Device List widget's
 *  camera part): the realm's cameras by name, a page at a time ('Load more...'), each dragged
 *  onto a cell as the camera drag object. A realm can hold thousands: a long list renders only
 *  the rows in view. */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CAMERA_LIST_PAGE_SIZE } from '../../../shared/video/videoWidgetConstants';
import { useVirtualRows } from '../../ui';
import type { WidgetComponentProps } from '../widgets';
import { writeCameraDrag } from '../camera-cell';
import { CameraHoverPreview } from './CameraHoverPreview';
import { CameraListQuery } from './videoWidgetDocuments';
import './videoWidgets.css';

/** A row's height before it is measured: 6 px padding either side, one line, a 1 px border. */
const ROW_PX = 33;

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
  const listRef = useRef<HTMLUListElement>(null);
  const shownCameras = cameras.slice(0, shown);
  const rows = useVirtualRows({ count: shownCameras.length, scrollRef: listRef, estimateRowPx: ROW_PX });

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
      <ul
        ref={listRef}
        aria-label={t('video.widgets.cameras')}
        style={rows.before || rows.after ? { paddingBlock: `${rows.before}px ${rows.after}px` } : undefined}
      >
        {rows.indexes
          .map((index) => [index, shownCameras[index]] as const)
          .map(
            ([index, camera]) =>
              camera && (
                <li
                  key={camera.id}
                  ref={rows.measure}
                  data-index={index}
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
              ),
          )}
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
