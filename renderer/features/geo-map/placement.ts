/** A position set by dragging or clicking on the map (spec 3 §2.1 device placement, §5 positions):
 *  the longitude brought back into -180..180 (Leaflet's world repeats east and west) and both
 *  rounded to 7 decimals (about a centimetre), so the form shows a readable number. */
import type { LatLng } from '../../../shared/maps/viewCone';

const DECIMALS = 1e7;

const round = (value: number) => Math.round(value * DECIMALS) / DECIMALS;

export function roundedPosition({ lat, lng }: LatLng): LatLng {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: round(Math.max(-90, Math.min(90, lat))), lng: round(wrapped === -180 && lng > 0 ? 180 : wrapped) };
}

/** The position two form fields hold, or null while they hold none or no valid one. */
export function typedPosition(lat: string, lng: string): LatLng | null {
  if (!lat.trim() || !lng.trim()) return null;
  const la = Number(lat);
  const lo = Number(lng);
  return Number.isFinite(la) && Number.isFinite(lo) && Math.abs(la) <= 90 && Math.abs(lo) <= 180
    ? { lat: la, lng: lo }
    : null;
}
