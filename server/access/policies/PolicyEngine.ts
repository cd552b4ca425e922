/** The policy engine (spec 3 §3.6, §6): for each realm, a snapshot of who is in which group, which
 *  policies each group holds and their statements with zones and sets expanded to devices; for each
 *  session, its user's statements and the decisions already made. Any change to the realm's policy
 *  data reloads the snapshot with a new version, which every session's cache compares against, so a
 *  DENY added now applies to sessions and subscriptions already open. Other platform processes
 *  sharing the database hear of the change on the bus. Whatever was allowed once and stays open (a
 *  media socket) watches the realm and asks again after each reload (issue 27). */
import { randomUUID } from 'node:crypto';
import type { PolicyResourceType, StatementEffect } from '../../../shared/access/accessPolicies';
import { combineVisualConfigs, normaliseVisualConfig, type VisualConfig } from '../../../shared/access/visualConfig';
import type { AccessPolicyRepository, RealmPolicyRows } from '../../db/repositories/accessPolicies';
import { parseJson } from '../../db/json';
import { topics, type EventBus } from '../../events/eventBus';
import type { Action, Resource } from '../actions';
import { deciding, deviceScope, type CompiledStatement, type DeviceScope, type Effect } from './compiledStatement';
import { SYSTEM_GROUPS, SYSTEM_POLICIES, compileSystemPolicy, systemGroupOfRole } from './systemPolicies';

/** What authorize() asks of a session's policies. */
export interface PolicyView {
  evaluate(action: Action, resource: Resource): Effect;
  scope(action: Action): DeviceScope;
  /** The user's effective visual configuration: their own combined with their groups'. */
  visualConfig(own: VisualConfig): VisualConfig;
}

interface RealmSnapshot {
  version: number;
  groupsOfUser: Map<string, string[]>;
  policiesOfGroup: Map<string, string[]>;
  statementsOfPolicy: Map<string, CompiledStatement[]>;
  visualOfGroup: Map<string, VisualConfig>;
}

interface RealmEntry {
  snapshot?: RealmSnapshot;
  loading?: Promise<void>;
  /** Bumped at each load started; a load that finishes after a newer one started is dropped. */
  generation: number;
  unsubscribe?: () => void;
}

/** Sessions whose decisions are kept; the oldest are dropped beyond this. A session's decisions
 *  are dropped as soon as it ends (sessionClose). */
const MAX_SESSIONS = 10_000;
/** Decisions one session keeps, and the characters of their keys: the resource ids come from the
 *  client (a device id in a query may be a megabyte of anything), so without both bounds a session
 *  kept every id it was ever asked about. The oldest decisions are dropped first; a dropped one is
 *  only decided again. Far above what a console asks of thousands of cameras between changes. */
const MAX_DECISIONS = 8192;
const MAX_DECISION_KEY_CHARS = 512 * 1024;
/** A decision about a longer id is made each time: the platform's ids are far shorter, so only
 *  ids a client made up are this long. */
const MAX_CACHED_ID_CHARS = 256;

function buildSnapshot(rows: RealmPolicyRows, version: number): RealmSnapshot {
  const scopeDevices = new Map<string, string[]>();
  for (const o of rows.scopeObjects)
    scopeDevices.set(o.label_id, [...(scopeDevices.get(o.label_id) ?? []), o.object_id]);
  const groupsOfUser = new Map<string, string[]>();
  for (const r of rows.groupUsers) groupsOfUser.set(r.user_id, [...(groupsOfUser.get(r.user_id) ?? []), r.group_id]);
  const policiesOfGroup = new Map<string, string[]>(SYSTEM_GROUPS.map((g) => [g.id, g.policyIds]));
  for (const r of rows.groupPolicies)
    policiesOfGroup.set(r.group_id, [...(policiesOfGroup.get(r.group_id) ?? []), r.policy_id]);
  const statementsOfPolicy = new Map<string, CompiledStatement[]>(
    SYSTEM_POLICIES.map((p) => [p.id, compileSystemPolicy(p)]),
  );
  for (const row of rows.statements) {
    const devices = new Set<string>();
    const others = new Set<string>();
    for (const r of parseJson<Array<{ id: string; type: PolicyResourceType }>>(row.resources, [])) {
      if (r.type === 'device') devices.add(r.id);
      else {
        others.add(`${r.type}:${r.id}`);
        if (r.type === 'zone' || r.type === 'set') for (const d of scopeDevices.get(r.id) ?? []) devices.add(d);
        // An event witnessed by the zone itself (a sensor's alarm in it, issue 28) is the zone's.
        if (r.type === 'zone') devices.add(r.id);
      }
    }
    const compiled: CompiledStatement = {
      effect: row.effect as StatementEffect,
      actions: parseJson<string[]>(row.actions, []),
      allResources: row.all_resources === 1,
      devices,
      others,
      source: { policyId: row.policy_id, statementId: row.id },
    };
    statementsOfPolicy.set(row.policy_id, [...(statementsOfPolicy.get(row.policy_id) ?? []), compiled]);
  }
  const visualOfGroup = new Map(
    rows.groupVisualConfigs.map((r) => [r.group_id, normaliseVisualConfig(parseJson<unknown>(r.visual_config, {}))]),
  );
  return { version, groupsOfUser, policiesOfGroup, statementsOfPolicy, visualOfGroup };
}

