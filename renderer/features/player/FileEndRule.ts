/** The file rule of spec 2 §4 End events: over the file transport, an end of archive does not stop
 *  the player — it continues until 30 s after the last key time, asking the platform again every
 *  few seconds, as the avatar's next file may still be on its way (issue 31). New pictures start
 *  the count afresh; a player that never had a keyframe, or plays backwards, stops at once. */

/** How far past the last key time the file transport goes on. */
export const FILE_CONTINUE_MS = 30_000;
/** How often the platform is asked again meanwhile. */
export const FILE_RETRY_MS = 2_000;

export interface FileEndInput {
  /** now() of the end of archive. */
  now: number;
  /** Media time of the last keyframe received. */
  lastKeyPts: number | null;
  /** Media time of the picture on screen. */
  shownPts: number | null;
  speed: number;
}

export class FileEndRule {
  /** now() at which the continuation ends; null while pictures come. */
  private until: number | null = null;
  /** The picture on screen when the count started: a later one is news. */
  private countedFrom: number | null = null;

  /** An end of archive: ms to wait before asking again, or null to stop with it. */
  endOfArchive(input: FileEndInput): number | null {
    if (input.speed <= 0) return null;
    if (this.until === null) {
      if (input.lastKeyPts === null) return null;
      const shown = input.shownPts ?? input.lastKeyPts;
      // Media time left to the end of the continuation, played at the current speed.
      const left = Math.max(0, input.lastKeyPts + FILE_CONTINUE_MS - shown);
      this.until = input.now + left / input.speed;
      this.countedFrom = shown;
    }
    const left = this.until - input.now;
    return left > 0 ? Math.min(FILE_RETRY_MS, left) : null;
  }

  /** A picture was shown: one past the count's start means the archive went on. */
  shown(pts: number): void {
    if (this.countedFrom !== null && pts > this.countedFrom) this.reset();
  }

  reset(): void {
    this.until = null;
    this.countedFrom = null;
  }
}
