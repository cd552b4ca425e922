/** Notification policies' rules (issue 28): a realm's policies read, created, changed and deleted
 *  by its administrators, each change in the user audit; names unique per realm (any case);
 *  devices, sets, zones, users and groups must be the realm's own; a channel at least; e-mail
 *  needs recipients, a webhook a secret, hosts the platform may connect to. Secrets are kept when
 *  an update leaves them empty and never handed back. The test button sends a test event over
 *  every channel at once and answers the log rows. */
import { randomUUID } from 'node:crypto';
import { isEmailAddress } from '../../shared/access/userAdmin';
import {
  DEFAULT_MQTT_TOPIC,
  DEFAULT_NOTIFICATION_THROTTLE_MS,
  isMqttTopic,
  isMqttUrl,
  isWebhookUrl,
  NOTIFICATION_ERROR,
  NOTIFICATION_LIMITS,
  NOTIFICATION_LOG_LIMIT,
  NOTIFICATION_THROTTLE_RANGE,
  notificationError,
} from '../../shared/notifications/notificationPolicies';
import { AUDIT_CATEGORY } from '../../shared/events/auditConstants';
import { namedBySchedulesWarning } from '../../shared/schedules/scheduleActions';
import type { NotificationPolicyRecord, NotificationPolicyRepository } from '../db/repositories/notificationPolicies';
import type { NotificationSendRecord, NotificationSendRepository } from '../db/repositories/notificationSends';
import type { AuditParty, UserAudit } from '../events';
import { DomainError } from '../kernel';
import type { NotificationSender } from './NotificationSender';
import { policyAuditChanges, policyAuditSummary } from './policyAuditDetail';

export interface NotificationPolicyInput {
  id?: string | null;
  name?: string | null;
  enabled?: boolean | null;
  scheduleId?: string | null;
  categories?: readonly string[] | null;
  needAcknowledgeOnly?: boolean | null;
  deviceIds?: readonly string[] | null;
  setIds?: readonly string[] | null;
  zoneIds?: readonly string[] | null;
  userIds?: readonly string[] | null;
  groupIds?: readonly string[] | null;
  addresses?: readonly string[] | null;
  emailEnabled?: boolean | null;
  /** Null or an empty URL: no webhook. An empty secret on update keeps the stored one. */
  webhook?: { url?: string | null; secret?: string | null } | null;
  /** Null or an empty URL: no MQTT. An empty password on update keeps the stored one. */
  mqtt?: { url?: string | null; topic?: string | null; username?: string | null; password?: string | null } | null;
  throttleMs?: number | null;
}

/** Who acts, in which realm. */
export interface NotificationActing {
  realmId: string;
  actor: AuditParty;
}

export interface NotificationPolicyServiceDeps {
  policies: NotificationPolicyRepository;
  sends: NotificationSendRepository;
  sender: NotificationSender;
  audit: UserAudit;
  /** Whether the platform may connect to a host (the probe networks administrators allow). */
  mayConnect(host: string): Promise<boolean>;
  /** Told of every change, so the dispatcher reads the realm's policies again. */
  onChanged(realmId: string, policyId: string): void;
  now?: () => number;
}

/** The names of the realm's schedules whose actions name a policy (platform/ wires the schedules in). */
export type PolicyNamedBy = (realmId: string, policyId: string) => Promise<string[]>;

/** A policy deleted; the warning names the schedules whose actions on it no longer apply. */
export interface NotificationPolicyDeleted {
  deleted: boolean;
  warning: ReturnType<typeof namedBySchedulesWarning>;
}

export class NotificationPolicyService {
  private readonly now: () => number;
  private namedBy: PolicyNamedBy = async () => [];

