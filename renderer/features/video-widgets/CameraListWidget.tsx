/** The Device List widget (spec 3 §2.6, §2.9) beside the Camera Grid and Archive Camera Grid: the
 *  labels feature's name, label and hierarchy filters over the realm's cameras, each dragged onto
 *  a cell as the camera drag object, with a snapshot thumbnail and the current picture on hover; administrators open Configure Labels
 *  and Configure Hierarchy from it when allowLabelHierarchyEdit is on. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { ConfigureHierarchyDialog } from '../hierarchy';
import { DeviceListPanel } from '../labels';
import type { WidgetComponentProps } from '../widgets';
import { CameraHoverPreview } from './CameraHoverPreview';
import { CameraThumbnail } from './CameraThumbnail';
import './videoWidgets.css';

export function CameraListWidget({ props, size }: WidgetComponentProps) {
  const { t } = useTranslation();
  const [configuring, setConfiguring] = useState(false);
  return (
    <>
      {configuring && <ConfigureHierarchyDialog onClose={() => setConfiguring(false)} />}
      <DeviceListPanel
        props={props}
        width={size.width}
        renderPreview={(camera) => <CameraHoverPreview deviceId={camera.id} name={camera.name} />}
        renderThumbnail={(camera, stamp) => <CameraThumbnail deviceId={camera.id} stamp={stamp} />}
        editActions={
          <Button variant="quiet" onClick={() => setConfiguring(true)}>
            {t('hierarchy.configureHierarchy')}
          </Button>
        }
      />
    </>
  );
}
