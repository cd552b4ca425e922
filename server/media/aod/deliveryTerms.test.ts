/** The next delivery (spec 3 §7.2 changeDeliveryPriority, deviceCommand delivery start/stop): of the
 *  requests whose avatar delivers, the highest priority first, then the oldest. */
import { nextDelivery, type DeliveryTerms } from './deliveryTerms';

const row = (id: string, device: string, avatar: string) => ({
  id,
  device_id: device,
  avatar_id: avatar,
  created_at: 0,
});
const terms: Record<string, DeliveryTerms> = {
  low: { running: true, capBps: null, priority: 9 },
  high: { running: true, capBps: null, priority: 1 },
  alsoHigh: { running: true, capBps: null, priority: 1 },
  stopped: { running: false, capBps: null, priority: 1 },
};
const termsOf = async (device: string) => terms[device]!;

describe('nextDelivery', () => {
  it('takes the highest priority, then the oldest, of the avatars that deliver', async () => {
    const queue = [row('1', 'low', 'a'), row('2', 'stopped', 'b'), row('3', 'high', 'a'), row('4', 'alsoHigh', 'a')];
    expect((await nextDelivery(queue, termsOf))?.id).toBe('3');
    expect((await nextDelivery([queue[0]!, queue[1]!], termsOf))?.id).toBe('1');
    expect(await nextDelivery([queue[1]!], termsOf)).toBeUndefined();
  });
});
