/** Turns a realm's new events into notifications (issue 28), off the event's path: it listens on
 *  the event bus (auditEntries topic, inserts only), so recording an event never waits for a
 *  notification; each event is then read, matched against the realm's policies (policyMatches),
 *  held back by the throttle per policy and device (SendThrottle) and handed to the sender, whose
 *  failures end up in the send log. Policies are cached per realm and re-read after a change
 *  here, or after POLICY_CACHE_MS when another process changed them.
 *
 *  Schedules: a policy may name a schedule (scheduleId). `inForce` answers whether that schedule
 *  is in force now; the platform wires it to the schedules domain, and without one a policy's
 *  schedule does not hold it back. A schedule's task may also disable (or enable) a policy for its
 *  window: `heldEnabled` answers it over the policy's stored flag, which the schedule never writes. */
import type { AuditEntryChange, EventBus } from '../events';
import { topics } from '../events';
import type { NotificationPolicyRecord } from '../db/repositories/notificationPolicies';
import type { NotifiedEvent } from './notificationBody';
import { policyMatches, throttledDevice, type PolicyScope } from './policyMatches';
import type { NotificationSender } from './NotificationSender';
import { SendThrottle } from './SendThrottle';

/** How long a realm's policies are used before they are read again (ms). */
const POLICY_CACHE_MS = 5000;

export interface NotificationDispatcherDeps {
  bus: EventBus;
  policies: {
    list(realmId: string): Promise<NotificationPolicyRecord[]>;
    realmIds(): Promise<string[]>;
    devicesOfScopes(realmId: string, scopeIds: readonly string[]): Promise<string[]>;
  };
  /** Reads the event a change is about. */
  event(realmId: string, id: string): Promise<NotifiedEvent>;
  sender: NotificationSender;
  /** Whether the policy's schedule is in force now (see the file's comment). */
  inForce?: (realmId: string, scheduleId: string) => boolean | Promise<boolean>;
  /** Whether a schedule holds the policy enabled or disabled now; undefined: none does. */
  heldEnabled?: (realmId: string, policyId: string) => boolean | undefined;
  now?: () => number;
  /** Whether this node sends the notifications now (issue 33: one node of a cluster does, so that
   *  an event is notified once and the throttle counts every node's events); always when absent. */
  sendsHere?: () => boolean;
  /** Records an event as handled here before anything is sent for it (issue 33: the replay after
   *  a lease gap must not send it again); false when it was handled already, on this node or
   *  another, or this node no longer sends. Absent on a single node: nothing to replay. */
  claim?: (realmId: string, eventId: string) => Promise<boolean>;
  onError(message: string): void;
}

interface RealmPolicies {
  readAt: number;
  entries: Array<{ policy: NotificationPolicyRecord; scope: PolicyScope }>;
}

