/** The geographic map's icon sets (spec 3 §3.6 Realm geoIconSet, issue 28): how devices stand on
 *  the map, chosen per realm in Realm Settings. Pins are the default (spec 3 §9: 25x41 markers);
 *  symbols are round badges showing what each device is; dots are small discs for dense sites. */
import { DEFAULT_MARKER_SIZE } from './geoMapConstants';

export const GEO_ICON_SETS = ['pins', 'symbols', 'dots'] as const;
export type GeoIconSet = (typeof GEO_ICON_SETS)[number];
export const DEFAULT_GEO_ICON_SET: GeoIconSet = 'pins';

export function isGeoIconSet(value: unknown): value is GeoIconSet {
  return (GEO_ICON_SETS as readonly unknown[]).includes(value);
}

/** The realm's set: a name the platform no longer knows (or none) reads as the default. */
export function geoIconSetOf(value: string | null | undefined): GeoIconSet {
  const name = value?.trim();
  return isGeoIconSet(name) ? name : DEFAULT_GEO_ICON_SET;
}

/** Each set's marker box, px: its size, the point that stands on the device's position, and where
 *  tooltips and popups open from. */
export const GEO_ICON_GEOMETRY: Readonly<
  Record<GeoIconSet, { size: [number, number]; anchor: [number, number]; above: [number, number] }>
> = {
  pins: {
    size: [DEFAULT_MARKER_SIZE.width, DEFAULT_MARKER_SIZE.height],
    anchor: [12, DEFAULT_MARKER_SIZE.height],
    above: [0, -36],
  },
  symbols: { size: [30, 30], anchor: [15, 15], above: [0, -15] },
  dots: { size: [14, 14], anchor: [7, 7], above: [0, -7] },
};

/** Refusal of a set the platform does not know (Realm Settings). */
export const GEO_ICON_SET_ERROR = `Icon set should be one of: ${GEO_ICON_SETS.join(', ')}`;
