/** Spec 3 §4 avatar channel status: each row of the table from the delivery queue's facts. */
import { channelStatusOf } from './channelStatus';

describe('channelStatusOf', () => {
  it.each([
    [{ queued: 0, oldestWaitingMs: 0, deliveryRunning: true }, 'ONTIME'],
    [{ queued: 0, oldestWaitingMs: 0, deliveryRunning: false }, 'ONTIME'],
    [{ queued: 3, oldestWaitingMs: 5_000, deliveryRunning: true }, 'ONTIME'],
    [{ queued: 3, oldestWaitingMs: 60_000, deliveryRunning: true }, 'DELAYED_CATCHUP'],
    [{ queued: 3, oldestWaitingMs: 599_999, deliveryRunning: true }, 'DELAYED_CATCHUP'],
    [{ queued: 3, oldestWaitingMs: 600_000, deliveryRunning: true }, 'DELAYED_DEGRADED'],
    [{ queued: 1, oldestWaitingMs: 1_000, deliveryRunning: false }, 'DELAYED_DEGRADED'],
  ] as const)('%o is %s', (facts, status) => {
    expect(channelStatusOf(facts)).toBe(status);
  });
});
