/** GIS layers (spec 3 §2.10, §3.5, §5, §7.2): upload stores a checked file and adds it as an
 *  enabled layer; updateGeoLayers renames (non-empty) and shows or hides; delete removes the layer
 *  with its file; stored files are read back by path within the realm. */
import { randomUUID } from 'node:crypto';
import { geoFileMime } from '../../shared/maps/geoLayerName';
import type { GeoLayerRecord, GeoLayerRepository, StoredFileRecord } from '../db/repositories/geoLayers';
import { DomainError } from '../kernel/DomainError';
import { parseGisFile } from './parseGisFile';

export const GEO_LAYER_ERRORS = {
  fileType: 'Only .kml, .json and .geojson files can be imported',
  emptyName: 'Name should not be empty',
  notFound: 'Layer',
} as const;

/** Longest layer name kept. */
const MAX_NAME = 255;

export class GeoLayerService {
  constructor(
    private readonly layers: GeoLayerRepository,
    private readonly now: () => number = Date.now,
  ) {}

  list(realmId: string): Promise<GeoLayerRecord[]> {
    return this.layers.list(realmId);
  }

  /** Stores the file named `fileName` and adds it as an enabled layer named after the file. */
  async upload(realmId: string, fileName: string, content: string): Promise<GeoLayerRecord> {
    const mime = geoFileMime(fileName);
    if (!mime) throw DomainError.badInput(GEO_LAYER_ERRORS.fileType);
    const bounds = parseGisFile(mime, content);
    const id = randomUUID();
    const extension = fileName.slice(fileName.lastIndexOf('.'));
    const layer: GeoLayerRecord = {
      id,
      realmId,
      name: layerName(fileName.slice(0, -extension.length)),
      mime,
      path: `geo/${realmId}/${id}${extension.toLowerCase()}`,
      uploadDate: this.now(),
      enabled: true,
      bounds,
    };
    await this.layers.insert(layer, content);
    return layer;
  }

  /** Applies each listed layer's name and enabled flag; unknown ids are refused before any change. */
  async update(
    realmId: string,
    changes: ReadonlyArray<{ id: string; name?: string | null; enabled?: boolean | null }>,
  ): Promise<GeoLayerRecord[]> {
    const current = new Map((await this.layers.list(realmId)).map((l) => [l.id, l]));
    const planned = changes.map((change) => {
      const layer = current.get(change.id);
      if (!layer) throw DomainError.notFound(GEO_LAYER_ERRORS.notFound);
      const name = change.name == null ? layer.name : change.name.trim();
      if (!name) throw DomainError.badInput(GEO_LAYER_ERRORS.emptyName);
      return { id: layer.id, name: name.slice(0, MAX_NAME), enabled: change.enabled ?? layer.enabled };
    });
    for (const change of planned) await this.layers.update(realmId, change.id, change);
    return this.layers.list(realmId);
  }

  delete(realmId: string, id: string): Promise<boolean> {
    return this.layers.delete(realmId, id);
  }

  files(realmId: string, paths: readonly string[]): Promise<StoredFileRecord[]> {
    return this.layers.files(realmId, paths);
  }
}

function layerName(base: string): string {
  const name = base.replace(/^.*[\\/]/, '').trim();
  return (name || 'Layer').slice(0, MAX_NAME);
}
