/** A device marker's popup (spec 3 §2.10): the device's name with its Play and Slew buttons. A
 *  camera's popup opens playing live (loaded on its own, lazyMapPlayer.ts): the marker's click is
 *  the operator asking to see it, so no second click on Play is needed (issue 34); Stop ends the
 *  stream, Play starts it again. Slew turns
 *  the nearest PTZ camera towards the device with a pan/tilt pair (spec 2 §7), so an operator looking
 *  at a sensor or a fixed camera gets the dome onto the spot. */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PtzOverrideDialog, usePtzControl } from '../ptz';
import type { MapDevice } from './DeviceLayer';
import { LazyMapLivePlayer } from './lazyMapPlayer';
import { slewPanTilt } from './slewCamera';

export interface DevicePopupProps {
  device: MapDevice;
  /** The PTZ camera Slew turns; no Slew button without one. */
  slewCamera: MapDevice | null;
}

export function DevicePopup({ device, slewCamera }: DevicePopupProps) {
  const { t } = useTranslation();
  const isCamera = device.deviceType === 'camera';
  const [playing, setPlaying] = useState(isCamera);
  const [slewed, setSlewed] = useState(false);
  const ptz = usePtzControl(slewCamera?.id ?? null);
  const slew = async () => {
    const pair = slewCamera && slewPanTilt(slewCamera, device);
    if (!pair) return;
    setSlewed(false);
    await ptz.send('pt', { pt: pair });
    setSlewed(true);
  };
  return (
    <div className="vt-geo-popup-body" data-testid="geo-device-popup">
      <div className="vt-geo-popup-head">
        <strong>{device.name}</strong>
        {isCamera && (
          <button type="button" onClick={() => setPlaying(!playing)}>
            {playing ? t('geoMap.popup.stop') : t('geoMap.popup.play')}
          </button>
        )}
        {slewCamera && (
          <button
            type="button"
            title={t('geoMap.popup.slewTitle', { camera: slewCamera.name })}
            onClick={() => void slew()}
          >
            {t('geoMap.popup.slew')}
          </button>
        )}
      </div>
      {slewed && slewCamera && (
        <p role="status" className="vt-geo-hint">
          {t('geoMap.popup.slewed', { camera: slewCamera.name })}
        </p>
      )}
      <PtzOverrideDialog control={ptz} />
      {isCamera && playing && (
        <div className="vt-geo-popup-player">
          <Suspense fallback={<p className="vt-muted">{t('geoMap.loading')}</p>}>
            <LazyMapLivePlayer device={{ id: device.id, name: device.name }} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
