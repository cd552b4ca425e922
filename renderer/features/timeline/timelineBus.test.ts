import { timelineDevice } from './testing/timelineFixtures';
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
