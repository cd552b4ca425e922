// The test helpers first: they install what the router needs in jsdom.
import '../testing';
import { WIDGET_IDS } from '../../shared/widgets';
import { ACKNOWLEDGEMENT_TRIGGER } from '../features/events';
import type { StatusBarTrigger } from '../features/statusbar';
import { DELIVERY_MANAGER_TRIGGER } from '../features/video-widgets';
import { getWidget } from '../features/widgets';
import { registerStatusBarTriggers, registerWidgets } from './registerWidgetsAndTriggers';

describe('registerStatusBarTriggers', () => {
  it('adds the acknowledgement trigger, then the delivery manager trigger, once', () => {
    const triggers: StatusBarTrigger[] = [];
    registerStatusBarTriggers(triggers);
    registerStatusBarTriggers(triggers);
    expect(triggers).toEqual([ACKNOWLEDGEMENT_TRIGGER, DELIVERY_MANAGER_TRIGGER]);
    expect(ACKNOWLEDGEMENT_TRIGGER.label).toBe('events.popup.trigger');
    expect(DELIVERY_MANAGER_TRIGGER.label).toBe('video.delivery.title');
  });
});

describe('registerWidgets', () => {
  it('registers the URL widget, the video widgets and the event widgets, and a second call changes nothing', () => {
    registerWidgets();
    registerWidgets();
    expect(getWidget(WIDGET_IDS.url)).toBeDefined();
    expect(getWidget(WIDGET_IDS.cameraLive)).toBeDefined();
    expect(getWidget(WIDGET_IDS.timeline)?.validateView).toBeDefined();
    expect(getWidget(WIDGET_IDS.events)?.module).toBe('events');
    expect(getWidget(WIDGET_IDS.archiveEvents)).toBeDefined();
    expect(getWidget(WIDGET_IDS.eventDetails)).toBeDefined();
    expect(getWidget(WIDGET_IDS.vmx)?.module).toBe('vmx');
  });
});
