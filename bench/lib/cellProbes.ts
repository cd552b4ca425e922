/** Page-side probes of the console's camera cells (`[data-testid=camera-cell]` with data-status,
 *  data-mode, data-device-id, data-first-frame-ms and the data-frames-* counters): a timed camera
 *  drop and a reading of every cell. Passed to page.evaluate, so they define no named functions
 *  inside (tsx would wrap those in a helper the page does not have). */

export interface CellDrop {
  /** Index among the page's camera cells, in document order. */
  cell: number;
  camera: { id: string; name: string; time?: number };
  timeoutMs: number;
}

export interface DropTiming {
  /** The cell's data-first-frame-ms: the player's own time from the play request to the first
   *  painted frame. */
  firstFrameMs: number;
  /** From just before the drop event to the DOM change that showed the new first-frame time. */
  dropToVisibleMs: number;
  /** Whether the cell cleared its first-frame time after the drop (else the value changed). */
  sawReset: boolean;
}

/** Drops the camera on the middle of the cell, as a mouse drop would, and waits until the cell
 *  reports the first painted frame of the play request the drop caused. */
export async function dropAndTimeFirstFrame(args: CellDrop): Promise<DropTiming> {
  const cell = document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')[args.cell];
  if (!cell) throw new Error(`No camera cell ${args.cell}`);
  const before = cell.dataset.firstFrameMs ?? '';
  const changes: Array<{ at: number; value: string }> = [];
  const observer = new MutationObserver(() =>
    changes.push({ at: performance.now(), value: cell.dataset.firstFrameMs ?? '' }),
  );
  observer.observe(cell, { attributes: true, attributeFilter: ['data-first-frame-ms'] });
  const box = cell.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const target = hit && cell.contains(hit) ? hit : cell;
  const data = new DataTransfer();
  data.setData('application/x-vantage-camera', JSON.stringify({ type: 'camera', ...args.camera }));
  data.setData('text/plain', args.camera.name);
  const t0 = performance.now();
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    }
    let sawReset = false;
    while (performance.now() - t0 < args.timeoutMs) {
      await new Promise((next) => requestAnimationFrame(next));
      // The cell's element may be replaced when it re-renders (an empty cell gets a camera).
      const now = document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')[args.cell] ?? cell;
      const value = now.dataset.firstFrameMs ?? '';
      if (value === '' || changes.some((change) => change.value === '')) sawReset = true;
      if (value !== '' && now.dataset.deviceId === args.camera.id && (sawReset || value !== before)) {
        const shown = changes.find((change) => change.value === value)?.at ?? performance.now();
        return { firstFrameMs: Number(value), dropToVisibleMs: shown - t0, sawReset };
      }
    }
    throw new Error(
      `Cell ${args.cell} showed no first frame of ${args.camera.id} within ${args.timeoutMs} ms ` +
        `(status ${cell.dataset.status}, first frame '${cell.dataset.firstFrameMs ?? ''}', ` +
        `device ${cell.dataset.deviceId})`,
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

/** For waitForFunction: at least `count` camera cells, each with a first painted frame. */
export function cellsShowingVideo(count: number): boolean {
  const cells = [...document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')];
  return cells.length >= count && cells.every((cell) => (cell.dataset.firstFrameMs ?? '') !== '');
}
