/** Avatar status (spec 3 §4 device health and channel status, §9 default status interval 5 s,
 *  stale after twice it): the embedded avatar reports every interval from this process (uptime,
 *  load, storage, delivery queue); remote avatars report over the avatar API with their key. A
 *  report makes the avatar NORMAL; an avatar whose status is stale is OFFLINE (device health
 *  BROKEN). Changes of health or channel status go out as objectUpdate STATUS (the channel status
 *  only while NORMAL) and as information events witnessed by the avatar. */
import os from 'node:os';
import path from 'node:path';
import { isAvatarStatusStale, visibleChannelStatus } from '../../../shared/devices/deviceAdminConstants';
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE } from '../../../shared/events/auditConstants';
import type { DeviceAdminRepository } from '../../db/repositories/deviceAdmin';
import type { DeviceRecord } from '../../db/repositories/devices';
import type { AuditLog } from '../../events/AuditLog';
import { healthMessage } from '../../events/HealthEvents';
import type { DeviceChanges } from '../DeviceChanges';
import { avatarState, isEmbeddedAvatar, withAvatarState, type AvatarState } from './avatarAspect';
import { channelStatusOf } from './channelStatus';
import type { DeliveryQueue } from './deliveryQueue';
import { directorySize } from './storageSize';

/** What a remote avatar reports about itself. */
export interface AvatarReport {
  upTime?: number | null;
  load?: number | null;
  storageUsage?: { capacity?: number | null; used?: number | null } | null;
  softwareVersion?: string | null;
  webRtcEnabled?: boolean | null;
}

/** The status a console reads an offline avatar with, in events. */
const OFFLINE = 'OFFLINE';
const TICK_MS = 1000;
/** Storage use is measured at most this often (walking the archive costs). */
const STORAGE_EVERY_MS = 60_000;
/** Turnaround time is averaged over requests completed in the last hour. */
const TURNAROUND_WINDOW_MS = 60 * 60_000;

export class AvatarStatusMonitor {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly storage = new Map<string, { at: number; used: number }>();
  private readonly bootedAt: number;

  constructor(
    private readonly deps: {
      admin: DeviceAdminRepository;
      auditLog: AuditLog;
      changes: DeviceChanges;
      queue: DeliveryQueue;
    },
    private readonly options: {
      dataDir: string;
      softwareVersion: string;
      onError: (message: string) => void;
      now?: () => number;
    },
  ) {
    this.bootedAt = this.now();
  }

  private now(): number {
    return (this.options?.now ?? Date.now)();
  }

