/** The archive's housekeeping on timers: retention (each camera's storage TTL, its avatar's local
 *  storage retention when shorter) and, spec 2 §7 localStorage, each avatar's capacity over the
 *  cameras it records, its oldest recordings pruned when they outgrow it. */
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import type { Logger } from '../../kernel/Logger';
import { applyRetention } from './applyRetention';
import { applyStorageLimits, limitTtlHours, storageLimits, type StorageLimit } from './storageLimits';
import { storageTtlHours } from './storageTtlHours';

/** How often retention runs. */
const RETENTION_EVERY_MS = 60_000;
/** How often avatars' capacities are enforced: a camera at 4 Mbit/s writes 5 MB in 10 s. */
export const STORAGE_LIMITS_EVERY_MS = 10_000;

export interface HousekeepingDeps {
  archiveIndex: ArchiveIndexRepository;
  archiveDir: string;
  devices: DeviceRepository;
  /** Runs index work alone (the index writer's lock: no row is written meanwhile). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  log: Logger;
}

/** Other data the platform keeps for a time (metric time series), pruned on the retention timer. */
export type HousekeepingChore = (now: number) => Promise<void>;

export class ArchiveHousekeeping {
  private retentionTimer: NodeJS.Timeout | undefined;
  private limitsTimer: NodeJS.Timeout | undefined;
  private readonly chores: HousekeepingChore[] = [];

  constructor(
    private readonly deps: HousekeepingDeps,
    private readonly limitsEveryMs = STORAGE_LIMITS_EVERY_MS,
  ) {}

  start(): void {
    this.retentionTimer = setInterval(() => void this.runRetention().then(() => this.runChores()), RETENTION_EVERY_MS);
    this.retentionTimer.unref();
    this.limitsTimer = setInterval(() => void this.enforceStorageLimits(), this.limitsEveryMs);
    this.limitsTimer.unref();
  }

  stop(): void {
    clearInterval(this.retentionTimer);
    clearInterval(this.limitsTimer);
  }

  /** Runs `chore` with retention from now on. */
  addChore(chore: HousekeepingChore): void {
    this.chores.push(chore);
  }

  /** Runs every chore once; one that fails is logged and the others go on. */
  async runChores(now = Date.now()): Promise<void> {
    for (const chore of this.chores) {
      await chore(now).catch((err: Error) => this.deps.log.error(`housekeeping failed: ${err.message}`));
    }
  }

  async runRetention(now = Date.now()): Promise<void> {
    const { archiveIndex, archiveDir, exclusive, log } = this.deps;
    try {
      const { cameras, limits } = await this.limits();
      const ttl = new Map(cameras.map((c) => [c.id, storageTtlHours(c)] as const));
      await exclusive(() => applyRetention(archiveIndex, archiveDir, limitTtlHours(ttl, limits), now));
    } catch (err) {
      log.error(`archive retention failed: ${(err as Error).message}`);
    }
  }

  async enforceStorageLimits(): Promise<void> {
    const { archiveIndex, archiveDir, exclusive, log } = this.deps;
    try {
      const { limits } = await this.limits();
      const pruned = await exclusive(() => applyStorageLimits(archiveIndex, archiveDir, limits));
      for (const [avatarId, result] of pruned) {
        log.warn(
          `local storage of ${avatarId} over its capacity: ${result.segments} oldest segments ` +
            `(${Math.round(result.bytes / 1024 ** 2)} MB) deleted`,
        );
      }
    } catch (err) {
      log.error(`local storage limits failed: ${(err as Error).message}`);
    }
  }

  /** The cameras, and the limits of the avatars that record them. */
  private async limits(): Promise<{ cameras: DeviceRecord[]; limits: StorageLimit[] }> {
    const cameras = await this.deps.devices.allCameras();
    const ids = new Set(cameras.flatMap((c) => (c.parentId ? [c.parentId] : [])));
    const parents = await Promise.all([...ids].map((id) => this.deps.devices.byId(id)));
    const avatars = parents.filter((d): d is DeviceRecord => d?.deviceType === 'avatar');
    return { cameras, limits: storageLimits(cameras, avatars) };
  }
}
