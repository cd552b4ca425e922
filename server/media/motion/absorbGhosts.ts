/** Takes ghosts back into a motion scorer's learnt background (issue 31 analytics overlay): a
 *  detector started while an object was in the picture learnt it as background, so once the object
 *  has gone its empty place stands out from what was learnt and would be boxed for as long as the
 *  background takes to follow. Such a patch is told from an object that has stopped by where its
 *  edges are: an object's outline is in the picture (it differs from the scene around it), a
 *  ghost's only in the learnt background (the picture there now continues the scene around it).
 *  A patch is judged once all of it has stood out for GHOST_STANDING_MS: a moving object's leading
 *  edge has only just begun to, so an object is judged only once it has stopped, and one that has
 *  parked keeps its box until the background has slowly learnt it. Whether the picture inside a
 *  patch still changes is not asked: behind a ghost a busy scene goes on moving. */

/** How long all of a patch has stood out before it is judged: a box where something has just
 *  left is fair for a moment. */
export const GHOST_STANDING_MS = 1_000;

export interface GhostScene {
  width: number;
  height: number;
  /** The picture now, one grey level a cell. */
  frame: Uint8Array;
  /** The learnt background; a ghost's cells are set to the picture. */
  background: Float32Array;
  /** 1 where the cell stands out from the background; a ghost's cells are cleared. */
  standing: Uint8Array;
  /** Since when each standing cell has stood out without a break, ms. */
  standingSince: Float64Array;
  now: number;
}

export function absorbGhosts(scene: GhostScene): void {
  const { width, height, frame, background, standing, standingSince, now } = scene;
  const seen = new Uint8Array(standing.length);
  for (let start = 0; start < standing.length; start += 1) {
    if (!standing[start] || seen[start]) continue;
    const patch = patchFrom(start, standing, seen, width, height);
    if (patch.some((cell) => !(now - (standingSince[cell] ?? now) >= GHOST_STANDING_MS))) continue;
    // The patch's outline: each of its cells against each neighbour that does not stand out.
    let inPicture = 0;
    let inBackground = 0;
    let pairs = 0;
    for (const cell of patch) {
      for (const n of neighbours(cell, width, height)) {
        if (standing[n]) continue;
        inPicture += Math.abs((frame[cell] ?? 0) - (frame[n] ?? 0));
        inBackground += Math.abs((background[cell] ?? 0) - (background[n] ?? 0));
        pairs += 1;
      }
    }
    // A patch with no scene around it (the whole picture) says nothing about where its edges are.
    if (pairs === 0 || inPicture >= inBackground) continue;
    for (const cell of patch) {
      background[cell] = frame[cell] ?? 0;
      standing[cell] = 0;
    }
  }
}

/** The 4-connected patch of standing cells that `start` belongs to. */
function patchFrom(start: number, standing: Uint8Array, seen: Uint8Array, width: number, height: number): number[] {
  const patch: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    patch.push(cell);
    for (const n of neighbours(cell, width, height)) {
      if (standing[n] && !seen[n]) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  return patch;
}

function neighbours(cell: number, width: number, height: number): number[] {
  const x = cell % width;
  const y = (cell - x) / width;
  const out: number[] = [];
  if (x > 0) out.push(cell - 1);
  if (x < width - 1) out.push(cell + 1);
  if (y > 0) out.push(cell - width);
  if (y < height - 1) out.push(cell + width);
  return out;
}
