// The test helpers first: they install what the router needs in jsdom.
import '../testing';
import { WIDGET_IDS } from '../../shared/widgets';
import type { StatusBarTrigger } from '../features/statusbar';
import { DELIVERY_MANAGER_TRIGGER } from '../features/video-widgets';
import { getWidget } from '../features/widgets';
import { registerStatusBarTriggers, registerWidgets } from './registerWidgetsAndTriggers';

describe('registerStatusBarTriggers', () => {
  it('adds the delivery manager trigger once, after the acknowledgement trigger', () => {
    const acknowledgement = { id: 'acknowledgement' } as StatusBarTrigger;
    const triggers: StatusBarTrigger[] = [];
    registerStatusBarTriggers(triggers);
    triggers.push(acknowledgement);
    registerStatusBarTriggers(triggers);
    expect(triggers.map((trigger) => trigger.id)).toEqual(['deliveryManager', 'acknowledgement']);
    const ordered: StatusBarTrigger[] = [acknowledgement];
    registerStatusBarTriggers(ordered);
    expect(ordered).toEqual([acknowledgement, DELIVERY_MANAGER_TRIGGER]);
    expect(DELIVERY_MANAGER_TRIGGER.label).toBe('video.delivery.title');
  });
});

describe('registerWidgets', () => {
  it('registers the URL widget and the video widgets, and a second call changes nothing', () => {
    registerWidgets();
    registerWidgets();
    expect(getWidget(WIDGET_IDS.url)).toBeDefined();
    expect(getWidget(WIDGET_IDS.cameraLive)).toBeDefined();
    expect(getWidget(WIDGET_IDS.timeline)?.validateView).toBeDefined();
  });
});
