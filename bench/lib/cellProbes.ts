/** Page-side probes of the console's camera cells (`[data-testid=camera-cell]` with data-status,
 *  data-mode, data-device-id, data-first-frame-ms and the data-frames-* counters): a timed camera
 *  drop and a reading of every cell. Passed to page.evaluate, so they define no named functions
 *  inside (tsx would wrap those in a helper the page does not have). */

export interface CellDrop {
  /** Index among the page's camera cells, in document order. */
  cell: number;
  camera: { id: string; name: string; time?: number };
  timeoutMs: number;
  /** SAME_VALUE_GRACE_MS (the page cannot read this module's constants). */
  graceMs: number;
}

export interface DropTiming {
  /** The cell's data-first-frame-ms: the player's own time from the play request to the first
   *  painted frame. */
  firstFrameMs: number;
  /** From just before the drop event to the DOM change that showed the new first-frame time;
   *  null when the value could not be told from the previous one (settledBy 'grace'). */
  dropToVisibleMs: number | null;
  /** How the value was known to belong to this drop: the attribute was cleared first ('reset'),
   *  it changed ('change'), or it kept the previous value while the cell went back to PLAY and a
   *  grace period passed, doubled when no INITIALIZING was seen ('grace': the same figure again). */
  settledBy: 'reset' | 'change' | 'grace';
}

/** Long enough for a cell that refreshes its attributes about once a second to show the new
 *  request's first frame. */
export const SAME_VALUE_GRACE_MS = 3_000;

/** Drops the camera on the middle of the cell, as a mouse drop would, and waits until the cell
 *  reports the first painted frame of the play request the drop caused. */
export async function dropAndTimeFirstFrame(args: CellDrop): Promise<DropTiming> {
  const selector = '[data-testid="camera-cell"]';
  const cell = document.querySelectorAll<HTMLElement>(selector)[args.cell];
  if (!cell) throw new Error(`No camera cell ${args.cell}`);
  const grace = args.graceMs;
  const before = cell.dataset.firstFrameMs ?? '';
  const changes: Array<{ at: number; name: string; value: string }> = [];
  const observer = new MutationObserver((records) => {
    const at = performance.now();
    for (const record of records) {
      const name = record.attributeName ?? '';
      changes.push({ at, name, value: (record.target as HTMLElement).getAttribute(name) ?? '' });
    }
  });
  const watch = { attributes: true, attributeFilter: ['data-first-frame-ms', 'data-status'] };
  observer.observe(cell, watch);
  const box = cell.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const target = hit && cell.contains(hit) ? hit : cell;
  const data = new DataTransfer();
  data.setData('application/x-vantage-camera', JSON.stringify({ type: 'camera', ...args.camera }));
  data.setData('text/plain', args.camera.name);
  let current = cell;
  const t0 = performance.now();
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    }
    let sawReset = false;
    let sawInitializing = false;
    let playingWithoutFigureSince: number | null = null;
    while (performance.now() - t0 < args.timeoutMs) {
      await new Promise((next) => requestAnimationFrame(next));
      const now = performance.now();
      // The cell's element may be replaced when it re-renders (an empty cell gets a camera).
      const found = document.querySelectorAll<HTMLElement>(selector)[args.cell] ?? cell;
      if (found !== current) {
        current = found;
        observer.observe(current, watch);
      }
      const value = current.dataset.firstFrameMs ?? '';
      const status = current.dataset.status ?? '';
      if (value === '' || changes.some((c) => c.name === 'data-first-frame-ms' && c.value === '')) sawReset = true;
      if (status === 'INITIALIZING' || changes.some((c) => c.name === 'data-status' && c.value === 'INITIALIZING')) {
        sawInitializing = true;
      }
      if (current.getAttribute('data-first-frame-ms') === null && status === 'PLAY') {
        playingWithoutFigureSince ??= now;
        if (now - playingWithoutFigureSince > grace) {
          throw new Error('The camera cell plays but carries no data-first-frame-ms attribute');
        }
      }
      if (value === '' || current.dataset.deviceId !== args.camera.id) continue;
      const shownAt = changes.find((c) => c.name === 'data-first-frame-ms' && c.value === value)?.at ?? now;
      if (sawReset || value !== before) {
        return { firstFrameMs: Number(value), dropToVisibleMs: shownAt - t0, settledBy: sawReset ? 'reset' : 'change' };
      }
      if (status === 'PLAY' && now - t0 > (sawInitializing ? grace : 2 * grace)) {
        return { firstFrameMs: Number(value), dropToVisibleMs: null, settledBy: 'grace' };
      }
    }
    throw new Error(
      `Cell ${args.cell} showed no first frame of ${args.camera.id} within ${args.timeoutMs} ms ` +
        `(status ${current.dataset.status}, first frame '${current.dataset.firstFrameMs ?? ''}', ` +
        `device ${current.dataset.deviceId})`,
    );
  } finally {
    observer.disconnect();
  }
}

export interface CellReading {
  deviceId: string;
  status: string;
  mode: string;
  firstFrameMs: string;
  /** NaN where the cell does not carry the counter. */
  decoded: number;
  painted: number;
  dropped: number;
}

export function readCells(): CellReading[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')].map((cell) => ({
    deviceId: cell.dataset.deviceId ?? '',
    status: cell.dataset.status ?? '',
    mode: cell.dataset.mode ?? '',
    firstFrameMs: cell.dataset.firstFrameMs ?? '',
    decoded: Number(cell.dataset.framesDecoded ?? Number.NaN),
    painted: Number(cell.dataset.framesPainted ?? Number.NaN),
    dropped: Number(cell.dataset.framesDropped ?? Number.NaN),
  }));
}

/** For waitForFunction: at least `count` camera cells, each with a first painted frame (or, for a
 *  cell without data-first-frame-ms, in PLAY). */
export function cellsShowingVideo(count: number): boolean {
  const cells = [...document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')];
  return (
    cells.length >= count &&
    cells.every((cell) =>
      cell.hasAttribute('data-first-frame-ms') ? cell.dataset.firstFrameMs !== '' : cell.dataset.status === 'PLAY',
    )
  );
}
