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
  /** The statistics panel's 'Time to first frame' label, read when the cell lacks the attribute. */
  statsFirstFrameLabel: string;
}

export interface DropTiming {
  /** The player's own time from the play request to the first painted frame: the cell's
   *  data-first-frame-ms, else its statistics panel's 'Time to first frame' (whole ms). */
  firstFrameMs: number;
  /** From just before the drop event to the DOM change that showed the new first-frame time;
   *  null when the value could not be told from the previous one (settledBy 'grace'). */
  dropToVisibleMs: number | null;
  /** How the value was known to belong to this drop: it was cleared first ('reset'), it changed
   *  ('change'), or it kept the previous value while the cell went back to PLAY and a grace
   *  period passed, doubled when no INITIALIZING was seen ('grace': the same figure again). */
  settledBy: 'reset' | 'change' | 'grace';
  source: 'attribute' | 'statsPanel';
  /** Where that time went (issue 37): the cell's data-first-frame-stages, e.g.
   *  'received:0.4 sent:1.2 … painted:31.0' (ms since the request); empty without it. */
  stages: string;
}

/** Long enough for a cell that refreshes its figures about once a second to show the new
 *  request's first frame. */
export const SAME_VALUE_GRACE_MS = 3_000;

/** Drops the camera on the middle of the cell, as a mouse drop would, and waits until the cell
 *  reports the first painted frame of the play request the drop caused. */
export async function dropAndTimeFirstFrame(args: CellDrop): Promise<DropTiming> {
  const selector = '[data-testid="camera-cell"]';
  const cell = document.querySelectorAll<HTMLElement>(selector)[args.cell];
  if (!cell) throw new Error(`No camera cell ${args.cell}`);
  const grace = args.graceMs;
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
  let current = cell;
  let dropped = false;
  let before = '';
  let t0 = performance.now();
  let sawReset = false;
  let sawInitializing = false;
  try {
    while (!dropped || performance.now() - t0 < args.timeoutMs) {
      if (dropped) await new Promise((next) => requestAnimationFrame(next));
      const now = performance.now();
      // The cell's element may be replaced when it re-renders (an empty cell gets a camera).
      const found = document.querySelectorAll<HTMLElement>(selector)[args.cell] ?? cell;
      if (found !== current) {
        current = found;
        observer.observe(current, watch);
      }
      const attribute = current.getAttribute('data-first-frame-ms');
      let value = attribute ?? '';
      let panel = false;
      if (attribute === null) {
        for (const term of current.querySelectorAll('dt')) {
          if (term.textContent?.trim() !== args.statsFirstFrameLabel) continue;
          panel = true;
          value = /^\d+(\.\d+)?/.exec(term.nextElementSibling?.textContent?.trim() ?? '')?.[0] ?? '';
        }
      }
      const status = current.dataset.status ?? '';
      if (!dropped) {
        before = value;
        const box = current.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const target = hit && current.contains(hit) ? hit : current;
        const data = new DataTransfer();
        data.setData('application/x-vantage-camera', JSON.stringify({ type: 'camera', ...args.camera }));
        data.setData('text/plain', args.camera.name);
        t0 = performance.now();
        for (const type of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
        }
        dropped = true;
        continue;
      }
      if (attribute === null && !panel && status === 'PLAY' && now - t0 > grace) {
        throw new Error('The camera cell plays but shows no first-frame time (no attribute, no statistics panel)');
      }
      if (value === '' || changes.some((c) => c.name === 'data-first-frame-ms' && c.value === '')) sawReset = true;
      if (status === 'INITIALIZING' || changes.some((c) => c.name === 'data-status' && c.value === 'INITIALIZING')) {
        sawInitializing = true;
      }
      if (value === '' || current.dataset.deviceId !== args.camera.id) continue;
      const source = panel ? 'statsPanel' : 'attribute';
      if (sawReset || value !== before) {
        const shownAt = changes.find((c) => c.name === 'data-first-frame-ms' && c.value === value)?.at ?? now;
        const settledBy = sawReset ? 'reset' : 'change';
        const stages = current.getAttribute('data-first-frame-stages') ?? '';
        return { firstFrameMs: Number(value), dropToVisibleMs: shownAt - t0, settledBy, source, stages };
      }
      if (status === 'PLAY' && now - t0 > (sawInitializing ? grace : 2 * grace)) {
        const stages = current.getAttribute('data-first-frame-stages') ?? '';
        return { firstFrameMs: Number(value), dropToVisibleMs: null, settledBy: 'grace', source, stages };
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

/** Drops a camera on the middle of a cell, untimed (to give an empty cell its first camera). */
export function dropCamera(args: Pick<CellDrop, 'cell' | 'camera'>): void {
  const cell = document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')[args.cell];
  if (!cell) throw new Error(`No camera cell ${args.cell}`);
  const box = cell.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const data = new DataTransfer();
  data.setData('application/x-vantage-camera', JSON.stringify({ type: 'camera', ...args.camera }));
  data.setData('text/plain', args.camera.name);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true });
    (hit && cell.contains(hit) ? hit : cell).dispatchEvent(event);
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
  /** The cell says it decodes keyframes only (issue 17). */
  keyframesOnly: boolean;
  /** The cell says its picture is behind live (issue 37). */
  behindLive: boolean;
  /** The cell's notice or error line, if any (why a tile is not playing). */
  message: string;
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
    keyframesOnly: cell.querySelector('[data-testid="keyframes-only"]') !== null,
    behindLive: cell.querySelector('[data-testid="behind-live"]') !== null,
    message: cell.querySelector('.vt-cell__error, .vt-cell__notice[role="status"]')?.textContent?.trim() ?? '',
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
