/** Which of spec 3 §4's system statuses a realm is in (issue 28, issue 34), from what the caller
 *  may see. The rule, most severe first:
 *  - STOPPING: the platform is shutting down; STARTING: it is connecting its cameras;
 *  - OFFLINE: every enabled avatar (the site's edge) is BROKEN or OFF: no live video reaches it;
 *  - BROKEN: every enabled camera is BROKEN: nothing is watched or recorded;
 *  - CRITICAL: the archive volume is short, so recordings are deleted before their retention, or a
 *    device whose gravity is critical is BROKEN;
 *  - ALERT: some device is BROKEN or DEGRADED; ONLINE: nothing to report.
 *  A device's gravity (spec 3 §3.1 health settings, issue 29) decides how it counts: an ignored
 *  device's failure is left out of every rule. */
import type { SystemStatus } from '../../shared/shell/constants';
import { HEALTH_GRAVITY } from '../../shared/metrics/healthSettings';

export type PlatformLifecycle = 'STARTING' | 'RUNNING' | 'STOPPING';

export interface SystemFacts {
  lifecycle: PlatformLifecycle;
  /** The enabled devices the caller may see, by type and health; gravity ALERT when absent. */
  devices: ReadonlyArray<{ deviceType: string; healthStatus: string; gravity?: number }>;
  archiveShort: boolean;
}

const OFFLINE_HEALTH = new Set(['BROKEN', 'OFF']);
const TROUBLE = new Set(['BROKEN', 'DEGRADED']);

export function systemStatusOf(facts: SystemFacts): SystemStatus {
  if (facts.lifecycle !== 'RUNNING') return facts.lifecycle;
  const counted = facts.devices.filter((d) => (d.gravity ?? HEALTH_GRAVITY.ALERT) !== HEALTH_GRAVITY.IGNORED);
  const ofType = (type: string) => counted.filter((d) => d.deviceType === type);
  const avatars = ofType('avatar');
  if (avatars.length > 0 && avatars.every((a) => OFFLINE_HEALTH.has(a.healthStatus))) return 'OFFLINE';
  const cameras = ofType('camera');
  if (cameras.length > 0 && cameras.every((c) => c.healthStatus === 'BROKEN')) return 'BROKEN';
  if (facts.archiveShort) return 'CRITICAL';
  if (counted.some((d) => d.healthStatus === 'BROKEN' && d.gravity === HEALTH_GRAVITY.CRITICAL)) return 'CRITICAL';
  return counted.some((d) => TROUBLE.has(d.healthStatus)) ? 'ALERT' : 'ONLINE';
}
