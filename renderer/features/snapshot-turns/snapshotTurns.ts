/** Camera pictures shown as images (the Device List's thumbnails, the VMX's displays) take turns:
 *  at most SNAPSHOT_LOADS_AT_ONCE load at a time. Each holds one of the browser's six connections
 *  to the platform while the platform decodes its picture: the nine of the Device List at once
 *  held all six for 8–16 s on a slow machine, and the queries of the camera the operator had just
 *  dropped on a cell waited behind them (its cell never left Initializing). */
import pLimit from 'p-limit';
import { useEffect, useState } from 'react';
import { SnapshotPlace, type SnapshotTurn } from './snapshotPlace';

export const SNAPSHOT_LOADS_AT_ONCE = 2;

const limit = pLimit(SNAPSHOT_LOADS_AT_ONCE);

/** Calls `start` at its turn. The returned `finish` ends the turn (its image loaded or failed) or
 *  gives it up before it comes (the image went away). */
export function takeSnapshotTurn(start: () => void): () => void {
  let finished = false;
  let finish = () => {
    finished = true;
  };
  const over = new Promise<void>((resolve) => {
    finish = () => {
      finished = true;
      resolve();
    };
  });
  void limit(() => {
    if (!finished) start();
    return over;
  });
  return finish;
}

/** Takes a turn for each `stamp` while `wanted`; null before the first. The image keeps its place in
 *  line while newer stamps come (SnapshotPlace), so a slow platform is asked for the newest picture
 *  only and every image has its turn. */
export function useSnapshotTurn(stamp: number, wanted = true): SnapshotTurn | null {
  const [turn, setTurn] = useState<SnapshotTurn | null>(null);
  const [place] = useState(() => new SnapshotPlace(takeSnapshotTurn, setTurn));
  useEffect(() => {
    if (wanted) place.want(stamp);
  }, [place, stamp, wanted]);
  useEffect(() => (wanted ? () => place.leave() : undefined), [place, wanted]);
  return turn;
}
