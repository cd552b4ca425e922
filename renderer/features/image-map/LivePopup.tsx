/** A device object's camera, live, in a dialog (spec 3 §2.11: a click on a camera on the plan opens
 *  it). The player and the cell load with the image map's chunk, never with the console's main one. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCell, embeddedCellOptions } from '../camera-cell';
import { usePlayer } from '../player';
import { Dialog } from '../../ui';

const LIVE_OPTIONS = embeddedCellOptions({ ptzControls: true, allowExport: true, userDefinedEvent: true });

export interface LivePopupProps {
  device: { id: string; name: string };
  onClose(): void;
}

export function LivePopup({ device, onClose }: LivePopupProps) {
  const { t } = useTranslation();
  const controller = usePlayer();
  useEffect(() => {
    controller.playLive(device.id);
  }, [controller, device.id]);
  return (
    <Dialog title={t('imageMap.live', { name: device.name })} onClose={onClose} width="wide">
      <div className="vt-image-map-live">
        <CameraCell controller={controller} device={device} options={LIVE_OPTIONS} />
      </div>
    </Dialog>
  );
}
