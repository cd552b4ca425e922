/** Stored files read by path (spec 3 §7.4: GET with the preflight header, cached locally): each
 *  path is fetched once per console; KML is converted to GeoJSON with togeojson, keeping its folder
 *  tree (gisFolders.ts), and anything that is not GeoJSON is logged, not shown. */
import { kmlWithFolders } from '@tmcw/togeojson';
import type { FeatureCollection } from 'geojson';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import { isKmlMime } from '../../../shared/maps/geoLayerName';
import { STORED_FILES_PATH } from '../../../shared/maps/geoMapConstants';
import { flatLayerData, foldersFromKml, type GisLayerData } from './gisFolders';

const cache = new Map<string, Promise<GisLayerData | null>>();

export function loadGeoLayerFile(path: string, mime: string | null | undefined): Promise<GisLayerData | null> {
  let held = cache.get(path);
  if (!held) {
    held = fetchFile(path, mime).catch((error: Error) => {
      cache.delete(path);
      console.warn(`GIS layer ${path} could not be read: ${error.message}`);
      return null;
    });
    cache.set(path, held);
  }
  return held;
}

async function fetchFile(path: string, mime: string | null | undefined): Promise<GisLayerData | null> {
  const response = await fetch(`${STORED_FILES_PATH}/${path}`, {
    credentials: 'same-origin',
    headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  if (isKmlMime(mime)) return foldersFromKml(kmlWithFolders(new DOMParser().parseFromString(text, 'text/xml')));
  const value = JSON.parse(text) as { type?: string };
  if (value.type === 'FeatureCollection') return flatLayerData(value as FeatureCollection);
  if (value.type === 'Feature')
    return flatLayerData({ type: 'FeatureCollection', features: [value as GeoJSON.Feature] });
  if (typeof value.type === 'string') {
    return flatLayerData({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: value as GeoJSON.Geometry }],
    });
  }
  console.warn(`GIS layer ${path} is not valid GeoJSON`);
  return null;
}
