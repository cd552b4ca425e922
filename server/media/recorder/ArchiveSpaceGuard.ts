/** Watches the free space of the archive volume (statfs) and prunes the oldest recordings before
 *  writing fails; reports the volume as short of space for the system status (spec 1 §8: 'Missing
 *  local disk space for …') while recordings are deleted ahead of their retention time.
 *
 *  Pruning itself needs room: its transaction writes to the database (SQLite's write-ahead log
 *  grows with it when the database shares the volume) before a file may be deleted, as the index
 *  must never point at a missing file. A volume filled to the last byte (other data, or writes
 *  faster than the checks) would refuse that commit, and nothing could ever be freed. So a few MB
 *  are kept taken in a reserve file of their own, given back just before a pruning that finds the
 *  volume that full, and taken again once pruning has made room (issue 16, Disk). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import type { Logger } from '../../kernel/Logger';
import { pruneOldestSegments } from './pruneOldestSegments';

/** Free space kept by default: 1 GiB, or 5 % of a smaller volume. */
export const DEFAULT_MIN_FREE_BYTES = 1024 ** 3;
const DEFAULT_MIN_FREE_SHARE = 0.05;
/** How often the free space is read; a failed write also triggers a check at once. */
export const SPACE_CHECK_MS = 5_000;
/** Pruning goes on until this much more than the minimum is free, so it does not run on every check. */
const HEADROOM_SHARE = 0.25;
/** The reserve kept for the pruning transaction: 64 MiB, or a quarter of a smaller minimum (what
 *  pruning frees beyond the minimum, so taking it again never starts another pruning). */
export const DEFAULT_RESERVE_BYTES = 64 * 1024 ** 2;
export const RESERVE_FILE = '.prune-reserve';
/** Written in pieces of this size, of random bytes: a compressing file system stores zeros in
 *  nothing, and the reserve would reserve nothing. */
const RESERVE_CHUNK_BYTES = 1024 ** 2;

export interface ArchiveSpaceOptions {
  /** Prune when less than this is free (default: 1 GiB, at most 5 % of the volume). */
  minFreeBytes?: number | undefined;
  checkEveryMs?: number | undefined;
  /** How long the volume counts as short after the last pruning or failed write. */
  shortForMs: number;
}

export interface ArchiveSpaceState {
  /** Recordings are deleted before their retention time, or writing failed, or space is below the minimum. */
  short: boolean;
  freeBytes: number;
  minFreeBytes: number;
  /** Segments deleted for space since the start. */
  prunedSegments: number;
  /** When recordings were last deleted for space, ms since the epoch. */
  lastPruneAt: number | undefined;
  /** Bytes the reserve file holds now (0 while given back). */
  reserveBytes: number;
}

interface Volume {
  free: number;
  size: number;
}

export class ArchiveSpaceGuard {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private volume: Volume | undefined;
  private prunedSegments = 0;
  private lastPruneAt: number | undefined;
  private lastWriteFailureAt: number | undefined;
  private readonly reservePath: string;

  constructor(
    private readonly archiveDir: string,
    private readonly index: ArchiveIndexRepository,
    /** Runs the pruning between index commits (IndexWriter.exclusive). */
    private readonly exclusive: <T>(work: () => Promise<T>) => Promise<T>,
    private readonly log: Logger,
    private readonly options: ArchiveSpaceOptions,
  ) {
    this.reservePath = path.join(archiveDir, RESERVE_FILE);
  }

