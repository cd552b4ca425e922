/** The schedule rules (spec 3 §3.6, §7; issue 28): a realm's schedules listed, read, created,
 *  changed and deleted, names unique regardless of case, devices, sets and zones — and the tours and
 *  policies actions name — of the realm only, every change in the user audit and handed to the
 *  scheduler at once. Saves answer a warning (the schedule is saved all the same) for overlapping
 *  tasks and for device actions in a schedule that covers no device. */
import { randomUUID } from 'node:crypto';
import { SCHEDULE_TEXT, targetKindOf, type ScheduleTargetKind } from '../../shared/schedules/scheduleActions';
import { taskOverlaps } from '../../shared/schedules/taskOverlaps';
import type { DeviceRepository } from '../db/repositories/devices';
import type { ScheduleRepository } from '../db/repositories/schedules';
import type { AuditParty, UserAudit } from '../events';
import { DomainError } from '../kernel';
import { readTasks, readTimezone, type ScheduleInput } from './scheduleInput';
import { toScheduleRecord, type ScheduleRecord } from './scheduleRecord';

/** Who changes a schedule, for the user audit. */
export interface ScheduleActing {
  actor: AuditParty;
  address?: string;
}

export interface ScheduleWarning {
  message: string;
  warningFields: Array<{ field: string; value: string | null }>;
}

export interface ScheduleSaveOutcome {
  schedule: ScheduleRecord;
  warning: ScheduleWarning | null;
}

/** What else uses a schedule (a notification policy it gates): names, for the delete question.
 *  Registered by the domain that keeps such uses; none today. */
export type ScheduleUsage = (realmId: string, scheduleId: string) => Promise<string[]>;

/** The realm's tours or policies among `ids`, with their names: registered by platform/, which
 *  knows the domains that keep them. */
export type ScheduleTargets = (realmId: string, ids: readonly string[]) => Promise<Array<{ id: string; name: string }>>;

export interface ScheduleServiceDeps {
  schedules: ScheduleRepository;
  devices: DeviceRepository;
  /** The ids among `ids` that are sets (or zones) of the realm. */
  knownScopes(realmId: string, kind: 'SET' | 'ZONE', ids: readonly string[]): Promise<string[]>;
  audit?: UserAudit;
  /** Told after every change (the scheduler re-evaluates). */
  changed(): Promise<void>;
  now?: () => number;
}

export class ScheduleService {
  private readonly usages: ScheduleUsage[] = [];
  private readonly targets = new Map<ScheduleTargetKind, ScheduleTargets>();

  constructor(private readonly deps: ScheduleServiceDeps) {}

  /** Adds what else may use a schedule (asked before a delete). */
  addUsage(usage: ScheduleUsage): void {
    this.usages.push(usage);
  }

  /** Adds where a kind of target (tours, notification policies) is looked up. */
  addTargets(kind: ScheduleTargetKind, targets: ScheduleTargets): void {
    this.targets.set(kind, targets);
  }

  /** The names of the realm's targets among `ids` (a deleted one is left out). */
  async targetNames(realmId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const found = await Promise.all([...this.targets.values()].map((lookup) => lookup(realmId, wanted)));
    return new Map(found.flat().map((t) => [t.id, t.name]));
  }

  async list(realmId: string): Promise<ScheduleRecord[]> {
    return (await this.deps.schedules.inRealm(realmId)).map(toScheduleRecord);
  }

  async byId(realmId: string, id: string): Promise<ScheduleRecord | undefined> {
    const row = await this.deps.schedules.byId(realmId, id);
    return row && toScheduleRecord(row);
  }

  /** The names of what uses the schedule besides its devices. */
  async usedBy(realmId: string, id: string): Promise<string[]> {
    return (await Promise.all(this.usages.map((usage) => usage(realmId, id)))).flat();
  }

  /** The names of the realm's schedules with an action on the tour or policy `targetId`, for the
   *  question before it is deleted and the warning after. */
  async naming(realmId: string, targetId: string): Promise<string[]> {
    return (await this.namingAny(realmId))(targetId);
  }

  /** naming for many tours or policies at once: the realm's schedules are read once. */
  async namingAny(realmId: string): Promise<(targetId: string) => string[]> {
    const schedules = await this.list(realmId);
    return (targetId) =>
      schedules
        .filter((s) => s.tasks.some((task) => task.actions.some((action) => action.target === targetId)))
        .map((s) => s.name);
  }

  async create(realmId: string, input: ScheduleInput, acting?: ScheduleActing): Promise<ScheduleSaveOutcome> {
    const record = await this.read(realmId, { ...input, id: randomUUID() });
    await this.deps.schedules.insert(this.row(record));
    await this.record(acting, realmId, 'SCHEDULE_CREATED', record);
    await this.deps.changed();
    return { schedule: record, warning: this.warning(record) };
  }

  async update(realmId: string, input: ScheduleInput, acting?: ScheduleActing): Promise<ScheduleSaveOutcome> {
    if (!input.id || !(await this.deps.schedules.byId(realmId, input.id))) throw DomainError.notFound('Schedule');
    const record = await this.read(realmId, input);
    await this.deps.schedules.update(this.row(record));
    await this.record(acting, realmId, 'SCHEDULE_UPDATED', record);
    await this.deps.changed();
    return { schedule: record, warning: this.warning(record) };
  }

