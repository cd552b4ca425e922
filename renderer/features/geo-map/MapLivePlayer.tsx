/** The live player in a device marker's popup (spec 3 §2.10): the camera cell playing live. Loaded
 *  on its own (lazyMapPlayer.ts) the first time a popup opens, so the map chunk does not carry the
 *  player. */
import { useEffect } from 'react';
import { CameraCell, embeddedCellOptions } from '../camera-cell';
import { usePlayer } from '../player';

const POPUP_OPTIONS = embeddedCellOptions({ ptzControls: true, allowExport: false, userDefinedEvent: false });

export function MapLivePlayer({ device }: { device: { id: string; name: string } }) {
  const controller = usePlayer();
  useEffect(() => {
    controller.playLive(device.id);
    return () => controller.stop();
  }, [controller, device.id]);
  return <CameraCell controller={controller} device={device} options={POPUP_OPTIONS} />;
}