  constructor(private readonly deps: NotificationPolicyServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  list(realmId: string): Promise<NotificationPolicyRecord[]> {
    return this.deps.policies.list(realmId);
  }

  async find(realmId: string, id: string): Promise<NotificationPolicyRecord | undefined> {
    return this.deps.policies.byId(realmId, id);
  }

  /** Where the schedules naming a policy are found (asked before and at a delete). */
  useNamedBy(namedBy: PolicyNamedBy): void {
    this.namedBy = namedBy;
  }

  /** The names of the schedules whose actions name the policy. */
  usedBy(realmId: string, id: string): Promise<string[]> {
    return this.namedBy(realmId, id);
  }

  /** The names of the policies a schedule gates: what else follows it (the schedule's delete
   *  question; ScheduleService.addUsage). */
  gatedBy(realmId: string, scheduleId: string): Promise<string[]> {
    return this.deps.policies.namesGatedBy(realmId, scheduleId);
  }

  /** A policy's sends, newest first. */
  sends(realmId: string, policyId: string, limit?: number | null): Promise<NotificationSendRecord[]> {
    const bounded = Math.min(Math.max(1, limit ?? NOTIFICATION_LOG_LIMIT), NOTIFICATION_LOG_LIMIT);
    return this.deps.sends.ofPolicy(realmId, policyId, bounded);
  }

  async create(input: NotificationPolicyInput, acting: NotificationActing): Promise<NotificationPolicyRecord> {
    const now = this.now();
    const policy = await this.checked(
      acting.realmId,
      { id: randomUUID(), realmId: acting.realmId, createdAt: now, modifiedAt: now },
      input,
      undefined,
    );
    await this.deps.policies.insert(policy);
    this.deps.onChanged(acting.realmId, policy.id);
    await this.record(acting, 'NOTIFICATION_POLICY_CREATED', policy, policyAuditSummary(policy));
    return policy;
  }

  async update(input: NotificationPolicyInput, acting: NotificationActing): Promise<NotificationPolicyRecord> {
    const stored = await this.existing(acting.realmId, input.id);
    const policy = await this.checked(
      acting.realmId,
      { id: stored.id, realmId: stored.realmId, createdAt: stored.createdAt, modifiedAt: this.now() },
      input,
      stored,
    );
    await this.deps.policies.update(policy);
    this.deps.onChanged(acting.realmId, policy.id);
    await this.record(acting, 'NOTIFICATION_POLICY_UPDATED', policy, policyAuditChanges(stored, policy));
    return policy;
  }

  /** Switches a policy on or off (a schedule's action: enable/disable a notification policy). */
  async setEnabled(realmId: string, id: string, enabled: boolean): Promise<void> {
    const stored = await this.existing(realmId, id);
    if (stored.enabled === enabled) return;
    await this.deps.policies.update({ ...stored, enabled, modifiedAt: this.now() });
    this.deps.onChanged(realmId, id);
  }

  /** Deletes the policy; schedules naming it hold nothing on it from then on, and the warning
   *  names them. */
  async delete(id: string, acting: NotificationActing): Promise<NotificationPolicyDeleted> {
    const stored = await this.existing(acting.realmId, id);
    const namedBy = await this.namedBy(acting.realmId, stored.id);
    await this.deps.policies.delete(acting.realmId, stored.id);
    this.deps.onChanged(acting.realmId, stored.id);
    await this.record(acting, 'NOTIFICATION_POLICY_DELETED', stored, {});
    return { deleted: true, warning: namedBySchedulesWarning(namedBy) };
  }

  /** Sends a test notification over every channel of the policy (enabled or not, throttle aside). */
  async test(id: string, acting: NotificationActing): Promise<NotificationSendRecord[]> {
    const policy = await this.existing(acting.realmId, id);
    return this.deps.sender.send(
      policy,
      {
        id: null,
        realmId: acting.realmId,
        category: AUDIT_CATEGORY.USER,
        message: `Test notification sent by ${acting.actor.name}`,
        triggeredAt: this.now(),
        requiresAck: false,
        acknowledged: false,
        witnesses: [],
        snapshots: [],
      },
      true,
    );
  }

  private async existing(realmId: string, id: string | null | undefined): Promise<NotificationPolicyRecord> {
    const stored = id ? await this.deps.policies.byId(realmId, id) : undefined;
    if (!stored) throw new DomainError('notFound', NOTIFICATION_ERROR.NOT_FOUND);
    return stored;
  }

  /** The policy the input makes (over the stored one on update), or a refusal naming the problem. */
  private async checked(
    realmId: string,
    base: Pick<NotificationPolicyRecord, 'id' | 'realmId' | 'createdAt' | 'modifiedAt'>,
    input: NotificationPolicyInput,
    stored: NotificationPolicyRecord | undefined,
  ): Promise<NotificationPolicyRecord> {
    const name = (input.name ?? stored?.name ?? '').trim();
    if (!name) throw DomainError.badInput(NOTIFICATION_ERROR.NAME_REQUIRED);
    if (name.length > NOTIFICATION_LIMITS.name)
      throw DomainError.badInput(`Name: at most ${NOTIFICATION_LIMITS.name} characters`);
    const holder = await this.deps.policies.idByName(realmId, name);
    if (holder && holder !== base.id) throw new DomainError('conflict', NOTIFICATION_ERROR.NAME_TAKEN);

    const pick = <T>(value: T | null | undefined, kept: T | undefined, fallback: T): T => value ?? kept ?? fallback;
    const list = (value: readonly string[] | null | undefined, kept: string[] | undefined) => [
      ...new Set((value ?? kept ?? []).map((v) => v.trim()).filter(Boolean)),
    ];

    const addresses = list(input.addresses, stored?.addresses);
    if (addresses.length > NOTIFICATION_LIMITS.addresses)
      throw DomainError.badInput(NOTIFICATION_ERROR.TOO_MANY_ADDRESSES);
    const bad = addresses.find((a) => !isEmailAddress(a));
    if (bad) throw DomainError.badInput(notificationError(NOTIFICATION_ERROR.BAD_ADDRESS, { value: bad }));

    const throttleMs = pick(input.throttleMs, stored?.throttleMs, DEFAULT_NOTIFICATION_THROTTLE_MS);
    if (
      !Number.isInteger(throttleMs) ||
      throttleMs < NOTIFICATION_THROTTLE_RANGE.min ||
      throttleMs > NOTIFICATION_THROTTLE_RANGE.max
    ) {
      throw DomainError.badInput(NOTIFICATION_ERROR.BAD_THROTTLE);
    }

    const policy: NotificationPolicyRecord = {
      ...base,
      name,
      enabled: pick(input.enabled, stored?.enabled, true),
      scheduleId: input.scheduleId === undefined ? (stored?.scheduleId ?? null) : input.scheduleId || null,
      categories: list(input.categories, stored?.categories),
      needAcknowledgeOnly: pick(input.needAcknowledgeOnly, stored?.needAcknowledgeOnly, false),
      deviceIds: list(input.deviceIds, stored?.deviceIds),
      setIds: list(input.setIds, stored?.setIds),
      zoneIds: list(input.zoneIds, stored?.zoneIds),
      userIds: list(input.userIds, stored?.userIds),
      groupIds: list(input.groupIds, stored?.groupIds),
      addresses,
      emailEnabled: pick(input.emailEnabled, stored?.emailEnabled, false),
      webhook: this.webhookOf(input, stored),
      mqtt: this.mqttOf(input, stored),
      throttleMs,
    };
    if (!policy.emailEnabled && !policy.webhook && !policy.mqtt)
      throw DomainError.badInput(NOTIFICATION_ERROR.NO_CHANNEL);
    if (policy.emailEnabled && !policy.addresses.length && !policy.userIds.length && !policy.groupIds.length) {
      throw DomainError.badInput(NOTIFICATION_ERROR.NO_RECIPIENT);
    }
    await this.references(realmId, policy);
    for (const url of [policy.webhook?.url, policy.mqtt?.url]) if (url) await this.reachable(url);
    return policy;
  }

  private webhookOf(input: NotificationPolicyInput, stored: NotificationPolicyRecord | undefined) {
    if (input.webhook === undefined) return stored?.webhook ?? null;
    const url = input.webhook?.url?.trim();
    if (!url) return null;
    if (!isWebhookUrl(url)) throw DomainError.badInput(NOTIFICATION_ERROR.BAD_WEBHOOK_URL);
    const secret = input.webhook?.secret || stored?.webhook?.secret;
    if (!secret) throw DomainError.badInput(NOTIFICATION_ERROR.SECRET_REQUIRED);
    if (secret.length > NOTIFICATION_LIMITS.secret)
      throw DomainError.badInput(`Secret: at most ${NOTIFICATION_LIMITS.secret} characters`);
    return { url, secret };
  }

  private mqttOf(input: NotificationPolicyInput, stored: NotificationPolicyRecord | undefined) {
    if (input.mqtt === undefined) return stored?.mqtt ?? null;
    const url = input.mqtt?.url?.trim();
    if (!url) return null;
    if (!isMqttUrl(url)) throw DomainError.badInput(NOTIFICATION_ERROR.BAD_MQTT_URL);
    const topic = input.mqtt?.topic?.trim() || DEFAULT_MQTT_TOPIC;
    if (!isMqttTopic(topic)) throw DomainError.badInput(NOTIFICATION_ERROR.BAD_TOPIC);
    const username = input.mqtt?.username?.trim() || null;
    // A kept password belongs to the account it was given for.
    const keptPassword = stored?.mqtt && stored.mqtt.username === username ? stored.mqtt.password : null;
    return { url, topic, username, password: input.mqtt?.password || keptPassword };
  }

  /** Devices, sets, zones, users and groups must be the realm's own. */
  private async references(realmId: string, policy: NotificationPolicyRecord): Promise<void> {
    const { policies } = this.deps;
    const checks: Array<[string, readonly string[], (ids: readonly string[]) => Promise<string[]>]> = [
      ['device', policy.deviceIds, (ids) => policies.existingDevices(realmId, ids)],
      ['set', policy.setIds, (ids) => policies.existingScopes(realmId, 'SET', ids)],
      ['zone', policy.zoneIds, (ids) => policies.existingScopes(realmId, 'ZONE', ids)],
      ['user', policy.userIds, (ids) => policies.existingUsers(realmId, ids)],
      ['group', policy.groupIds, (ids) => policies.existingGroups(realmId, ids)],
      ['schedule', policy.scheduleId ? [policy.scheduleId] : [], (ids) => policies.existingSchedules(realmId, ids)],
    ];
    for (const [type, ids, existing] of checks) {
      if (ids.length === 0) continue;
      const found = new Set(await existing(ids));
      const missing = ids.find((id) => !found.has(id));
      if (missing)
        throw DomainError.badInput(notificationError(NOTIFICATION_ERROR.UNKNOWN_REFERENCE, { type, id: missing }));
    }
  }

  private async reachable(url: string): Promise<void> {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (!(await this.deps.mayConnect(host))) {
      throw DomainError.badInput(notificationError(NOTIFICATION_ERROR.NOT_ALLOWED_HOST, { host }));
    }
  }

  private record(
    acting: NotificationActing,
    kind: 'NOTIFICATION_POLICY_CREATED' | 'NOTIFICATION_POLICY_UPDATED' | 'NOTIFICATION_POLICY_DELETED',
    policy: NotificationPolicyRecord,
    detail: Record<string, unknown>,
  ): Promise<void> {
    return this.deps.audit.record([acting.realmId], {
      kind,
      actor: acting.actor,
      target: { type: 'notificationPolicy', id: policy.id, name: policy.name },
      detail,
    });
  }
}
