/** Saved camera-cell state (spec 2 §3 Camera widget saved state: id, viewId, index, deviceId,
 *  name, time): which camera each cell of each view shows, kept per user and realm in
 *  localStorage so a reload shows the same cameras at the same archive time. */

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

type Cells = Record<string, SavedCameraCell>;

const listeners = new Set<() => void>();
const cache = new Map<string, Cells>();

function storageKey(scope: string): string {
  return `vantage.cameraCells.${scope}`;
}

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

function read(scope: string): Cells {
  const cached = cache.get(scope);
  if (cached) return cached;
  let cells: Cells = {};
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(scope)) ?? '{}');
    if (parsed && typeof parsed === 'object') {
      cells = Object.fromEntries(Object.entries(parsed).filter(([, value]) => isSavedCell(value))) as Cells;
    }
  } catch {
    // A damaged entry is dropped: the cells start empty rather than failing the view.
  }
  cache.set(scope, cells);
  return cells;
}

function write(scope: string, cells: Cells): void {
  cache.set(scope, cells);
  try {
    window.localStorage.setItem(storageKey(scope), JSON.stringify(cells));
  } catch (error) {
    console.warn('Could not store the camera cells', error);
  }
  for (const listener of [...listeners]) listener();
}

/** The store is kept per user and realm: another user or realm on the same browser starts empty. */
export function cameraCellScope(userId: string, realmId: string): string {
  return `${userId}@${realmId}`;
}

/** `scope` comes from cameraCellScope. */
export function readCameraCell(scope: string, address: CameraCellAddress): SavedCameraCell | null {
  return read(scope)[cellKey(address)] ?? null;
}

export function saveCameraCell(scope: string, address: CameraCellAddress, cell: SavedCameraCell | null): void {
  const cells = { ...read(scope) };
  const key = cellKey(address);
  if (cell) cells[key] = cell;
  else delete cells[key];
  write(scope, cells);
}

export function subscribeCameraCells(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops the in-memory copy (tests, and after another tab changed storage). */
export function resetCameraCellCache(): void {
  cache.clear();
  for (const listener of [...listeners]) listener();
}
