/** Which of spec 3 §4's system statuses a realm is in (issue 28, issue 34), from what the caller
 *  may see. The rule, most severe first:
 *  - STOPPING: the platform is shutting down; STARTING: it is connecting its cameras;
 *  - OFFLINE: every enabled avatar (the site's edge) is BROKEN or OFF: no live video reaches it;
 *  - BROKEN: every enabled camera is BROKEN: nothing is watched or recorded;
 *  - CRITICAL: the archive volume is short, so recordings are deleted before their retention;
 *  - ALERT: some device is BROKEN; ONLINE: nothing to report. */
import type { SystemStatus } from '../../shared/shell/constants';

export type PlatformLifecycle = 'STARTING' | 'RUNNING' | 'STOPPING';

export interface SystemFacts {
  lifecycle: PlatformLifecycle;
  /** The enabled devices the caller may see, by type and health. */
  devices: ReadonlyArray<{ deviceType: string; healthStatus: string }>;
  archiveShort: boolean;
}

const OFFLINE_HEALTH = new Set(['BROKEN', 'OFF']);

export function systemStatusOf(facts: SystemFacts): SystemStatus {
  if (facts.lifecycle !== 'RUNNING') return facts.lifecycle;
  const ofType = (type: string) => facts.devices.filter((d) => d.deviceType === type);
  const avatars = ofType('avatar');
  if (avatars.length > 0 && avatars.every((a) => OFFLINE_HEALTH.has(a.healthStatus))) return 'OFFLINE';
  const cameras = ofType('camera');
  if (cameras.length > 0 && cameras.every((c) => c.healthStatus === 'BROKEN')) return 'BROKEN';
  if (facts.archiveShort) return 'CRITICAL';
  return facts.devices.some((d) => d.healthStatus === 'BROKEN') ? 'ALERT' : 'ONLINE';
}
