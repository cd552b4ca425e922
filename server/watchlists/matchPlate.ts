/** Which of a realm's License Plate watchlists a plate read is on (spec 3 §2.12; issue 32): an
 *  entry whose plate has the read's key (shared/watchlists plateKey: the normalised plate with the
 *  letters and digits a reader confuses folded together), in force at the read's time (its validity window), on an
 *  enabled list that watches the read's camera. Pure, so its rules have table tests. */
import { isValidAt, plateKey, type WatchlistAction } from '../../shared/watchlists/watchlists';

export interface MatchableList {
  id: string;
  name: string;
  kind: string;
  action: WatchlistAction;
  enabled: boolean;
  /** The cameras the list watches; null: every camera of the realm. */
  cameras: ReadonlySet<string> | null;
}

export interface MatchableEntry {
  id: string;
  watchlistId: string;
  plate: string | null;
  name: string;
  validFrom: number | null;
  validTo: number | null;
}

export interface PlateHit<L extends MatchableList = MatchableList, E extends MatchableEntry = MatchableEntry> {
  list: L;
  entry: E;
}

/** The hits, one per list (a list's first entry in force for the plate), alarms first. */
export function matchPlate<L extends MatchableList, E extends MatchableEntry>(
  read: { cameraId: string; text: string; time: number },
  lists: readonly L[],
  entries: readonly E[],
): PlateHit<L, E>[] {
  const key = plateKey(read.text);
  if (!key) return [];
  const hits: PlateHit<L, E>[] = [];
  for (const list of lists) {
    if (!list.enabled || list.kind !== 'licensePlate') continue;
    if (list.cameras && !list.cameras.has(read.cameraId)) continue;
    const entry = entries.find(
      (e) => e.watchlistId === list.id && e.plate !== null && plateKey(e.plate) === key && isValidAt(e, read.time),
    );
    if (entry) hits.push({ list, entry });
  }
  return hits.sort((a, b) => rank(a.list.action) - rank(b.list.action) || a.list.name.localeCompare(b.list.name));
}

const rank = (action: WatchlistAction) => (action === 'alarm' ? 0 : 1);
