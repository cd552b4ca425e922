/** /view/EditMap (spec 3 §2.1): the geographic map in edit mode, for administrators: devices are
 *  dragged to their positions, GIS files imported, zones drawn. */
import { useTranslation } from 'react-i18next';
import { GeoMap } from './GeoMap';

export function EditMapPage() {
  const { t } = useTranslation();
  return (
    <section className="vt-geo-edit-page" aria-label={t('geoMap.editTitle')}>
      <h1 className="vt-geo-edit-title">{t('geoMap.editTitle')}</h1>
      <GeoMap editMode />
    </section>
  );
}
