// The test helpers first: they install what the router needs in jsdom.
import '../../../testing';
import type { StatusBarTrigger } from '../../statusbar';
import { DELIVERY_MANAGER_TRIGGER, registerDeliveryManagerTrigger } from './registerDeliveryManagerTrigger';

describe('registerDeliveryManagerTrigger', () => {
  it('adds the trigger once, after the acknowledgement trigger', () => {
    const acknowledgement = { id: 'acknowledgement' } as StatusBarTrigger;
    const triggers: StatusBarTrigger[] = [];
    registerDeliveryManagerTrigger(triggers);
    triggers.push(acknowledgement);
    registerDeliveryManagerTrigger(triggers);
    expect(triggers.map((trigger) => trigger.id)).toEqual(['deliveryManager', 'acknowledgement']);
    const ordered: StatusBarTrigger[] = [acknowledgement];
    registerDeliveryManagerTrigger(ordered);
    expect(ordered).toEqual([acknowledgement, DELIVERY_MANAGER_TRIGGER]);
    expect(DELIVERY_MANAGER_TRIGGER.label).toBe('video.delivery.title');
  });
});
