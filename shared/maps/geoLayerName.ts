/** GIS layer names and files (spec 3 §5): a rename must be non-empty and differ from the current
 *  name; uploads are .kml, .json or .geojson, each stored with its mime. */
import { GEO_FILE_TYPES } from './geoMapConstants';

export function canRenameGeoLayer(current: string, next: string): boolean {
  const name = next.trim();
  return name.length > 0 && name !== current;
}

/** The mime a file name is stored with, or undefined when its extension is not accepted. */
export function geoFileMime(fileName: string): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension && extension in GEO_FILE_TYPES
    ? GEO_FILE_TYPES[extension as keyof typeof GEO_FILE_TYPES]
    : undefined;
}

export const isKmlMime = (mime: string | null | undefined) => mime === GEO_FILE_TYPES.kml;
