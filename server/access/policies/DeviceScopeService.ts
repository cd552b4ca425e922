/** Zones and sets (spec 3 §3.6, §7.2): named groups of a realm's devices that statements scope
 *  rights by. They are labels of type ZONE and SET, so the label list shows them and the camera
 *  search finds cameras by them; their names share the labels' namespace. System-managed sets (the
 *  platform's own ids) are read-only. A change reloads the realm's policies (the devices a statement reaches changed). */
import { randomUUID } from 'node:crypto';
import {
  ACCESS_ERROR,
  accessNameError,
  clashingScopeName,
  isSystemManagedId,
} from '../../../shared/access/accessPolicies';
import type { DeviceRepository } from '../../db/repositories/devices';
import type { DeviceScopeRepository, ScopeType } from '../../db/repositories/deviceScopes';
import { DomainError } from '../../kernel/DomainError';
import { topics, type EventBus } from '../../events/eventBus';
import { AccessAudit, type AccessActing } from './accessAudit';
import type { PolicyEngine } from './PolicyEngine';
import type { UserChangeRule } from './UserChangeRule';

export interface DeviceScopeRecord {
  id: string;
  name: string;
  deviceIds: string[];
  isSystemManaged: boolean;
}

export interface DeviceScopeInput {
  id?: string | null;
  name: string;
  devices?: readonly string[] | null;
}

export class DeviceScopeService {
  constructor(
    private readonly scopes: DeviceScopeRepository,
    private readonly devices: DeviceRepository,
    private readonly engine: PolicyEngine,
    private readonly bus: EventBus,
    private readonly audit: AccessAudit = new AccessAudit(),
    private readonly now: () => number = Date.now,
    /** Asked before an administrator changes the devices of a zone or set in use (issue 27). */
    private readonly changes?: UserChangeRule,
  ) {}

  async list(realmId: string, type: ScopeType): Promise<DeviceScopeRecord[]> {
    const rows = await this.scopes.list(realmId, type);
    const devices = await this.scopes.devicesOf(
      realmId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      deviceIds: devices.get(r.id) ?? [],
      isSystemManaged: isSystemManagedId(r.id),
    }));
  }

  async byId(realmId: string, type: ScopeType, id: string): Promise<DeviceScopeRecord | undefined> {
    return (await this.list(realmId, type)).find((s) => s.id === id);
  }

  async create(
    realmId: string,
    type: ScopeType,
    input: DeviceScopeInput,
    acting?: AccessActing,
  ): Promise<DeviceScopeRecord> {
    const name = await this.checkName(realmId, input.name);
    const deviceIds = await this.requireDevices(realmId, input.devices ?? []);
    const id = randomUUID();
    await this.scopes.insert({ id, realm_id: realmId, name, type, created_at: this.now() }, deviceIds);
    await this.changed(realmId, 'insert', id);
    await this.record(acting, type, 'CREATED', { id, name }, { name, devices: deviceIds });
    return (await this.byId(realmId, type, id))!;
  }

  async update(
    realmId: string,
    type: ScopeType,
    input: DeviceScopeInput,
    acting?: AccessActing,
  ): Promise<DeviceScopeRecord> {
    const id = input.id ?? '';
    const scope = await this.editable(realmId, type, id);
    const name = await this.checkName(realmId, input.name, id);
    const deviceIds = input.devices ? await this.requireDevices(realmId, input.devices) : undefined;
    // Its statements reach other devices: a grant (or a DENY taken away) to whoever holds them.
    if (deviceIds && acting && this.changes) await this.changes.assertMayChangeScope(acting.actor.id, realmId, id);
    await this.scopes.update(realmId, id, name, deviceIds);
    await this.changed(realmId, 'update', id);
    await this.record(
      acting,
      type,
      'UPDATED',
      { id, name },
      {
        ...(name !== scope.name && { name: { from: scope.name, to: name } }),
        ...(deviceIds && { devices: deviceIds }),
      },
    );
    return (await this.byId(realmId, type, id))!;
  }

  async delete(realmId: string, type: ScopeType, id: string, acting?: AccessActing): Promise<boolean> {
    const scope = await this.editable(realmId, type, id);
    if (acting && this.changes) await this.changes.assertMayChangeScope(acting.actor.id, realmId, id);
    await this.scopes.delete(realmId, id);
    await this.changed(realmId, 'delete', id);
    await this.record(acting, type, 'DELETED', scope, {});
    return true;
  }

  private async changed(realmId: string, change: 'insert' | 'update' | 'delete', id: string): Promise<void> {
    await this.engine.changed(realmId);
    // Zones and sets are labels too: the label lists hear of them on the labels' own feed.
    await this.bus.publish(topics.labelUpdate(realmId), { realmId, type: change, id });
  }

  private async editable(realmId: string, type: ScopeType, id: string): Promise<{ id: string; name: string }> {
    const row = await this.scopes.byId(realmId, type, id);
    if (!row) throw DomainError.notFound(type === 'ZONE' ? ACCESS_ERROR.ZONE_NOT_FOUND : ACCESS_ERROR.SET_NOT_FOUND);
    if (isSystemManagedId(row.id)) throw DomainError.forbidden(ACCESS_ERROR.SYSTEM_MANAGED);
    return row;
  }

  private record(
    acting: AccessActing | undefined,
    type: ScopeType,
    change: 'CREATED' | 'UPDATED' | 'DELETED',
    scope: { id: string; name: string },
    detail: Record<string, unknown>,
  ) {
    const target = { type: type === 'ZONE' ? ('zone' as const) : ('set' as const), id: scope.id, name: scope.name };
    return this.audit.record(acting, `${type}_${change}`, target, detail);
  }

  private async checkName(realmId: string, raw: string, selfId?: string): Promise<string> {
    const fault = accessNameError(raw);
    if (fault) throw DomainError.badInput(fault);
    const name = raw.trim();
    const clash = clashingScopeName(await this.scopes.names(realmId), name, selfId);
    if (clash) throw new DomainError('conflict', ACCESS_ERROR.SCOPE_NAME_TAKEN_BY(clash.name));
    return name;
  }

  private async requireDevices(realmId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.devices.byIds(realmId, unique);
    if (found.length < unique.length) throw DomainError.notFound(ACCESS_ERROR.DEVICE_NOT_FOUND);
    return unique;
  }
}
