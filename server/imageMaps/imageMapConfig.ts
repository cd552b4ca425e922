/** The realm's image map configuration (spec 3 §3.4, §7.1 imageMapConfig): sets → layers → maps →
 *  device objects, assembled from the tables' rows. */
import { IMAGE_MAP_VERSION } from '../../shared/imageMap/imageMapConstants';
import type { ImageMapRow, ImageMapRows } from '../db/repositories/imageMaps';

export interface ImageMapObjectRecord {
  id: string;
  mapId: string;
  objectId: string;
  position: { x: number; y: number };
}

export interface ImageMapRecord {
  id: string;
  layerId: string;
  name: string;
  order: number;
  mime: string;
  size: number;
  width: number;
  height: number;
  revision: string;
  objects: ImageMapObjectRecord[];
}

export interface ImageMapLayerRecord {
  id: string;
  setId: string;
  name: string;
  maps: ImageMapRecord[];
}

export interface ImageMapSetRecord {
  id: string;
  name: string;
  layers: ImageMapLayerRecord[];
}

export interface ImageMapConfigRecord {
  version: string;
  sets: ImageMapSetRecord[];
}

export const toMapRecord = (row: ImageMapRow, objects: ImageMapObjectRecord[] = []): ImageMapRecord => ({
  id: row.id,
  layerId: row.layer_id,
  name: row.name,
  order: Number(row.ord),
  mime: row.mime,
  size: Number(row.size),
  width: Number(row.width),
  height: Number(row.height),
  revision: row.revision,
  objects,
});

/** Nests the rows; objects of devices no longer in the realm (`deviceIds`) are left out. */
export function assembleConfig(rows: ImageMapRows, deviceIds: ReadonlySet<string>): ImageMapConfigRecord {
  const objectsByMap = new Map<string, ImageMapObjectRecord[]>();
  for (const o of rows.objects) {
    if (!deviceIds.has(o.object_id)) continue;
    const list = objectsByMap.get(o.map_id) ?? [];
    list.push({ id: o.id, mapId: o.map_id, objectId: o.object_id, position: { x: Number(o.x), y: Number(o.y) } });
    objectsByMap.set(o.map_id, list);
  }
  const mapsByLayer = new Map<string, ImageMapRecord[]>();
  for (const m of rows.maps) {
    const list = mapsByLayer.get(m.layer_id) ?? [];
    list.push(toMapRecord(m, objectsByMap.get(m.id) ?? []));
    mapsByLayer.set(m.layer_id, list);
  }
  const layersBySet = new Map<string, ImageMapLayerRecord[]>();
  for (const l of rows.layers) {
    const list = layersBySet.get(l.set_id) ?? [];
    list.push({ id: l.id, setId: l.set_id, name: l.name, maps: mapsByLayer.get(l.id) ?? [] });
    layersBySet.set(l.set_id, list);
  }
  return {
    version: IMAGE_MAP_VERSION,
    sets: rows.sets.map((s) => ({ id: s.id, name: s.name, layers: layersBySet.get(s.id) ?? [] })),
  };
}
