/** One image's place in the line of camera pictures (snapshotTurns.ts). The image keeps its place
 *  while newer pictures are asked of it: at its turn it loads the newest one. Taking a new place
 *  for each newer picture sent it to the back of the line, and where loads are slower than the
 *  pictures' refresh, an image behind the first few never had a turn (a VMX's third display stayed
 *  black on a busy platform, its two first displays refreshed by turns). A picture asked for while
 *  the image loads the one before waits for that load and then goes to the back, so every image
 *  has its turn before any has two. */

/** An image's turn: `stamp` is the picture it may load now (an older one while a newer one waits,
 *  so the picture shown stays until its successor loads); `done` goes to the image's load and
 *  error handlers. */
export interface SnapshotTurn {
  stamp: number;
  done: () => void;
}

type TakeTurn = (start: () => void) => () => void;

export class SnapshotPlace {
  /** The newest stamp asked for that no turn has loaded yet. */
  private asked: number | null = null;
  /** Ends the turn this image holds, waiting in line or loading. */
  private finish: (() => void) | null = null;

  constructor(
    private readonly takeTurn: TakeTurn,
    private readonly show: (turn: SnapshotTurn) => void,
  ) {}

  /** Asks for the picture at `stamp`: now if the image is not in line, else at its next turn. */
  want(stamp: number): void {
    this.asked = stamp;
    if (!this.finish) this.line();
  }

  /** Gives up the place (the image went away). */
  leave(): void {
    this.finish?.();
    this.finish = null;
    this.asked = null;
  }

  private line(): void {
    const finish = this.takeTurn(() => {
      const stamp = this.asked;
      this.asked = null;
      if (stamp === null) this.done(finish);
      else this.show({ stamp, done: () => this.done(finish) });
    });
    this.finish = finish;
  }

  private done(finish: () => void): void {
    // A turn given up already, or a second call from the same image, ends nothing more.
    if (this.finish !== finish) return;
    finish();
    this.finish = null;
    if (this.asked !== null) this.line();
  }
}
