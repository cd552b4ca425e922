/** Whether a notification policy picks an event (issue 28): enabled, and every filter it sets
 *  holds — categories (none: all), need-acknowledge only, and devices (the devices it names and
 *  those of its sets and zones; none named: any device). An event is about a device when the
 *  device is one of its witnesses. */
import type { NotificationPolicyRecord } from '../db/repositories/notificationPolicies';
import { needsAcknowledgement, type NotifiedEvent } from './notificationBody';

export interface PolicyScope {
  /** The devices the policy names directly and through its sets and zones; undefined: any device. */
  devices: ReadonlySet<string> | undefined;
}

export function policyMatches(
  policy: Pick<NotificationPolicyRecord, 'enabled' | 'categories' | 'needAcknowledgeOnly'>,
  scope: PolicyScope,
  event: Pick<NotifiedEvent, 'category' | 'requiresAck' | 'witnesses'>,
): boolean {
  if (!policy.enabled) return false;
  if (policy.categories.length > 0 && !policy.categories.includes(event.category)) return false;
  if (policy.needAcknowledgeOnly && !needsAcknowledgement(event)) return false;
  const devices = scope.devices;
  if (devices && !event.witnesses.some((w) => devices.has(w.id))) return false;
  return true;
}

/** The device a throttle window is kept for: the first witness the policy picks, or none. */
export function throttledDevice(scope: PolicyScope, event: Pick<NotifiedEvent, 'witnesses'>): string {
  const devices = scope.devices;
  const witness = devices ? event.witnesses.find((w) => devices.has(w.id)) : event.witnesses[0];
  return witness?.id ?? '';
}
