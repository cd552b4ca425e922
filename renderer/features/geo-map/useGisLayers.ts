/** GIS layers on the map (spec 3 §2.10, §4): each enabled layer's stored file drawn as GeoJSON;
 *  "show all" hides or shows every layer at once. Returns the features shown, for the export. */
import L from './leaflet';
import type { Feature } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_POLYGON_STYLE } from '../../../shared/maps/geoMapConstants';
import { loadGeoLayerFile } from './storedFiles';

export interface GisLayer {
  id: string;
  name?: string | null;
  mime?: string | null;
  path?: string | null;
  enabled?: boolean | null;
}

export function useGisLayers(map: L.Map | null, layers: readonly GisLayer[], showAll: boolean): Feature[] {
  const drawn = useRef(new Map<string, L.GeoJSON>());
  const [features, setFeatures] = useState<Feature[]>([]);
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const shown = layers.filter((l) => showAll && l.enabled && l.path);
    for (const [id, layer] of drawn.current) {
      if (!shown.some((l) => l.id === id)) {
        layer.remove();
        drawn.current.delete(id);
      }
    }
    void Promise.all(
      shown.map(async (layer) => {
        const data = await loadGeoLayerFile(layer.path ?? '', layer.mime);
        if (cancelled || !data) return [];
        if (!drawn.current.has(layer.id)) {
          const geo = L.geoJSON(data, {
            style: () => ({ ...DEFAULT_POLYGON_STYLE, weight: 2, className: 'vt-geo-gis-feature' }),
            pointToLayer: (_, at) =>
              L.circleMarker(at, { radius: 6, ...DEFAULT_POLYGON_STYLE, className: 'vt-geo-gis-feature' }),
            onEachFeature: (feature, leaflet) => {
              const name = feature.properties?.name;
              if (typeof name === 'string' && name) leaflet.bindTooltip(name);
            },
          });
          geo.addTo(map);
          drawn.current.set(layer.id, geo);
        }
        return data.features;
      }),
    ).then((lists) => {
      if (!cancelled) setFeatures(lists.flat());
    });
    return () => {
      cancelled = true;
    };
  }, [map, layers, showAll]);
  useEffect(
    () => () => {
      for (const layer of drawn.current.values()) layer.remove();
      drawn.current.clear();
    },
    [map],
  );
  return features;
}
