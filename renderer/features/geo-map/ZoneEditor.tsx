/** The selected zone's editor on the map's panel (spec 3 §2.10, §5): its Priority, a number of at
 *  least 1, saved or the zone deleted. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { MIN_ZONE_PRIORITY } from '../../../shared/maps/geoMapConstants';
import { isValidPriority } from '../../../shared/maps/zoneRules';
import { DeleteGeoZoneMutation, UpdateGeoZoneMutation } from './geoMapDocuments';
import type { MapZone } from './ZoneLayer';

export function ZoneEditor({
  zone,
  onSaved,
  onProblem,
}: {
  zone: MapZone;
  onSaved(): void;
  onProblem(error: { message: string } | undefined): void;
}) {
  const { t } = useTranslation();
  const [priority, setPriority] = useState(String(zone.priority ?? 1));
  const [, save] = useMutation(UpdateGeoZoneMutation);
  const [, remove] = useMutation(DeleteGeoZoneMutation);
  const value = Number(priority);
  return (
    <form
      className="vt-geo-zone"
      onSubmit={(e) => {
        e.preventDefault();
        const { id, color, fillColor, fillOpacity, geometry } = zone;
        void save({ zone: { id, color, fillColor, fillOpacity, geometry, priority: value } }).then((r) => {
          onProblem(r.error);
          onSaved();
        });
      }}
    >
      <h2>{t('geoMap.zone')}</h2>
      <label>
        {t('geoMap.priority')}
        <input
          type="number"
          min={MIN_ZONE_PRIORITY}
          step={1}
          value={priority}
          onChange={(e) => setPriority(e.target.value)}
        />
      </label>
      <button type="submit" disabled={!isValidPriority(value)}>
        {t('geoMap.save')}
      </button>
      <button
        type="button"
        onClick={() =>
          void remove({ id: zone.id }).then((r) => {
            onProblem(r.error);
            onSaved();
          })
        }
      >
        {t('geoMap.delete')}
      </button>
    </form>
  );
}
