/** What the user audit keeps of a notification policy (issue 28): its settings without secrets on
 *  create, the fields an update changed (a secret only named as changed). */
import type { NotificationPolicyRecord } from '../db/repositories/notificationPolicies';

/** What the audit keeps of a policy: everything but secrets. */
export function policyAuditSummary(policy: NotificationPolicyRecord): Record<string, unknown> {
  const { webhook, mqtt, id, realmId, createdAt, modifiedAt, ...rest } = policy;
  void id;
  void realmId;
  void createdAt;
  void modifiedAt;
  return {
    ...rest,
    webhook: webhook ? webhook.url : null,
    mqtt: mqtt ? { url: mqtt.url, topic: mqtt.topic, username: mqtt.username } : null,
  };
}

/** The fields an update changed (secrets named, never shown). */
export function policyAuditChanges(
  before: NotificationPolicyRecord,
  after: NotificationPolicyRecord,
): Record<string, unknown> {
  const a = policyAuditSummary(before);
  const b = policyAuditSummary(after);
  const detail: Record<string, unknown> = {};
  for (const key of Object.keys(b)) if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) detail[key] = b[key];
  if (before.webhook?.secret !== after.webhook?.secret && after.webhook) detail.webhookSecret = 'changed';
  if (before.mqtt?.password !== after.mqtt?.password && after.mqtt) detail.mqttPassword = 'changed';
  return detail;
}
