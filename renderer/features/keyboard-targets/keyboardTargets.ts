/** The places shortcuts act on (issue 30): each camera cell registers its element with the commands
 *  it takes, and a PTZ panel registers the movement it drives; the key handler finds the ones the
 *  focus is in. Features register through useKeyboardCell and useKeyboardPtz, so the keyboard
 *  feature knows no player and no PTZ call. */

/** What a shortcut asks a camera cell to do. */
export type CellCommand =
  | 'playPause'
  | 'shuttleBack'
  | 'shuttlePause'
  | 'shuttleForward'
  | 'live'
  | 'frameBack'
  | 'frameForward'
  | 'fullscreen';

export interface KeyboardCell {
  /** The camera the cell shows, or null. */
  camera(): { id: string; name: string } | null;
  /** What the cell plays now: live, archive, or nothing. */
  mode(): 'live' | 'archive' | null;
  run(command: CellCommand): void;
  /** Whether the cell takes a camera sent to it (its widget lets the source be replaced). */
  canAssign(): boolean;
  /** Plays this camera in the cell. */
  assign(camera: { id: string; name: string }): void;
  /** Plays the cell's camera in the archive from this time (ms); false without a camera. */
  goToTime(time: number): boolean;
}

/** A PTZ panel's movement: a speed per axis while a key is held, then a stop. */
export interface KeyboardPtz {
  move(vector: { pan?: number; tilt?: number; zoom?: number }): void;
  release(): void;
}

const cells = new Map<HTMLElement, KeyboardCell>();
const ptzPanels = new Map<HTMLElement, KeyboardPtz>();

export function registerKeyboardCell(element: HTMLElement, cell: KeyboardCell): () => void {
  cells.set(element, cell);
  return () => {
    if (cells.get(element) === cell) cells.delete(element);
  };
}

export function registerKeyboardPtz(element: HTMLElement, ptz: KeyboardPtz): () => void {
  ptzPanels.set(element, ptz);
  return () => {
    if (ptzPanels.get(element) === ptz) ptzPanels.delete(element);
  };
}

export interface CellTarget {
  element: HTMLElement;
  cell: KeyboardCell;
}

/** The cell holding this element (the focus), if any. */
export function cellAt(element: Element | null): CellTarget | null {
  for (let node = element; node; node = node.parentElement) {
    const cell = cells.get(node as HTMLElement);
    if (cell) return { element: node as HTMLElement, cell };
  }
  return null;
}

/** The PTZ panel open inside a cell. */
export function ptzIn(cellElement: HTMLElement): KeyboardPtz | null {
  for (const [element, ptz] of ptzPanels) if (element.isConnected && cellElement.contains(element)) return ptz;
  return null;
}

/** The cells on screen in reading order: cell 1 is the first of the shown view. */
export function cellsOnScreen(): CellTarget[] {
  return [...cells]
    .filter(([element]) => element.isConnected && element.getClientRects().length > 0)
    .sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(([element, cell]) => ({ element, cell }));
}
