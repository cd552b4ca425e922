/** The EditMap section's element (spec 3 §2.1 /view/EditMap): the map chunk loads behind it. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyGeoMap } from './lazyGeoMap';

const EditMapPage = lazyGeoMap('EditMapPage');

export function EditMapView() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('geoMap.loading')}</p>}>
      <EditMapPage />
    </Suspense>
  );
}
