/** Policies and their statements (spec 3 §3.6, §7.2): create, update, delete each. A statement
 *  allows or denies named actions over named resources or all resources; actions must be ones the
 *  engine governs and named resources must exist in the realm. System-managed policies are read-only. */
import { randomUUID } from 'node:crypto';
import {
  ACCESS_ERROR,
  accessNameError,
  type PolicyResourceType,
  type StatementEffect,
} from '../../../shared/access/accessPolicies';
import type { AccessPolicyRepository, AccessStatementRow } from '../../db/repositories/accessPolicies';
import type { DeviceRepository } from '../../db/repositories/devices';
import type { DeviceScopeRepository } from '../../db/repositories/deviceScopes';
import type { RealmMemberRepository } from '../../db/repositories/accessPolicies';
import { parseJson } from '../../db/json';
import { DomainError } from '../../kernel/DomainError';
import { isStatementAction } from './actionCatalogue';
import { AccessAudit, type AccessActing } from './accessAudit';
import type { PolicyEngine } from './PolicyEngine';
import type { UserChangeRule } from './UserChangeRule';
import { SYSTEM_GROUPS, SYSTEM_POLICIES, isSystemPolicy } from './systemPolicies';

export interface PolicyResourceRef {
  id: string;
  type: PolicyResourceType;
}

export interface StatementRecord {
  id: string;
  policyId: string;
  name: string | null;
  effect: StatementEffect;
  actions: string[];
  resources: PolicyResourceRef[];
  allResources: boolean;
}

export interface PolicyRecord {
  id: string;
  name: string;
  isSystemManaged: boolean;
  statements: StatementRecord[];
}

export interface StatementInput {
  id?: string | null;
  policyId?: string | null;
  name?: string | null;
  effect: StatementEffect;
  actions?: readonly string[] | null;
  resources?: readonly PolicyResourceRef[] | null;
  allResources?: boolean | null;
}

export interface PolicyInput {
  id?: string | null;
  name: string;
  statements?: readonly StatementInput[] | null;
}

/** What a statement says, as the audit records it. */
function statementDetail(row: AccessStatementRow): Record<string, unknown> {
  return {
    ...(row.name && { name: row.name }),
    effect: row.effect,
    actions: parseJson<string[]>(row.actions, []),
    ...(row.all_resources === 1
      ? { allResources: true }
      : { resources: parseJson<PolicyResourceRef[]>(row.resources, []) }),
  };
}

function toStatement(row: AccessStatementRow): StatementRecord {
  return {
    id: row.id,
    policyId: row.policy_id,
    name: row.name,
    effect: row.effect as StatementEffect,
    actions: parseJson<string[]>(row.actions, []),
    resources: parseJson<PolicyResourceRef[]>(row.resources, []),
    allResources: row.all_resources === 1,
  };
}

const SYSTEM_RECORDS: PolicyRecord[] = SYSTEM_POLICIES.map((p) => ({
  id: p.id,
  name: p.name,
  isSystemManaged: true,
  statements: p.statements.map((s) => ({
    id: s.id,
    policyId: p.id,
    name: s.name,
    effect: s.effect,
    actions: s.actions,
    resources: [],
    allResources: true,
  })),
}));

export class PolicyService {
  constructor(
    private readonly repository: AccessPolicyRepository,
    private readonly devices: DeviceRepository,
    private readonly scopes: DeviceScopeRepository,
    private readonly members: RealmMemberRepository,
    private readonly engine: PolicyEngine,
    private readonly audit: AccessAudit = new AccessAudit(),
    private readonly now: () => number = Date.now,
    /** Asked before an administrator changes what a policy in use grants (issue 27). */
    private readonly changes?: UserChangeRule,
  ) {}

  async list(realmId: string): Promise<PolicyRecord[]> {
    const [policies, statements] = await Promise.all([
      this.repository.policies(realmId),
      this.repository.statements(realmId),
    ]);
    const stored = policies.map((p) => ({
      id: p.id,
      name: p.name,
      isSystemManaged: false,
      statements: statements.filter((s) => s.policy_id === p.id).map(toStatement),
    }));
    return [...SYSTEM_RECORDS, ...stored];
  }

  async byId(realmId: string, id: string): Promise<PolicyRecord | undefined> {
    return (await this.list(realmId)).find((p) => p.id === id);
  }

  async create(realmId: string, input: PolicyInput, acting?: AccessActing): Promise<PolicyRecord> {
    const name = await this.checkName(realmId, input.name);
    const id = randomUUID();
    const rows = await this.statementRows(realmId, id, input.statements ?? []);
    await this.repository.insertPolicy(
      { id, realm_id: realmId, name, name_key: name.toLowerCase(), created_at: this.now() },
      rows,
    );
    await this.engine.changed(realmId);
    await this.record(acting, 'POLICY_CREATED', { id, name }, { name, statements: rows.map(statementDetail) });
    return (await this.byId(realmId, id))!;
  }

