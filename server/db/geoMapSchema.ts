/** The geographic map's tables (spec 3 §3.5, migration 0012) as Kysely sees them. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A file stored by the platform and read back by path (GIS layers' content). */
export interface StoredFileTable {
  path: string;
  realm_id: string;
  mime: string;
  content: string;
  size: number;
  created_at: Millis;
}

/** An uploaded GIS file shown as a layer of the geographic map. */
export interface GeoLayerTable {
  id: string;
  realm_id: string;
  name: string;
  /** text/xml for KML, otherwise application/json or application/geo+json. */
  mime: string;
  path: string;
  upload_date: Millis;
  enabled: number;
  /** JSON {north, south, east, west} or null when the file holds no coordinates. */
  bounds: string | null;
}

/** A zone drawn on the map: a GeoJSON polygon with its priority and colours. */
export interface GeoZoneTable {
  id: string;
  realm_id: string;
  priority: number;
  color: string;
  fill_color: string;
  fill_opacity: number;
  /** JSON: GeoJSON Polygon geometry. */
  geometry: string;
  updated_at: Millis;
}

/** One position report of a target. */
export interface TargetReportTable {
  id: string;
  realm_id: string;
  target_id: string;
  type: string | null;
  risk: string | null;
  classification: string | null;
  /** JSON [{key, value}]. */
  description: string;
  /** JSON [{id, name, type}]. */
  witnesses: string;
  lat: number;
  lng: number;
  created_at: Millis;
  modified_at: Millis;
}

export interface GeoMapTables {
  stored_files: StoredFileTable;
  geo_layers: GeoLayerTable;
  geo_zones: GeoZoneTable;
  target_reports: TargetReportTable;
}