  /** Deletes the schedule (what it holds in force is reverted); the warning names what used it. */
  async delete(
    realmId: string,
    id: string,
    acting?: ScheduleActing,
  ): Promise<{ deleted: boolean; warning: ScheduleWarning | null }> {
    const current = await this.byId(realmId, id);
    if (!current) throw DomainError.notFound('Schedule');
    const users = await this.usedBy(realmId, id);
    await this.deps.schedules.delete(realmId, id);
    await this.record(acting, realmId, 'SCHEDULE_DELETED', current);
    await this.deps.changed();
    const warning = users.length
      ? {
          message: SCHEDULE_TEXT.noLongerFollow,
          warningFields: users.map((value) => ({ field: 'usedBy', value })),
        }
      : null;
    return { deleted: true, warning };
  }

  private async read(realmId: string, input: ScheduleInput): Promise<ScheduleRecord> {
    const id = input.id as string;
    const name = input.name.trim();
    if (!name) throw DomainError.badInput(SCHEDULE_TEXT.nameEmpty);
    if (await this.deps.schedules.nameTaken(realmId, name.toLowerCase(), id)) {
      throw new DomainError('conflict', SCHEDULE_TEXT.nameExists);
    }
    const devices = [...new Set(input.devices ?? [])];
    if ((await this.deps.devices.byIds(realmId, devices)).length < devices.length) throw DomainError.notFound('Device');
    const scopes = async (kind: 'SET' | 'ZONE', ids: readonly string[] | null | undefined) => {
      const wanted = [...new Set(ids ?? [])];
      if ((await this.deps.knownScopes(realmId, kind, wanted)).length < wanted.length) {
        throw DomainError.notFound(kind === 'SET' ? 'Set' : 'Zone');
      }
      return wanted;
    };
    const tasks = readTasks(input.tasks);
    await this.checkTargets(realmId, tasks);
    return {
      id,
      realmId,
      name,
      enabled: input.enabled ?? true,
      timezone: readTimezone(input.timezone),
      devices,
      sets: await scopes('SET', input.sets),
      zones: await scopes('ZONE', input.zones),
      tasks,
    };
  }

  /** Every tour or policy an action names is one of the realm's. */
  private async checkTargets(realmId: string, tasks: ScheduleRecord['tasks']): Promise<void> {
    const byKind = new Map<ScheduleTargetKind, Set<string>>();
    for (const action of tasks.flatMap((task) => task.actions)) {
      const kind = targetKindOf(action.action);
      if (kind && action.target) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(action.target));
    }
    for (const [kind, ids] of byKind) {
      const lookup = this.targets.get(kind);
      const found = lookup ? await lookup(realmId, [...ids]) : [];
      if (found.length < ids.size) throw DomainError.notFound(kind === 'tour' ? 'Camera tour' : 'Notification policy');
    }
  }

  private row(record: ScheduleRecord) {
    return {
      id: record.id,
      realm_id: record.realmId,
      name: record.name,
      name_key: record.name.toLowerCase(),
      enabled: record.enabled ? 1 : 0,
      timezone: record.timezone,
      devices: JSON.stringify(record.devices),
      sets: JSON.stringify(record.sets),
      zones: JSON.stringify(record.zones),
      tasks: JSON.stringify(record.tasks),
      updated_at: (this.deps.now ?? Date.now)(),
    };
  }

  private warning(record: ScheduleRecord): ScheduleWarning | null {
    const overlaps = taskOverlaps(record.tasks);
    if (overlaps.length > 0) {
      const label = (index: number) => record.tasks[index]?.name ?? `#${index + 1}`;
      return {
        message: SCHEDULE_TEXT.overlap,
        warningFields: overlaps.map((o) => ({
          field: 'tasks',
          value: `${label(o.first)} / ${label(o.second)} (${o.day})`,
        })),
      };
    }
    // A schedule of tour and policy actions only names its targets and needs no device.
    const actsOnDevices = record.tasks.some(
      (task) => task.actions.length === 0 || task.actions.some((a) => !targetKindOf(a.action)),
    );
    if (actsOnDevices && record.devices.length + record.sets.length + record.zones.length === 0) {
      return { message: SCHEDULE_TEXT.noDevice, warningFields: [{ field: 'devices', value: null }] };
    }
    return null;
  }

  private async record(
    acting: ScheduleActing | undefined,
    realmId: string,
    kind: 'SCHEDULE_CREATED' | 'SCHEDULE_UPDATED' | 'SCHEDULE_DELETED',
    record: ScheduleRecord,
  ): Promise<void> {
    if (!acting || !this.deps.audit) return;
    await this.deps.audit.record([realmId], {
      kind,
      actor: acting.actor,
      target: { type: 'schedule', id: record.id, name: record.name },
      detail:
        kind === 'SCHEDULE_DELETED'
          ? {}
          : {
              enabled: record.enabled,
              timezone: record.timezone,
              tasks: record.tasks.length,
              devices: record.devices.length,
            },
      address: acting.address ?? null,
    });
  }
}
