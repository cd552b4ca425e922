/** The Device List widget (spec 3 §2.6, §2.9) beside the Camera Grid and Archive Camera Grid: the
 *  labels feature's name, label and hierarchy filters over the realm's cameras, each dragged onto
 *  a cell as the camera drag object, with a snapshot thumbnail and the current picture on hover; administrators open Configure Labels
 *  and Configure Hierarchy from it when allowLabelHierarchyEdit is on. A camera clicked goes to the
 *  view's event lists associated with the Device List (spec 3 §2.6 associatedWidgets). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { ConfigureHierarchyDialog } from '../hierarchy';
import { usePickCameraForEvents } from '../events';
import { type CameraItem, DeviceListPanel } from '../labels';
import type { WidgetComponentProps } from '../widgets';
import { CameraHoverPreview } from './CameraHoverPreview';
import { CameraThumbnail } from './CameraThumbnail';
import './videoWidgets.css';

const renderPreview = (camera: CameraItem) => <CameraHoverPreview deviceId={camera.id} name={camera.name} />;
const renderThumbnail = (camera: CameraItem, stamp: number) => <CameraThumbnail deviceId={camera.id} stamp={stamp} />;

export function CameraListWidget({ viewId, props, size }: WidgetComponentProps) {
  const { t } = useTranslation();
  const pickForEvents = usePickCameraForEvents(viewId);
  const [configuring, setConfiguring] = useState(false);
  return (
    <>
      {configuring && <ConfigureHierarchyDialog onClose={() => setConfiguring(false)} />}
      <DeviceListPanel
        props={props}
        width={size.width}
        onPick={pickForEvents}
        renderPreview={renderPreview}
        renderThumbnail={renderThumbnail}
        editActions={
          <Button variant="quiet" onClick={() => setConfiguring(true)}>
            {t('hierarchy.configureHierarchy')}
          </Button>
        }
      />
    </>
  );
}
