/** Spec 3 §2.9: the camera list: sections 'All Devices', 'Filtered by Name' and 'Filtered by
 *  Labels', 'Found {{number}} matches...' with 'Load more...', 'No devices selected' when empty, a
 *  label tooltip per camera; cameras drag onto cells, and administrators open Assign labels. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { writeCameraDrag } from '../camera-cell';
import { AssignLabelsDialog } from './AssignLabelsDialog';
import { labelTooltip } from './labelTooltip';
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
}

export function CameraSearchList({ name, labelIds, labels, canAssign, onAssigned }: CameraSearchListProps) {
  const { t } = useTranslation();
  const search = useCameraSearch(name, labelIds);
  const [assigning, setAssigning] = useState<CameraItem | null>(null);
  const names = new Map(labels.map((l) => [l.id, l.name]));
  const andMore = (count: number) => t('labels.andMoreShort', { number: count });
  const empty = !search.fetching && search.sections.every((s) => s.devices.length === 0);

  return (
    <div className="vt-camera-search">
      {search.error && <p role="alert">{t('labels.devicesQueryError', { message: search.error })}</p>}
      {empty && <p className="vt-muted">{t('labels.noDevices')}</p>}
      {search.sections.map((section) => (
        <section key={section.key} aria-label={t(SECTION_TITLES[section.key])}>
          <h3>{t(SECTION_TITLES[section.key])}</h3>
          {section.key !== 'all' && <p className="vt-muted">{t('labels.found', { number: section.total })}</p>}
          <ul>
            {section.devices.map((camera) => (
              <li
                key={camera.id}
                draggable
                tabIndex={0}
                data-testid="device-list-item"
                data-device-id={camera.id}
                title={labelTooltip(camera.labelIds, names, andMore) || undefined}
                onDragStart={(event) => writeCameraDrag(event.dataTransfer, { id: camera.id, name: camera.name })}
              >
                <span className="vt-health" data-health={camera.healthStatus ?? 'NORMAL'} aria-hidden />
                <bdi>{camera.name}</bdi>
                {canAssign && (
                  <Button
                    variant="quiet"
                    aria-label={t('labels.assignLabelsTo', { name: camera.name })}
                    onClick={() => setAssigning(camera)}
                  >
                    {t('labels.assignLabels')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {section.devices.length < section.total && (
            <Button variant="quiet" onClick={() => search.loadMore(section.key)}>
              {t('labels.loadMore')}
            </Button>
          )}
        </section>
      ))}
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
