/** A notification policy as its form edits it (issue 28): the stored policy made into form values,
 *  the values checked with the shared rules the platform applies, and the input the platform is
 *  sent. Secrets are never read back: an empty secret or password keeps the stored one. */
import { isEmailAddress } from '../../../shared/access/userAdmin';
import {
  DEFAULT_MQTT_TOPIC,
  DEFAULT_NOTIFICATION_THROTTLE_MS,
  isMqttTopic,
  isMqttUrl,
  isWebhookUrl,
  NOTIFICATION_LIMITS,
  NOTIFICATION_THROTTLE_RANGE,
} from '../../../shared/notifications/notificationPolicies';
import type { NotificationPolicy } from './notificationPolicyDocuments';

export interface PolicyValues {
  name: string;
  enabled: boolean;
  /** The schedule that gates the policy; '' for none (always). */
  scheduleId: string;
  throttleMs: number | null;
  categories: string[];
  needAcknowledgeOnly: boolean;
  deviceIds: string[];
  setIds: string[];
  zoneIds: string[];
  emailEnabled: boolean;
  userIds: string[];
  groupIds: string[];
  /** Extra addresses, one a line (commas too). */
  addresses: string;
  webhookUrl: string;
  webhookSecret: string;
  mqttUrl: string;
  mqttTopic: string;
  mqttUsername: string;
  mqttPassword: string;
}

/** The form's values for a stored policy, or for a new one. */
export function policyValues(policy: NotificationPolicy | null): PolicyValues {
  return {
    name: policy?.name ?? '',
    enabled: policy?.enabled ?? true,
    scheduleId: policy?.scheduleId ?? '',
    throttleMs: policy?.throttleMs ?? DEFAULT_NOTIFICATION_THROTTLE_MS,
    categories: [...(policy?.categories ?? [])],
    needAcknowledgeOnly: policy?.needAcknowledgeOnly ?? true,
    deviceIds: [...(policy?.deviceIds ?? [])],
    setIds: [...(policy?.setIds ?? [])],
    zoneIds: [...(policy?.zoneIds ?? [])],
    emailEnabled: policy?.emailEnabled ?? false,
    userIds: [...(policy?.userIds ?? [])],
    groupIds: [...(policy?.groupIds ?? [])],
    addresses: (policy?.addresses ?? []).join('\n'),
    webhookUrl: policy?.webhook?.url ?? '',
    webhookSecret: '',
    mqttUrl: policy?.mqtt?.url ?? '',
    mqttTopic: policy?.mqtt?.topic ?? DEFAULT_MQTT_TOPIC,
    mqttUsername: policy?.mqtt?.username ?? '',
    mqttPassword: '',
  };
}

/** The addresses typed, one a line or separated by commas. */
export function addressList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,;]/)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}

/** The words of each problem, by key (the console's translations). */
export type RuleText = (key: string, values?: Record<string, string>) => string;

/** The form's rules: the platform's, so most refusals are seen before saving. `stored`: whether
 *  the policy already has a webhook secret (then the secret may stay empty). */
export function policyRules(text: RuleText, stored: NotificationPolicy | null) {
  return (v: PolicyValues) => {
    const addresses = addressList(v.addresses);
    const badAddress = addresses.find((a) => !isEmailAddress(a));
    const webhookUrl = v.webhookUrl.trim();
    const mqttUrl = v.mqttUrl.trim();
    const throttle = v.throttleMs;
    return {
      name: v.name.trim() ? undefined : text('nameRequired'),
      throttleMs:
        throttle === null ||
        !Number.isInteger(throttle) ||
        throttle < NOTIFICATION_THROTTLE_RANGE.min ||
        throttle > NOTIFICATION_THROTTLE_RANGE.max
          ? text('badThrottle')
          : undefined,
      addresses: badAddress
        ? text('badAddress', { value: badAddress })
        : addresses.length > NOTIFICATION_LIMITS.addresses
          ? text('tooManyAddresses')
          : v.emailEnabled && addresses.length === 0 && v.userIds.length === 0 && v.groupIds.length === 0
            ? text('noRecipient')
            : undefined,
      webhookUrl: webhookUrl && !isWebhookUrl(webhookUrl) ? text('badWebhookUrl') : undefined,
      webhookSecret: webhookUrl && !v.webhookSecret && !stored?.webhook?.hasSecret ? text('secretRequired') : undefined,
      mqttUrl: mqttUrl && !isMqttUrl(mqttUrl) ? text('badMqttUrl') : undefined,
      mqttTopic: mqttUrl && !isMqttTopic(v.mqttTopic.trim() || DEFAULT_MQTT_TOPIC) ? text('badTopic') : undefined,
      'root.form': !v.emailEnabled && !webhookUrl && !mqttUrl ? text('noChannel') : undefined,
    };
  };
}

/** The platform's input for the values (the whole policy: the form shows all of it). */
export function policyInput(v: PolicyValues, id: string | null) {
  const webhookUrl = v.webhookUrl.trim();
  const mqttUrl = v.mqttUrl.trim();
  return {
    ...(id && { id }),
    name: v.name.trim(),
    enabled: v.enabled,
    scheduleId: v.scheduleId || null,
    throttleMs: v.throttleMs ?? DEFAULT_NOTIFICATION_THROTTLE_MS,
    categories: v.categories,
    needAcknowledgeOnly: v.needAcknowledgeOnly,
    deviceIds: v.deviceIds,
    setIds: v.setIds,
    zoneIds: v.zoneIds,
    emailEnabled: v.emailEnabled,
    userIds: v.userIds,
    groupIds: v.groupIds,
    addresses: addressList(v.addresses),
    webhook: webhookUrl ? { url: webhookUrl, secret: v.webhookSecret } : null,
    mqtt: mqttUrl
      ? {
          url: mqttUrl,
          topic: v.mqttTopic.trim() || DEFAULT_MQTT_TOPIC,
          username: v.mqttUsername.trim(),
          password: v.mqttPassword,
        }
      : null,
  };
}

/** The platform's refusals that belong to one field, shown under it. */
export const POLICY_SERVER_FIELDS = {
  name: ['Name should not be empty', 'A notification policy with this name already exists'],
  addresses: ['E-mail needs at least one recipient: a user, a group or an address', 'At most 50 addresses'],
  webhookUrl: ['The webhook URL must be an http or https URL'],
  webhookSecret: ['A webhook needs a secret to sign its deliveries'],
  mqttUrl: ['The broker URL must be an mqtt, mqtts, ws or wss URL'],
  mqttTopic: ['The MQTT topic must not be empty nor hold + or #'],
  throttleMs: ['The throttle must be between 0 and 3600000 ms'],
} as const;