  /** Renames a policy and, when statements are given, replaces them. */
  async update(realmId: string, input: PolicyInput, acting?: AccessActing): Promise<PolicyRecord> {
    const id = input.id ?? '';
    const policy = await this.stored(realmId, id);
    const name = await this.checkName(realmId, input.name, id);
    const rows = input.statements ? await this.statementRows(realmId, id, input.statements, id) : undefined;
    if (rows) await this.checkGrant(realmId, id, acting);
    await this.repository.updatePolicy(realmId, id, name, name.toLowerCase(), rows);
    await this.engine.changed(realmId);
    await this.record(
      acting,
      'POLICY_UPDATED',
      { id, name },
      {
        ...(name !== policy.name && { name: { from: policy.name, to: name } }),
        ...(rows && { statements: rows.map(statementDetail) }),
      },
    );
    return (await this.byId(realmId, id))!;
  }

  async delete(realmId: string, id: string, acting?: AccessActing): Promise<boolean> {
    const policy = await this.stored(realmId, id);
    // Taking a DENY away grants what it denied.
    await this.checkGrant(realmId, id, acting);
    await this.repository.deletePolicy(realmId, id);
    await this.engine.changed(realmId);
    await this.record(acting, 'POLICY_DELETED', policy, {});
    return true;
  }

  async createStatement(realmId: string, input: StatementInput, acting?: AccessActing): Promise<StatementRecord> {
    if (!input.policyId) throw DomainError.badInput(ACCESS_ERROR.NO_POLICY);
    const policy = await this.stored(realmId, input.policyId);
    const position = (await this.repository.statements(realmId)).filter((s) => s.policy_id === input.policyId).length;
    const [row] = await this.statementRows(realmId, input.policyId, [input], undefined, position);
    await this.checkGrant(realmId, input.policyId, acting);
    await this.repository.insertStatement(row!);
    await this.engine.changed(realmId);
    await this.recordStatement(acting, 'STATEMENT_CREATED', row!, policy.name);
    return toStatement(row!);
  }

  async updateStatement(realmId: string, input: StatementInput, acting?: AccessActing): Promise<StatementRecord> {
    const existing = await this.storedStatement(realmId, input.id ?? '');
    const [row] = await this.statementRows(
      realmId,
      existing.policy_id,
      [{ ...input, id: existing.id }],
      existing.policy_id,
    );
    const updated = { ...row!, position: existing.position };
    await this.checkGrant(realmId, existing.policy_id, acting);
    await this.repository.updateStatement(updated);
    await this.engine.changed(realmId);
    const policy = await this.repository.policy(realmId, existing.policy_id);
    await this.recordStatement(acting, 'STATEMENT_UPDATED', updated, policy?.name ?? existing.policy_id);
    return toStatement(updated);
  }

  async deleteStatement(realmId: string, id: string, acting?: AccessActing): Promise<boolean> {
    const existing = await this.storedStatement(realmId, id);
    const policy = await this.repository.policy(realmId, existing.policy_id);
    // Taking a DENY away grants what it denied.
    await this.checkGrant(realmId, existing.policy_id, acting);
    await this.repository.deleteStatement(realmId, id);
    await this.engine.changed(realmId);
    await this.recordStatement(acting, 'STATEMENT_DELETED', existing, policy?.name ?? existing.policy_id);
    return true;
  }

  /** An administrator's change of what the policy grants (issue 27, UserChangeRule). */
  private async checkGrant(realmId: string, policyId: string, acting: AccessActing | undefined): Promise<void> {
    if (acting && this.changes) await this.changes.assertMayChangePolicy(acting.actor.id, realmId, policyId);
  }

  private async storedStatement(realmId: string, id: string): Promise<AccessStatementRow> {
    if (SYSTEM_RECORDS.some((p) => p.statements.some((s) => s.id === id)))
      throw DomainError.forbidden(ACCESS_ERROR.SYSTEM_MANAGED);
    const row = await this.repository.statement(realmId, id);
    if (!row) throw DomainError.notFound(ACCESS_ERROR.STATEMENT_NOT_FOUND);
    return row;
  }

  private async stored(realmId: string, id: string): Promise<{ id: string; name: string }> {
    if (isSystemPolicy(id)) throw DomainError.forbidden(ACCESS_ERROR.SYSTEM_MANAGED);
    const policy = await this.repository.policy(realmId, id);
    if (!policy) throw DomainError.notFound(ACCESS_ERROR.POLICY_NOT_FOUND);
    return policy;
  }

  private record(
    acting: AccessActing | undefined,
    kind: 'POLICY_CREATED' | 'POLICY_UPDATED' | 'POLICY_DELETED',
    policy: { id: string; name: string },
    detail: Record<string, unknown>,
  ) {
    return this.audit.record(acting, kind, { type: 'policy', id: policy.id, name: policy.name }, detail);
  }

