/** GIS layers on the map (spec 3 §2.10, §4): each enabled layer's stored file drawn as GeoJSON;
 *  "show all" hides or shows every layer at once, and a KML layer's folders hidden in the layer
 *  tree hide their features. Returns the features shown, for the export, and each layer's folders
 *  for the tree. */
import L from './leaflet';
import type { Feature } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_POLYGON_STYLE } from '../../../shared/maps/geoMapConstants';
import { isFolderHidden, type GisFolder } from './gisFolders';
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

/** Hidden folder ids by layer id. */
export type HiddenFolders = ReadonlyMap<string, ReadonlySet<string>>;

const NONE: ReadonlySet<string> = new Set();

export function useGisLayers(
  map: L.Map | null,
  layers: readonly GisLayer[],
  showAll: boolean,
  hiddenPrimitives: ReadonlySet<GisPrimitive> = new Set(),
  hiddenFolders: HiddenFolders = new Map(),
): { features: Feature[]; folders: ReadonlyMap<string, GisFolder[]> } {
  const drawn = useRef(new Map<string, L.GeoJSON>());
  const [features, setFeatures] = useState<Feature[]>([]);
  const [folders, setFolders] = useState<ReadonlyMap<string, GisFolder[]>>(new Map());
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const shown = layers.filter((l) => showAll && l.enabled && l.path);
    const hidden = [...hiddenPrimitives].sort().join(',');
    const key = (id: string) => `${id}|${hidden}|${[...(hiddenFolders.get(id) ?? NONE)].sort().join(',')}`;
    for (const [id, layer] of drawn.current) {
      if (!shown.some((l) => key(l.id) === id)) {
        layer.remove();
        drawn.current.delete(id);
      }
    }
    void Promise.all(
      shown.map(async (layer) => {
        const data = await loadGeoLayerFile(layer.path ?? '', layer.mime);
        if (cancelled || !data) return { id: layer.id, features: [], folders: [] };
        const inFolders = hiddenFolders.get(layer.id) ?? NONE;
        const shownFeatures = data.collection.features.filter((feature, i) => {
          const primitive = primitiveOf(feature.geometry);
          return (
            (!primitive || !hiddenPrimitives.has(primitive)) && !isFolderHidden(data.folderOf[i] ?? null, inFolders)
          );
        });
        if (!drawn.current.has(key(layer.id))) {
          const geo = L.geoJSON({ type: 'FeatureCollection', features: shownFeatures } as GeoJSON.FeatureCollection, {
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
        return { id: layer.id, features: shownFeatures, folders: data.folders };
      }),
    ).then((results) => {
      if (cancelled) return;
      setFeatures(results.flatMap((r) => r.features));
      setFolders(new Map(results.map((r) => [r.id, r.folders])));
    });
    return () => {
      cancelled = true;
    };
  }, [map, layers, showAll, hiddenPrimitives, hiddenFolders]);
  useEffect(
    () => () => {
      for (const layer of drawn.current.values()) layer.remove();
      drawn.current.clear();
    },
    [map],
  );
  return { features, folders };
}