class SessionPolicy implements PolicyView {
  private version = -1;
  private statements: readonly CompiledStatement[] = [];
  private readonly decisions = new Map<string, Effect>();
  private decisionKeyChars = 0;
  private readonly scopes = new Map<string, DeviceScope>();

  constructor(
    private readonly engine: PolicyEngine,
    readonly realmId: string,
    readonly userId: string,
    readonly role: string,
  ) {}

  private current(): readonly CompiledStatement[] {
    const version = this.engine.version(this.realmId);
    if (version !== this.version) {
      this.version = version;
      this.statements = this.engine.statementsOf(this.realmId, this.userId, this.role);
      this.decisions.clear();
      this.decisionKeyChars = 0;
      this.scopes.clear();
    }
    return this.statements;
  }

  evaluate(action: Action, resource: Resource): Effect {
    const statements = this.current();
    const key = `${action}\u0000${resource.type}\u0000${resource.id ?? ''}`;
    let effect = this.decisions.get(key);
    if (effect === undefined) {
      effect = deciding(statements, action, resource).effect;
      if ((resource.id?.length ?? 0) <= MAX_CACHED_ID_CHARS) this.keep(key, effect);
    }
    return effect;
  }

  private keep(key: string, effect: Effect): void {
    this.decisions.set(key, effect);
    this.decisionKeyChars += key.length;
    while (this.decisions.size > MAX_DECISIONS || this.decisionKeyChars > MAX_DECISION_KEY_CHARS) {
      const oldest = this.decisions.keys().next().value;
      if (oldest === undefined) break;
      this.decisions.delete(oldest);
      this.decisionKeyChars -= oldest.length;
    }
  }

  visualConfig(own: VisualConfig): VisualConfig {
    return combineVisualConfigs(own, this.engine.groupVisualConfigs(this.realmId, this.userId, this.role));
  }

  scope(action: Action): DeviceScope {
    const statements = this.current();
    let scope = this.scopes.get(action);
    if (!scope) {
      scope = deviceScope(statements, action);
      this.scopes.set(action, scope);
    }
    return scope;
  }
}

export class PolicyEngine {
  private readonly realms = new Map<string, RealmEntry>();
  private readonly sessions = new Map<string, { view: SessionPolicy; unsubscribe: () => void }>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private readonly origin = randomUUID();
  private versions = 0;

  constructor(
    private readonly repository: AccessPolicyRepository,
    private readonly bus: EventBus,
  ) {}

  /** Resolves once the realm's policy data is loaded and no reload is pending. */
  async ready(realmId: string): Promise<void> {
    const entry = this.entry(realmId);
    if (!entry.snapshot && !entry.loading) this.load(realmId, entry);
    while (entry.loading) await entry.loading;
  }

  /** The realm's policy data changed here: reload it before answering, and tell other processes. */
  async changed(realmId: string): Promise<void> {
    const entry = this.entry(realmId);
    this.load(realmId, entry);
    await this.ready(realmId);
    await this.bus.publish(topics.accessPolicies(realmId), { origin: this.origin });
  }

  /** The policies of one session; decisions stay cached until the realm's policy data changes. */
  forSession(sessionId: string, userId: string, realmId: string, role: string): PolicyView {
    const held = this.sessions.get(sessionId)?.view;
    if (held && held.userId === userId && held.realmId === realmId && held.role === role) return held;
    const view = new SessionPolicy(this, realmId, userId, role);
    this.forget(sessionId);
    // Logout, expiry, a password change or the user's removal, here or in another process.
    const unsubscribe = this.bus.subscribe(topics.sessionClose(sessionId), () => this.forget(sessionId));
    this.sessions.set(sessionId, { view, unsubscribe });
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    return view;
  }