  /** A statement is named by its own name, or by its policy's when it has none. */
  private recordStatement(
    acting: AccessActing | undefined,
    kind: 'STATEMENT_CREATED' | 'STATEMENT_UPDATED' | 'STATEMENT_DELETED',
    row: AccessStatementRow,
    policyName: string,
  ) {
    const target = { type: 'statement' as const, id: row.id, name: row.name ?? policyName };
    return this.audit.record(acting, kind, target, { policy: policyName, ...statementDetail(row) });
  }

  private async checkName(realmId: string, raw: string, selfId?: string): Promise<string> {
    const fault = accessNameError(raw);
    if (fault) throw DomainError.badInput(fault);
    const name = raw.trim();
    const key = name.toLowerCase();
    const taken = await this.repository.policyByNameKey(realmId, key);
    if (SYSTEM_POLICIES.some((p) => p.name.toLowerCase() === key) || (taken && taken.id !== selfId))
      throw new DomainError('conflict', ACCESS_ERROR.POLICY_NAME_TAKEN);
    return name;
  }

  /** Checked rows for statements of a policy; `replacing` is the policy whose own ids may be reused. */
  private async statementRows(
    realmId: string,
    policyId: string,
    inputs: readonly StatementInput[],
    replacing?: string,
    firstPosition = 0,
  ): Promise<AccessStatementRow[]> {
    const rows: AccessStatementRow[] = [];
    for (const [i, input] of inputs.entries()) {
      const actions = [...new Set(input.actions ?? [])];
      if (actions.length === 0) throw DomainError.badInput(ACCESS_ERROR.NO_ACTIONS);
      const unknown = actions.find((a) => !isStatementAction(a));
      if (unknown !== undefined) throw DomainError.badInput(ACCESS_ERROR.UNKNOWN_ACTION(unknown));
      const resources = input.allResources ? [] : await this.checkResources(realmId, input.resources ?? []);
      if (!input.allResources && resources.length === 0) throw DomainError.badInput(ACCESS_ERROR.NO_RESOURCES);
      const nameFault = input.name ? accessNameError(input.name) : null;
      if (nameFault) throw DomainError.badInput(nameFault);
      rows.push({
        id: input.id ?? randomUUID(),
        policy_id: policyId,
        realm_id: realmId,
        name: input.name?.trim() || null,
        effect: input.effect,
        actions: JSON.stringify(actions),
        resources: JSON.stringify(resources),
        all_resources: input.allResources ? 1 : 0,
        position: firstPosition + i,
      });
    }
    const ids = rows.map((r) => r.id);
    if (new Set(ids).size < ids.length) throw new DomainError('conflict', ACCESS_ERROR.STATEMENT_ID_TAKEN);
    const given = inputs.filter((s) => s.id).map((s) => s.id!);
    const taken = await this.repository.statementIdsTaken(given);
    const own = replacing
      ? new Set((await this.repository.statements(realmId)).filter((s) => s.policy_id === replacing).map((s) => s.id))
      : new Set<string>();
    if (taken.some((id) => !own.has(id))) throw new DomainError('conflict', ACCESS_ERROR.STATEMENT_ID_TAKEN);
    return rows;
  }

  private async checkResources(realmId: string, resources: readonly PolicyResourceRef[]): Promise<PolicyResourceRef[]> {
    const unique = [...new Map(resources.map((r) => [`${r.type}:${r.id}`, { id: r.id, type: r.type }])).values()];
    const ids = (type: PolicyResourceType) => unique.filter((r) => r.type === type).map((r) => r.id);
    const missing = (type: PolicyResourceType, known: ReadonlySet<string>) => {
      const id = ids(type).find((i) => !known.has(i));
      if (id !== undefined) throw DomainError.badInput(ACCESS_ERROR.UNKNOWN_RESOURCE(type, id));
    };
    if (ids('device').length)
      missing('device', new Set((await this.devices.byIds(realmId, ids('device'))).map((d) => d.id)));
    if (ids('zone').length) missing('zone', new Set((await this.scopes.list(realmId, 'ZONE')).map((z) => z.id)));
    if (ids('set').length) missing('set', new Set((await this.scopes.list(realmId, 'SET')).map((z) => z.id)));
    if (ids('user').length) missing('user', new Set((await this.members.members(realmId)).map((m) => m.id)));
    if (ids('group').length)
      missing(
        'group',
        new Set([...SYSTEM_GROUPS.map((g) => g.id), ...(await this.repository.groups(realmId)).map((g) => g.id)]),
      );
    if (ids('policy').length)
      missing(
        'policy',
        new Set([...SYSTEM_POLICIES.map((p) => p.id), ...(await this.repository.policies(realmId)).map((p) => p.id)]),
      );
    if (ids('realm').length) missing('realm', new Set([realmId]));
    return unique;
  }
}
