/** The map a device form places its device on (spec 3 §2.1 /view/camera/add, /view/sensor/add):
 *  light, for the forms to import; leaflet and the map load with the map chunk behind it. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevicePlacementMapProps } from './DevicePlacementMap';
import { lazyGeoMap } from './lazyGeoMap';

const DevicePlacementMap = lazyGeoMap('DevicePlacementMap');

export function DevicePlacementField(props: DevicePlacementMapProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('geoMap.loading')}</p>}>
      <DevicePlacementMap {...props} />
    </Suspense>
  );
}
