/** The image map tables (spec 3 §3.4, migration 0013) as Kysely sees them. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A set of image map layers. */
export interface ImageMapSetTable {
  id: string;
  realm_id: string;
  name: string;
  created_at: Millis;
}

/** A layer of a set. */
export interface ImageMapLayerTable {
  id: string;
  realm_id: string;
  set_id: string;
  name: string;
  created_at: Millis;
}

/** A map of a layer: its floor plan is a file in the data directory's image-maps folder. */
export interface ImageMapTable {
  id: string;
  realm_id: string;
  layer_id: string;
  name: string;
  ord: number;
  /** File name inside <data>/image-maps/<realm>/. */
  file: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  /** Changes with the plan: part of the plan's URL, so browsers cache a plan for good. */
  revision: string;
  updated_at: Millis;
}

/** A device placed on a map at x,y in the plan's pixels. */
export interface ImageMapObjectTable {
  id: string;
  realm_id: string;
  map_id: string;
  object_id: string;
  x: number;
  y: number;
}
