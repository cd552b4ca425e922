/** Camera pictures shown as images (the Device List's thumbnails, the VMX's displays) take turns:
 *  at most SNAPSHOT_LOADS_AT_ONCE load at a time. Each holds one of the browser's six connections
 *  to the platform while the platform decodes its picture: the nine of the Device List at once
 *  held all six for 8–16 s on a slow machine, and the queries of the camera the operator had just
 *  dropped on a cell waited behind them (its cell never left Initializing). */
import pLimit from 'p-limit';
import { useEffect, useState } from 'react';

export const SNAPSHOT_LOADS_AT_ONCE = 2;

const limit = pLimit(SNAPSHOT_LOADS_AT_ONCE);

/** Calls `start` at its turn. The returned `finish` ends the turn (its image loaded or failed) or
 *  gives it up before it comes (the image went away or asks for a newer picture). */
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

/** An image's turn: `stamp` is the picture it may load now (an older one while a newer one waits,
 *  so the picture shown stays until its successor loads); `done` goes to the image's load and
 *  error handlers. */
export interface SnapshotTurn {
  stamp: number;
  done: () => void;
}

/** Takes a turn for each `stamp` while `wanted`; null before the first. A newer stamp gives up the
 *  older one's turn if it has not come yet, so a slow platform is asked for the newest picture only. */
export function useSnapshotTurn(stamp: number, wanted = true): SnapshotTurn | null {
  const [turn, setTurn] = useState<SnapshotTurn | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    const finish = takeSnapshotTurn(() => setTurn({ stamp, done: finish }));
    return finish;
  }, [stamp, wanted]);
  return turn;
}
