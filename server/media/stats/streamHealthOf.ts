/** A camera stream's health (spec 3 §3.1 aspect healthStatus, §4 device health; issue 29) as its
 *  readiness and liveness timeouts read what the stream delivers: PENDING while a run may still take
 *  its first frame, NORMAL while frames come, BROKEN once a run took longer than the readiness
 *  timeout, the source failed, or a delivering stream fell silent for longer than the liveness
 *  timeout; OFF when the camera is. */
import type { HealthSettings } from '../../../shared/metrics/healthSettings';
import type { StreamLiveness } from './StreamStatistics';

export type StreamHealth = 'BROKEN' | 'NORMAL' | 'OFF' | 'PENDING';

export function streamHealthOf(
  liveness: StreamLiveness | undefined,
  timeouts: Pick<HealthSettings, 'readinessTimeout' | 'livenessTimeout'>,
  /** The camera's own health, as stored: a stream this platform has not started follows it. */
  deviceHealth: string,
): string {
  if (deviceHealth === 'OFF') return 'OFF';
  if (!liveness) return deviceHealth;
  if (liveness.runDelivered) return liveness.silentMs > timeouts.livenessTimeout * 1000 ? 'BROKEN' : 'NORMAL';
  if (liveness.failed) return 'BROKEN';
  if (!liveness.watching) return 'OFF';
  return liveness.runAgeMs > timeouts.readinessTimeout * 1000 ? 'BROKEN' : 'PENDING';
}
