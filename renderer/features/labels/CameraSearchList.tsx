/** Spec 3 §2.9: the camera list: sections 'All Devices', 'Filtered by Name' and 'Filtered by
 *  Labels', 'Found {{number}} matches...' with 'Load more...', 'No devices selected' when empty, a
 *  label tooltip per camera; cameras drag onto cells, and administrators open Assign labels. A
 *  realm can hold thousands of cameras: the sections are one list rendered only where in view,
 *  inside a scroller of its own (spacers on the scroller itself would add to its height and leave
 *  nothing to scroll). */
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_SNAPSHOT_PURGE_CHECK_MS, LABEL_ROW_HEIGHT_PX } from '../../../shared/labels/labelConstants';
import { Button, useVirtualRows } from '../../ui';
import { AssignLabelsDialog } from './AssignLabelsDialog';
import { CameraRow } from './CameraRow';
import { cameraListRows } from './cameraListRows';
import { labelTooltip } from './labelTooltip';
import { SnapshotStamps } from './SnapshotStamps';
import { useCameraSearch, type CameraItem, type SectionKey } from './useCameraSearch';
import type { LabelItem } from './useLabels';

const SECTION_TITLES: Record<SectionKey, string> = {
  all: 'labels.allDevices',
  byName: 'labels.filteredByName',
  byLabels: 'labels.filteredByLabels',
};

export interface CameraSearchListProps {
  name: string;
  /** null: no label filter. */
  labelIds: readonly string[] | null;
  labels: readonly LabelItem[];
  /** Shows an Assign labels button per camera. */
  canAssign: boolean;
  /** Told after labels were saved for a camera. */
  onAssigned?: () => void;
  /** What shows over the camera the pointer rests on (the Device List's snapshot). */
  renderPreview?: (camera: CameraItem) => ReactNode;
  /** The camera's thumbnail, fetched at `stamp` (refreshed after 60 s, purged after 5 minutes). */
  renderThumbnail?: (camera: CameraItem, stamp: number) => ReactNode;
  /** Told of a camera the operator clicks, or picks with Enter. */
  onPick?: (camera: CameraItem) => void;
}

/** Thumbnail stamps of every camera list in the console, purged every 60 s. */
const snapshotStamps = new SnapshotStamps();
let purgeTimer: ReturnType<typeof setInterval> | undefined;
let listsShown = 0;

function useSnapshotPurge(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    listsShown += 1;
    purgeTimer ??= setInterval(() => snapshotStamps.purge(Date.now()), DEVICE_SNAPSHOT_PURGE_CHECK_MS);
    return () => {
      listsShown -= 1;
      if (listsShown === 0) {
        clearInterval(purgeTimer);
        purgeTimer = undefined;
      }
    };
  }, [enabled]);
}

export function CameraSearchList(props: CameraSearchListProps) {
  const { name, labelIds, labels, canAssign, onAssigned, renderPreview, renderThumbnail, onPick } = props;
  const { t } = useTranslation();
  const search = useCameraSearch(name, labelIds);
  const [assigning, setAssigning] = useState<CameraItem | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const names = useMemo(() => new Map(labels.map((l) => [l.id, l.name])), [labels]);
  const empty = !search.fetching && search.sections.every((s) => s.devices.length === 0);
  const rows = useMemo(() => cameraListRows(search.sections), [search.sections]);
  const virtual = useVirtualRows({ count: rows.length, scrollRef, estimateRowPx: LABEL_ROW_HEIGHT_PX });
  useSnapshotPurge(renderThumbnail !== undefined);
  const tooltip = (camera: CameraItem) =>
    labelTooltip(camera.labelIds, names, (count) => t('labels.andMoreShort', { number: count }));

  return (
    <div className="vt-camera-search">
      {search.error && <p role="alert">{t('labels.devicesQueryError', { message: search.error })}</p>}
      {empty && <p className="vt-muted">{t('labels.noDevices')}</p>}
      <div ref={scrollRef} className="vt-camera-search__scroller">
        <ul
          aria-label={t('video.widgets.cameras')}
          data-count={rows.length}
          data-cameras={search.sections.reduce((sum, section) => sum + section.devices.length, 0)}
          style={
            virtual.before || virtual.after ? { paddingBlock: `${virtual.before}px ${virtual.after}px` } : undefined
          }
        >
          {virtual.indexes.map((index) => {
            const row = rows[index];
            if (!row) return null;
            const common = { ref: virtual.measure, 'data-index': index };
            if (row.kind === 'header') {
              return (
                <li key={`h-${row.section}`} {...common} className="vt-camera-search__header">
                  <strong>{t(SECTION_TITLES[row.section])}</strong>
                  {row.section !== 'all' && (
                    <span className="vt-muted">{t('labels.found', { number: row.total })}</span>
                  )}
                </li>
              );
            }
            if (row.kind === 'more') {
              return (
                <li key={`m-${row.section}`} {...common}>
                  <Button variant="quiet" onClick={() => search.loadMore(row.section)}>
                    {t('labels.loadMore')}
                  </Button>
                </li>
              );
            }
            return (
              <CameraRow
                key={`${row.section}-${row.camera.id}`}
                camera={row.camera}
                index={index}
                tooltip={tooltip(row.camera)}
                stamp={snapshotStamps.stampFor(row.camera.id, Date.now())}
                canAssign={canAssign}
                measure={virtual.measure}
                onAssign={setAssigning}
                onPick={onPick}
                renderPreview={renderPreview}
                renderThumbnail={renderThumbnail}
              />
            );
          })}
        </ul>
      </div>
      {assigning && (
        <AssignLabelsDialog
          device={assigning}
          labels={labels}
          onClose={(saved) => {
            setAssigning(null);
            if (saved) {
              search.refresh();
              onAssigned?.();
            }
          }}
        />
      )}
    </div>
  );
}
