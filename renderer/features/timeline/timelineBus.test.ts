import { timelineDevice } from './testing/timelineFixtures';
import { createStore } from '../../state';
import { acquireTimelineBus, timelineBusOf } from './timelineBus';

const device = timelineDevice;

const tick = () => new Promise((done) => setTimeout(done, 0));

describe('timeline bus', () => {
  it('sends to every in-sync viewer, or to one target', () => {
    const bus = timelineBusOf('bus-send');
    const a = jest.fn();
    const b = jest.fn();
    bus.register(device('a'), a);
    bus.register(device('b', { outOfSync: true }), b);
    bus.send({ type: 'Pause' });
    expect(a).toHaveBeenCalledWith({ type: 'Pause' });
    expect(b).not.toHaveBeenCalled();
    bus.send({ type: 'Play' }, 'b');
    expect(b).toHaveBeenCalledWith({ type: 'Play' });
  });

  it('asks one viewer for the picture it shows, and gets none from a viewer that has left', async () => {
    const bus = timelineBusOf('bus-snapshot');
    const picture = new Blob(['jpeg'], { type: 'image/jpeg' });
    const leave = bus.register(device('a'), (command) => {
      if (command.type === 'GetSnapshot') command.reply(picture);
    });
    expect(await bus.askSnapshot('a')).toBe(picture);
    leave();
    expect(await bus.askSnapshot('a')).toBeNull();
  });

  it('keeps one bus per view while used, also across a leave-and-rejoin', async () => {
    const first = acquireTimelineBus('bus-share');
    const second = acquireTimelineBus('bus-share');
    expect(second.bus).toBe(first.bus);
    first.release();
    second.release();
    // StrictMode-style rejoin in the same task.
    const again = acquireTimelineBus('bus-share');
    await tick();
    expect(again.bus).toBe(first.bus);
    expect(timelineBusOf('bus-share')).toBe(first.bus);
    again.release();
    await tick();
    expect(timelineBusOf('bus-share')).not.toBe(first.bus);
  });

  it('counts attached timelines', () => {
    const bus = timelineBusOf('bus-timeline');
    const leave = bus.attachTimeline();
    expect(bus.hasTimeline()).toBe(true);
    leave();
    expect(bus.hasTimeline()).toBe(false);
  });
});

describe('timeline bus state', () => {
  it('keeps the devices in widget order in the store it was made in; a new store starts empty', () => {
    const store = createStore();
    const bus = timelineBusOf('bus-state', store);
    const seen = jest.fn();
    store.sub(bus.devicesAtom, seen);
    bus.register(device('b', { widgetIndex: 2 }), () => undefined);
    const leave = bus.register(device('a', { widgetIndex: 1 }), () => undefined);
    expect(store.get(bus.devicesAtom).map((d) => d.key)).toEqual(['a', 'b']);
    bus.update('a', { speed: 2 });
    bus.update('a', { speed: 2 }); // no change, no news
    expect(seen).toHaveBeenCalledTimes(3);
    expect(bus.list()[0]?.speed).toBe(2);
    leave();
    expect(bus.list().map((d) => d.key)).toEqual(['b']);
    // Logout and realm change start a new store: the view's bus there knows no device.
    const next = createStore();
    expect(timelineBusOf('bus-state', next)).not.toBe(bus);
    expect(timelineBusOf('bus-state', next).list()).toEqual([]);
  });
});