  /** Calls `reloaded` each time the realm's policy data has been reloaded after a change, made here
   *  or in another process: what was allowed before may not be now. Returns a function that stops. */
  watch(realmId: string, reloaded: () => void): () => void {
    this.entry(realmId);
    let held = this.watchers.get(realmId);
    if (!held) {
      held = new Set();
      this.watchers.set(realmId, held);
    }
    const watchers = held;
    watchers.add(reloaded);
    return () => {
      watchers.delete(reloaded);
      if (watchers.size === 0 && this.watchers.get(realmId) === watchers) this.watchers.delete(realmId);
    };
  }

  /** Sessions whose decisions are held, for tests and health figures. */
  get sessionCount(): number {
    return this.sessions.size;
  }

  /** A view of a user's policies that caches nothing across calls (effective-permission answers). */
  forUser(userId: string, realmId: string, role: string): PolicyView {
    return new SessionPolicy(this, realmId, userId, role);
  }

  /** The version of the realm's snapshot; -1 before it is loaded. */
  version(realmId: string): number {
    return this.realms.get(realmId)?.snapshot?.version ?? -1;
  }

  /** A user's groups (stored ones and the system group of their role). */
  groupsOf(realmId: string, userId: string, role: string): string[] {
    const snapshot = this.realms.get(realmId)?.snapshot;
    const system = systemGroupOfRole(role);
    return [...(system ? [system.id] : []), ...(snapshot?.groupsOfUser.get(userId) ?? [])];
  }

  /** The visual configurations of the user's groups that have one. */
  groupVisualConfigs(realmId: string, userId: string, role: string): VisualConfig[] {
    const snapshot = this.realms.get(realmId)?.snapshot;
    return this.groupsOf(realmId, userId, role).flatMap((g) => {
      const config = snapshot?.visualOfGroup.get(g);
      return config ? [config] : [];
    });
  }

  /** Every statement of every policy of the user's groups. */
  statementsOf(realmId: string, userId: string, role: string): CompiledStatement[] {
    return this.statementsOfGroups(realmId, this.groupsOf(realmId, userId, role));
  }

  /** Every statement of every policy of these groups (system ones included): what a member of
   *  them all holds, e.g. what putting a user in them would grant. */
  statementsOfGroups(realmId: string, groupIds: readonly string[]): CompiledStatement[] {
    const snapshot = this.realms.get(realmId)?.snapshot;
    const policies = new Set<string>();
    for (const group of groupIds) {
      const held = snapshot?.policiesOfGroup.get(group) ?? SYSTEM_GROUPS.find((g) => g.id === group)?.policyIds ?? [];
      for (const p of held) policies.add(p);
    }
    return this.statementsOfPolicies(realmId, [...policies]);
  }

  /** Every statement of these policies (system ones included). */
  statementsOfPolicies(realmId: string, policyIds: readonly string[]): CompiledStatement[] {
    const snapshot = this.realms.get(realmId)?.snapshot;
    const statements: CompiledStatement[] = [];
    for (const p of new Set(policyIds)) {
      const own =
        snapshot?.statementsOfPolicy.get(p) ??
        SYSTEM_POLICIES.filter((s) => s.id === p).flatMap((s) => compileSystemPolicy(s));
      statements.push(...own);
    }
    return statements;
  }

  /** Stops listening for other processes' changes. */
  close(): void {
    for (const entry of this.realms.values()) entry.unsubscribe?.();
    this.realms.clear();
    this.watchers.clear();
    for (const sessionId of [...this.sessions.keys()]) this.forget(sessionId);
  }

  private forget(sessionId: string): void {
    this.sessions.get(sessionId)?.unsubscribe();
    this.sessions.delete(sessionId);
  }

  private entry(realmId: string): RealmEntry {
    let entry = this.realms.get(realmId);
    if (!entry) {
      entry = { generation: 0 };
      this.realms.set(realmId, entry);
      const held = entry;
      entry.unsubscribe = this.bus.subscribe(topics.accessPolicies(realmId), (payload) => {
        if ((payload as { origin?: string } | null)?.origin !== this.origin) this.load(realmId, held);
      });
    }
    return entry;
  }

  private load(realmId: string, entry: RealmEntry): void {
    const generation = ++entry.generation;
    const loading = this.repository.realmRows(realmId).then(
      (rows) => {
        if (generation !== entry.generation) return;
        entry.snapshot = buildSnapshot(rows, ++this.versions);
        entry.loading = undefined;
        for (const reloaded of [...(this.watchers.get(realmId) ?? [])]) {
          try {
            reloaded();
          } catch {
            // A watcher's failure is its own; the others are still told.
          }
        }
      },
      (error: unknown) => {
        if (generation !== entry.generation) return;
        entry.loading = undefined;
        throw error;
      },
    );
    // A failed load is reported to whoever awaits ready(); a bus-triggered one has no awaiter.
    loading.catch(() => undefined);
    entry.loading = loading;
  }
}
