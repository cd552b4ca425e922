/** Spec 3 §2.6, §2.9: the Device List widget's body: the name filter (nameFilter), the label
 *  filter (labelsFilter), the hierarchy (hierarchyId; 'Hierarchy' label from 275 px wide, branches
 *  opened one or several at a time by openMultipleBranches, another chosen when hierarchySelection
 *  is on) and the camera list they filter. */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_LIST_HIERARCHY_LABEL_MIN_PX } from '../../../shared/labels/labelConstants';
import { labelsUnder, type HierarchyLevel } from '../../../shared/labels/hierarchyTree';
import { useSession } from '../session';
import { Button } from '../../ui';
import { CameraSearchList } from './CameraSearchList';
import { ConfigureLabelsDialog } from './ConfigureLabelsDialog';
import { HierarchyChoice } from './HierarchyChoice';
import { HierarchyTree } from './HierarchyTree';
import { LabelFilter } from './LabelFilter';
import { SearchBox } from './SearchBox';
import type { CameraItem } from './useCameraSearch';
import { useHierarchy } from './useHierarchy';
import { useLabels } from './useLabels';
import './labels.css';

export interface DeviceListPanelProps {
  /** The widget's properties (spec 3 §2.6). */
  props: Record<string, unknown>;
  width: number;
  renderPreview?: (camera: CameraItem) => ReactNode;
  renderThumbnail?: (camera: CameraItem, stamp: number) => ReactNode;
  /** More buttons beside 'Configure Labels' for administrators when allowLabelHierarchyEdit is on. */
  editActions?: ReactNode;
  /** Told of a camera the operator clicks (the view's event lists associated with the list follow it). */
  onPick?: (camera: CameraItem) => void;
}

export function DeviceListPanel(panel: DeviceListPanelProps) {
  const { props, width, renderPreview, renderThumbnail, editActions, onPick } = panel;
  const { t } = useTranslation();
  const isAdmin = useSession().info?.isAdmin === true;
  const { labels, refresh } = useLabels();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const [level, setLevel] = useState<HierarchyLevel | null>(null);
  const [chosenHierarchy, setChosenHierarchy] = useState(
    typeof props.hierarchyId === 'string' ? props.hierarchyId : '',
  );
  const hierarchy = useHierarchy(chosenHierarchy);
  const canEdit = isAdmin && props.allowLabelHierarchyEdit === true;
  const [configuring, setConfiguring] = useState(false);

  const fromLevel = level ? labelsUnder(level) : [];
  const labelIds = level || checked.length ? [...new Set([...fromLevel, ...checked])] : null;

  return (
    <div className="vt-camera-list vt-device-list">
      {canEdit && (
        <div className="vt-device-list__actions">
          <Button variant="quiet" onClick={() => setConfiguring(true)}>
            {t('labels.configureLabels')}
          </Button>
          {editActions}
        </div>
      )}
      {configuring && (
        <ConfigureLabelsDialog
          onClose={() => {
            setConfiguring(false);
            refresh();
          }}
          onBack={() => setConfiguring(false)}
        />
      )}
      {props.nameFilter !== false && (
        <SearchBox label={t('video.widgets.filterCameras')} value={name} onChange={setName} />
      )}
      {props.hierarchySelection === true && (
        <HierarchyChoice
          value={chosenHierarchy}
          onChange={(id) => {
            setChosenHierarchy(id);
            setLevel(null);
          }}
        />
      )}
      {hierarchy && (
        <div className="vt-device-list__hierarchy">
          {width >= DEVICE_LIST_HIERARCHY_LABEL_MIN_PX && <span className="vt-muted">{t('labels.hierarchy')}</span>}
          <HierarchyTree
            root={hierarchy.root}
            selectedId={level?.id ?? null}
            onSelect={setLevel}
            openMultipleBranches={props.openMultipleBranches === true}
          />
        </div>
      )}
      {props.labelsFilter !== false && labels.length > 0 && (
        <LabelFilter legend={t('labels.labelFilter')} labels={labels} selected={checked} onChange={setChecked} />
      )}
      <CameraSearchList
        name={props.nameFilter !== false ? name : ''}
        labelIds={labelIds}
        labels={labels}
        canAssign={canEdit}
        onAssigned={refresh}
        renderPreview={renderPreview}
        renderThumbnail={renderThumbnail}
        onPick={onPick}
      />
    </div>
  );
}