  start(): void {
    fs.mkdirSync(this.archiveDir, { recursive: true });
    this.timer ??= setInterval(() => void this.check(), this.options.checkEveryMs ?? SPACE_CHECK_MS);
    this.timer.unref();
    void this.check();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** A recorder or the index could not write (disk full): prune now rather than at the next tick. */
  writeFailed(): void {
    this.lastWriteFailureAt = Date.now();
    void this.check();
  }

  /** Reads the free space and prunes the oldest segments while it is under the minimum; serialised. */
  check(): Promise<void> {
    this.running = this.running
      .then(() => this.checkNow())
      .catch((err: Error) => {
        this.log.error(`archive space check failed: ${err.message}`);
      });
    return this.running;
  }

  /** The volume as of the last check (read now when no check ran yet). */
  async state(now = Date.now()): Promise<ArchiveSpaceState | undefined> {
    const volume = this.volume ?? (await this.read());
    if (!volume) return undefined;
    const minFreeBytes = this.minFree(volume);
    const recently = (at: number | undefined) => at !== undefined && now - at < this.options.shortForMs;
    return {
      short: volume.free < minFreeBytes || recently(this.lastPruneAt) || recently(this.lastWriteFailureAt),
      freeBytes: volume.free,
      minFreeBytes,
      prunedSegments: this.prunedSegments,
      lastPruneAt: this.lastPruneAt,
      reserveBytes: await this.reserveHeld(),
    };
  }

  private async checkNow(): Promise<void> {
    const volume = await this.read();
    if (!volume) return;
    const minFree = this.minFree(volume);
    if (volume.free >= minFree) return this.keepReserve(volume);
    const reserve = this.reserveSize(volume);
    const pruned = await this.exclusive(async () => {
      // So full that the pruning's own commit may find no room: the reserve gives it some, here
      // where no index commit runs to take it first.
      if (volume.free < reserve) await this.releaseReserve();
      // Room for the reserve too, when it was given back (or never fitted).
      const target = minFree * (1 + HEADROOM_SHARE) + reserve - (await this.reserveHeld());
      return pruneOldestSegments(this.index, this.archiveDir, async () => ((await this.read())?.free ?? 0) >= target);
    });
    const after = await this.read();
    if (after) await this.keepReserve(after);
    if (pruned.segments === 0) {
      this.log.warn(`archive volume short of space (${mb(volume.free)} MB free) and no closed recording to delete`);
      return;
    }
    this.prunedSegments += pruned.segments;
    this.lastPruneAt = Date.now();
    this.log.warn(
      `archive volume short of space: ${pruned.segments} oldest segments (${mb(pruned.bytes)} MB) deleted, ` +
        `from ${new Date(pruned.oldestStartMs ?? 0).toISOString()}; ${mb(this.volume?.free ?? 0)} MB free`,
    );
  }

  private minFree(volume: Volume): number {
    return this.options.minFreeBytes ?? Math.min(DEFAULT_MIN_FREE_BYTES, volume.size * DEFAULT_MIN_FREE_SHARE);
  }

  private reserveSize(volume: Volume): number {
    return Math.floor(Math.min(DEFAULT_RESERVE_BYTES, this.minFree(volume) * HEADROOM_SHARE));
  }

  private async reserveHeld(): Promise<number> {
    try {
      return (await fs.promises.stat(this.reservePath)).size;
    } catch {
      return 0;
    }
  }

  /** Takes the reserve's missing bytes, when the volume keeps its minimum free besides. */
  private async keepReserve(volume: Volume): Promise<void> {
    const held = await this.reserveHeld();
    const missing = this.reserveSize(volume) - held;
    if (missing <= 0 || volume.free - missing < this.minFree(volume)) return;
    const file = await fs.promises.open(this.reservePath, 'a');
    try {
      const chunk = randomBytes(Math.min(missing, RESERVE_CHUNK_BYTES));
      for (let left = missing; left > 0; left -= chunk.length) {
        await file.write(chunk, 0, Math.min(chunk.length, left));
      }
      // On disk, not only in the page cache: file systems that allocate late would count it free.
      await file.sync();
    } catch (err) {
      // Another writer took the room first: the reserve is completed at a later check.
      if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    } finally {
      await file.close();
    }
    await this.read();
  }

  private async releaseReserve(): Promise<void> {
    const held = await this.reserveHeld();
    if (held === 0) return;
    await fs.promises.rm(this.reservePath, { force: true });
    this.log.warn(`archive volume full: the ${mb(held)} MB kept for pruning given back to prune`);
  }

  private async read(): Promise<Volume | undefined> {
    try {
      // The data directory's volume until the archive directory exists.
      const dir = fs.existsSync(this.archiveDir) ? this.archiveDir : path.dirname(this.archiveDir);
      const stats = await fs.promises.statfs(dir);
      this.volume = { free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize };
      return this.volume;
    } catch {
      return undefined;
    }
  }
}

function mb(bytes: number): number {
  return Math.round(bytes / 1024 ** 2);
}