  start(): void {
    // The timer skips a beat while a pass runs; tick() called by others waits for it instead.
    this.timer = setInterval(() => {
      if (!this.running) void this.tick();
    }, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One pass, after any pass in flight: the embedded avatars due a report make one; stale remote
   *  avatars go OFFLINE. */
  tick(): Promise<void> {
    this.chain = this.chain.then(() => this.pass());
    return this.chain;
  }

  private async pass(): Promise<void> {
    this.running = true;
    try {
      const now = this.now();
      for (const avatar of await this.deps.admin.allAvatars()) {
        const state = avatarState(avatar);
        if (!state || !avatar.enabled) continue;
        const interval = (state.statusUpdateInterval ?? 5) * 1000;
        if (isEmbeddedAvatar(avatar)) {
          if (!state.statusReportedAt || now - state.statusReportedAt >= interval) await this.reportEmbedded(avatar);
        } else if (
          avatar.healthStatus !== 'BROKEN' &&
          avatar.healthStatus !== 'PENDING' &&
          isAvatarStatusStale(state.statusReportedAt, state.statusUpdateInterval, now)
        ) {
          await this.goOffline(avatar);
        }
      }
    } catch (err) {
      this.options.onError(`avatar status failed: ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** A remote avatar's report (authenticated by its API key). */
  async report(realmId: string, avatarId: string, report: AvatarReport): Promise<DeviceRecord | undefined> {
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
    const usage = report.storageUsage;
    return this.apply(realmId, avatarId, {
      upTime: num(report.upTime),
      load: num(report.load),
      storageUsage:
        usage && num(usage.capacity) !== null
          ? { capacity: num(usage.capacity) ?? 0, used: num(usage.used) ?? 0 }
          : null,
      ...(typeof report.softwareVersion === 'string' && { softwareVersion: report.softwareVersion.slice(0, 64) }),
      ...(typeof report.webRtcEnabled === 'boolean' && { webRtcEnabled: report.webRtcEnabled }),
    });
  }

  /** Reboot of the embedded avatar: it comes back (PENDING until its next report) with uptime 0. */
  async rebooted(realmId: string, avatarId: string): Promise<void> {
    const updated = await this.deps.admin.update(
      realmId,
      avatarId,
      (device) => ({
        healthStatus: 'PENDING',
        aspects: withAvatarState(device, (s) => ({ ...s, bootedAt: this.now(), statusReportedAt: null })),
      }),
      { touch: false },
    );
    if (updated) {
      await this.deps.changes.publish(realmId, {
        id: avatarId,
        action: 'STATUS',
        healthStatus: 'PENDING',
        channelStatus: null,
      });
    }
  }

  private async reportEmbedded(avatar: DeviceRecord): Promise<void> {
    const state = avatarState(avatar);
    const booted = state?.bootedAt ?? this.bootedAt;
    const local = (avatar.config.localStorage ?? {}) as { capacity?: number };
    await this.apply(avatar.realmId, avatar.id, {
      upTime: Math.round((this.now() - booted) / 1000),
      load: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
      storageUsage: { capacity: local.capacity ?? 0, used: await this.usedStorage(avatar) },
      softwareVersion: this.options.softwareVersion,
    });
  }

  /** Writes a report with the delivery queue's facts, and tells consoles and the audit what changed. */
  private async apply(
    realmId: string,
    avatarId: string,
    facts: Partial<AvatarState>,
  ): Promise<DeviceRecord | undefined> {
    const now = this.now();
    const pending = await this.deps.queue.pending(realmId, avatarId);
    const done = await this.deps.queue.completedSince(realmId, avatarId, now - TURNAROUND_WINDOW_MS);
    let before: DeviceRecord | undefined;
    const updated = await this.deps.admin.update(
      realmId,
      avatarId,
      (device) => {
        before = device;
        return {
          healthStatus: device.enabled ? 'NORMAL' : 'OFF',
          aspects: withAvatarState(device, (s) => ({
            ...s,
            ...facts,
            statusReportedAt: now,
            deliveryQueue: pending.length,
            turnaroundTime: done.length
              ? Math.round(done.reduce((sum, r) => sum + (r.updatedAt - r.createdAt), 0) / done.length)
              : null,
            channelStatus: channelStatusOf({
              queued: pending.length,
              oldestWaitingMs: pending[0] ? now - pending[0].createdAt : 0,
              deliveryRunning: s.deliveryServiceConfigured !== false && s.deliveryServiceRunning !== false,
            }),
          })),
        };
      },
      // A status report is not an administrator's change: modifiedAt stays.
      { touch: false },
    );
    if (!updated || !before) return updated;
    await this.announce(before, updated);
    return updated;
  }

  private async goOffline(avatar: DeviceRecord): Promise<void> {
    let previous: string | undefined;
    await this.deps.admin.update(
      avatar.realmId,
      avatar.id,
      (device) => {
        if (device.healthStatus === 'BROKEN') return undefined;
        previous = device.healthStatus;
        return { healthStatus: 'BROKEN' };
      },
      { touch: false },
    );
    if (previous !== undefined) {
      await this.deps.changes.publish(avatar.realmId, {
        id: avatar.id,
        action: 'STATUS',
        healthStatus: 'BROKEN',
        channelStatus: null,
      });
      await this.event(avatar, OFFLINE, previous);
    }
  }

  private async announce(before: DeviceRecord, after: DeviceRecord): Promise<void> {
    const was = avatarState(before)?.channelStatus ?? null;
    const is = avatarState(after)?.channelStatus ?? null;
    if (before.healthStatus === after.healthStatus && was === is) return;
    await this.deps.changes.publish(after.realmId, {
      id: after.id,
      action: 'STATUS',
      healthStatus: after.healthStatus,
      channelStatus: visibleChannelStatus(after.healthStatus, is),
    });
    if (before.healthStatus === 'BROKEN' && after.healthStatus === 'NORMAL') {
      await this.event(after, 'NORMAL', OFFLINE);
    }
  }

  private async event(avatar: DeviceRecord, status: string, previous: string): Promise<void> {
    await this.deps.auditLog.record({
      realmId: avatar.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: healthMessage(avatar, status, previous),
      triggeredAt: this.now(),
      witnesses: [{ id: avatar.id, name: avatar.name, type: avatar.deviceType }],
      metadata: [
        { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'HEALTH', value: EVENT_TYPE.INFORMATION },
        { key: 'HEALTH-STATUS', class: 'HEALTH', value: status },
      ],
      snapshots: [],
      createdBy: null,
    });
  }

  /** Bytes the avatar's cameras hold in the archive, measured at most once a minute. */
  private async usedStorage(avatar: DeviceRecord): Promise<number> {
    const cached = this.storage.get(avatar.id);
    if (cached && this.now() - cached.at < STORAGE_EVERY_MS) return cached.used;
    const cameras = await this.deps.admin.children(avatar.realmId, avatar.id);
    let used = 0;
    for (const camera of cameras) used += await directorySize(path.join(this.options.dataDir, 'archive', camera.id));
    this.storage.set(avatar.id, { at: this.now(), used });
    return used;
  }
}
