/** Saved camera-cell state (spec 2 §3 Camera widget saved state: id, viewId, index, deviceId,
 *  name, time): which camera each cell of each view shows, kept per user and realm in
 *  localStorage ('vantage.cameraCells.{user}@{realm}') so a reload shows the same cameras at the
 *  same archive time. */
import { atom, jsonCodec, localStorageAtomFamily, type StateStore } from '../../state';

export interface SavedCameraCell {
  deviceId: string;
  name: string;
  /** Archive time (ms) or null for live. */
  time: number | null;
}

export interface CameraCellAddress {
  viewId: string;
  /** The widget's instance id (its layout cell). */
  widgetId: string;
  /** The cell inside a multi-cell widget (2x2, 1x3), 0 otherwise. */
  index: number;
}

type Cells = Readonly<Record<string, SavedCameraCell>>;

const NO_CELLS: Cells = Object.freeze({});

function cellKey(address: CameraCellAddress): string {
  return `${address.viewId}/${address.widgetId}/${address.index}`;
}

function isSavedCell(value: unknown): value is SavedCameraCell {
  if (!value || typeof value !== 'object') return false;
  const cell = value as Record<string, unknown>;
  return (
    typeof cell.deviceId === 'string' &&
    cell.deviceId !== '' &&
    typeof cell.name === 'string' &&
    (cell.time === null || (typeof cell.time === 'number' && Number.isFinite(cell.time)))
  );
}

/** A damaged entry is dropped: the cells start without it rather than failing the view. */
const cellsCodec = jsonCodec<Cells>((parsed) =>
  parsed && typeof parsed === 'object'
    ? (Object.fromEntries(Object.entries(parsed).filter(([, value]) => isSavedCell(value))) as Cells)
    : undefined,
);

/** The store is kept per user and realm: another user or realm on the same browser starts empty. */
export function cameraCellScope(userId: string, realmId: string): string {
  return `${userId}@${realmId}`;
}

/** Every saved cell of one scope (from cameraCellScope). */
export const cameraCellsAtom = localStorageAtomFamily(
  (scope: string) => `vantage.cameraCells.${scope}`,
  NO_CELLS,
  cellsCodec,
);

/** One cell's saved camera (null for none); writing null clears it and keeps the others. The
 *  value keeps its identity while other cells change, so only the cell that changed re-renders. */
export function cameraCellAtom(scope: string, address: CameraCellAddress) {
  const cells = cameraCellsAtom(scope);
  const key = cellKey(address);
  return atom(
    (get) => get(cells)[key] ?? null,
    (get, set, cell: SavedCameraCell | null) => {
      const next = { ...get(cells) };
      if (cell) next[key] = cell;
      else delete next[key];
      set(cells, next);
    },
  );
}

/** A cell's saved camera read outside React (a view's validation before saving). */
export function readCameraCell(store: StateStore, scope: string, address: CameraCellAddress): SavedCameraCell | null {
  return store.get(cameraCellsAtom(scope))[cellKey(address)] ?? null;
}