export class NotificationDispatcher {
  private readonly unsubscribes = new Map<string, () => void>();
  private readonly cache = new Map<string, Promise<RealmPolicies>>();
  private readonly throttle: SendThrottle;
  private readonly now: () => number;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly deps: NotificationDispatcherDeps) {
    this.now = deps.now ?? Date.now;
    this.throttle = new SendThrottle(this.now);
  }

  /** Watches every realm that has a policy. */
  async start(): Promise<void> {
    for (const realmId of await this.deps.policies.realmIds()) this.watch(realmId);
  }

  /** Watches a realm's events (a policy was created there). */
  watch(realmId: string): void {
    if (this.stopped || this.unsubscribes.has(realmId)) return;
    const unsubscribe = this.deps.bus.subscribe(topics.auditEntries(realmId), (payload) => {
      const change = payload as AuditEntryChange;
      if (change.type !== 'insert' || (this.deps.sendsHere && !this.deps.sendsHere())) return;
      this.track(this.handle(change));
    });
    this.unsubscribes.set(realmId, unsubscribe);
  }

  /** A realm's policies changed: read them again, and restart the changed policy's throttle. */
  changed(realmId: string, policyId?: string): void {
    this.cache.delete(realmId);
    if (policyId) this.throttle.forget(policyId);
    this.watch(realmId);
  }

  /** Handles events the bus brought while no node sent (a lease gap, issue 33), oldest first, as
   *  if they had just been raised; those handled already are skipped by `claim`. */
  async replay(events: readonly Omit<AuditEntryChange, 'type'>[]): Promise<void> {
    for (const event of events) {
      if (this.stopped || (this.deps.sendsHere && !this.deps.sendsHere())) return;
      const work = this.handle({ ...event, type: 'insert' });
      this.track(work);
      await work;
    }
  }

  /** Stops listening; resolves when the sends under way have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribes.values()) unsubscribe();
    this.unsubscribes.clear();
    this.deps.sender.stop();
    // An event's decision in flight may still start its sends: wait for those too.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async handle(change: AuditEntryChange): Promise<void> {
    try {
      const entries = (await this.policiesOf(change.realmId)).entries.map((entry) => this.withHold(entry));
      // The bus payload carries category and witnesses: most events are dismissed without a read.
      const candidates = entries.filter(({ policy, scope }) =>
        policyMatches(policy, scope, {
          category: change.category,
          requiresAck: true,
          witnesses: change.witnesses.map((id) => ({ id })),
        }),
      );
      if (candidates.length === 0) return;
      if (this.deps.claim && !(await this.deps.claim(change.realmId, change.id))) return;
      const event = await this.deps.event(change.realmId, change.id);
      const sends: Array<Promise<unknown>> = [];
      for (const { policy, scope } of candidates) {
        if (!policyMatches(policy, scope, event)) continue;
        if (policy.scheduleId && this.deps.inForce && !(await this.deps.inForce(policy.realmId, policy.scheduleId))) {
          continue;
        }
        if (!this.throttle.admit(policy.id, throttledDevice(scope, event), policy.throttleMs)) continue;
        sends.push(this.deps.sender.send(policy, event));
      }
      // Tracked apart from the decision: a replay waits for each event's decision (its throttle
      // in order), not for its webhook's retries.
      this.track(Promise.all(sends).catch((err: Error) => this.failed(change.id, err)));
    } catch (err) {
      this.failed(change.id, err as Error);
    }
  }

  private failed(eventId: string, err: Error): void {
    this.deps.onError(`notifications for event ${eventId} failed: ${err.message}`);
  }

  /** The policy as a schedule holds it now (enabled or disabled for the window). */
  private withHold<T extends { policy: NotificationPolicyRecord }>(entry: T): T {
    const held = this.deps.heldEnabled?.(entry.policy.realmId, entry.policy.id);
    return held === undefined || held === entry.policy.enabled
      ? entry
      : { ...entry, policy: { ...entry.policy, enabled: held } };
  }

  private policiesOf(realmId: string): Promise<RealmPolicies> {
    const cached = this.cache.get(realmId);
    if (cached) {
      return cached.then((value) => {
        if (this.now() - value.readAt < POLICY_CACHE_MS) return value;
        this.cache.delete(realmId);
        return this.policiesOf(realmId);
      });
    }
    const read = this.read(realmId);
    this.cache.set(realmId, read);
    read.catch(() => this.cache.delete(realmId));
    return read;
  }

  private async read(realmId: string): Promise<RealmPolicies> {
    const readAt = this.now();
    const policies = await this.deps.policies.list(realmId);
    const entries = await Promise.all(policies.map(async (policy) => ({ policy, scope: await this.scopeOf(policy) })));
    return { readAt, entries };
  }

  private async scopeOf(policy: NotificationPolicyRecord): Promise<PolicyScope> {
    const scopes = [...policy.setIds, ...policy.zoneIds];
    if (policy.deviceIds.length === 0 && scopes.length === 0) return { devices: undefined };
    const inScopes = await this.deps.policies.devicesOfScopes(policy.realmId, scopes);
    return { devices: new Set([...policy.deviceIds, ...inScopes]) };
  }
}
