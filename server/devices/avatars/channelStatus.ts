/** An avatar's delivery channel status (spec 3 §4: ONTIME, DELAYED_CATCHUP, DELAYED_DEGRADED)
 *  from its delivery queue: how long the oldest request has waited and whether the delivery service
 *  runs. Shown only while the avatar is NORMAL (visibleChannelStatus). */
import {
  CHANNEL_CATCHUP_AFTER_MS,
  CHANNEL_DEGRADED_AFTER_MS,
  type ChannelStatusName,
} from '../../../shared/devices/deviceAdminConstants';

export interface DeliveryFacts {
  /** Requests waiting or in progress. */
  queued: number;
  /** Milliseconds the oldest of them has waited; 0 with an empty queue. */
  oldestWaitingMs: number;
  /** The delivery service is activated and started. */
  deliveryRunning: boolean;
}

export function channelStatusOf(facts: DeliveryFacts): ChannelStatusName {
  if (facts.queued === 0) return 'ONTIME';
  if (!facts.deliveryRunning || facts.oldestWaitingMs >= CHANNEL_DEGRADED_AFTER_MS) return 'DELAYED_DEGRADED';
  if (facts.oldestWaitingMs >= CHANNEL_CATCHUP_AFTER_MS) return 'DELAYED_CATCHUP';
  return 'ONTIME';
}
