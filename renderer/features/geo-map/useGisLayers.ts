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

/** Primitives a GIS layer's features are toggled by (spec 3 §2.10). */
export const GIS_PRIMITIVES = ['Point', 'LineString', 'Polygon'] as const;
export type GisPrimitive = (typeof GIS_PRIMITIVES)[number];

/** The primitive a geometry counts as (multi-geometries as their single kind). */
export function primitiveOf(geometry: GeoJSON.Geometry | null | undefined): GisPrimitive | null {
  const type = geometry?.type.replace(/^Multi/, '');
  return GIS_PRIMITIVES.find((p) => p === type) ?? null;
}

export function useGisLayers(
  map: L.Map | null,
  layers: readonly GisLayer[],
  showAll: boolean,
  hiddenPrimitives: ReadonlySet<GisPrimitive> = new Set(),
): Feature[] {
  const drawn = useRef(new Map<string, L.GeoJSON>());
  const [features, setFeatures] = useState<Feature[]>([]);
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const shown = layers.filter((l) => showAll && l.enabled && l.path);
    const hidden = [...hiddenPrimitives].sort().join(',');
    const key = (id: string) => `${id}|${hidden}`;
    for (const [id, layer] of drawn.current) {
      if (!shown.some((l) => key(l.id) === id)) {
        layer.remove();
        drawn.current.delete(id);
      }
    }
    void Promise.all(
      shown.map(async (layer) => {
        const data = await loadGeoLayerFile(layer.path ?? '', layer.mime);
        if (cancelled || !data) return [];
        if (!drawn.current.has(key(layer.id))) {
          const geo = L.geoJSON(data, {
            filter: (feature) => {
              const primitive = primitiveOf(feature.geometry);
              return !primitive || !hiddenPrimitives.has(primitive);
            },
            style: () => ({ ...DEFAULT_POLYGON_STYLE, weight: 2, className: 'vt-geo-gis-feature' }),
            pointToLayer: (_, at) =>
              L.circleMarker(at, { radius: 6, ...DEFAULT_POLYGON_STYLE, className: 'vt-geo-gis-feature' }),
            onEachFeature: (feature, leaflet) => {
              const name = feature.properties?.name;
              if (typeof name === 'string' && name) leaflet.bindTooltip(name);
            },
          });
          geo.addTo(map);
          drawn.current.set(key(layer.id), geo);
        }
        return data.features;
      }),
    ).then((lists) => {
      if (!cancelled) setFeatures(lists.flat());
    });
    return () => {
      cancelled = true;
    };
  }, [map, layers, showAll, hiddenPrimitives]);
  useEffect(
    () => () => {
      for (const layer of drawn.current.values()) layer.remove();
      drawn.current.clear();
    },
    [map],
  );
  return features;
}
