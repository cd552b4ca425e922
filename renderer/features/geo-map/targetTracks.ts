/** Target tracks (spec 3 §3.5, §9 Map): each target's last 10 positions, newest last. Reports are
 *  merged in batches (the map applies them at most every 200 ms). */
import { TARGET_TRACK_POINTS } from '../../../shared/maps/geoMapConstants';
import type { LatLng } from '../../../shared/maps/viewCone';

export interface TargetReport {
  targetId: string;
  type?: string | null;
  classification?: string | null;
  modifiedAt?: number | null;
  position?: { lat?: number | null; lng?: number | null } | null;
}

export interface TrackedTarget {
  targetId: string;
  label: string;
  type: string;
  track: LatLng[];
  modifiedAt: number;
}

export type TargetTracks = ReadonlyMap<string, TrackedTarget>;

export function mergeTargetReports(tracks: TargetTracks, reports: readonly TargetReport[]): Map<string, TrackedTarget> {
  const next = new Map(tracks);
  const ordered = [...reports].sort((a, b) => (a.modifiedAt ?? 0) - (b.modifiedAt ?? 0));
  for (const report of ordered) {
    const lat = report.position?.lat;
    const lng = report.position?.lng;
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    const held = next.get(report.targetId);
    const modifiedAt = report.modifiedAt ?? 0;
    if (held && modifiedAt < held.modifiedAt) continue;
    const track = [...(held?.track ?? []), { lat, lng }].slice(-TARGET_TRACK_POINTS);
    next.set(report.targetId, {
      targetId: report.targetId,
      label: report.classification ?? report.type ?? report.targetId,
      type: report.type ?? '',
      track,
      modifiedAt,
    });
  }
  return next;
}

/** Where each target is now (the last point of its track). */
export const targetPositions = (tracks: TargetTracks): LatLng[] =>
  [...tracks.values()].flatMap((t) => t.track.slice(-1));
