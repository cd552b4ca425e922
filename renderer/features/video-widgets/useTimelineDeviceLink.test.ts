import '../../testing';
import { act, renderHook } from '@testing-library/react';
import { createFakePlayerController } from '../player/testing/fakePlayerController';
import { timelineDevice } from '../timeline/testing/timelineFixtures';
import { TimelineBus } from '../timeline';
import { useTimelineDeviceLink } from './useTimelineDeviceLink';

const T = 1_800_000_000_000;
const address = { viewId: 'v', widgetId: 'w', index: 0 };

function setup(others: number) {
  const bus = new TimelineBus();
  for (let i = 0; i < others; i += 1) {
    bus.register(timelineDevice(`other-${i}`, { playerTime: T + 60_000, speed: 2, paused: true }), () => undefined);
  }
  const controller = createFakePlayerController({ status: 'PLAY', mode: 'archive', time: T });
  const hook = renderHook(() => useTimelineDeviceLink(bus, address, controller, { id: 'cam-1', name: 'Gate' }));
  const own = () => bus.list().find((d) => d.key === 'w/0');
  return { bus, controller, hook, own };
}

describe('an archive cell on the timeline bus (spec 2 §4 Timeline device sync)', () => {
  it('publishes its camera and obeys the timeline: time, speed, pause, connection, auto AOD', () => {
    const { bus, controller, hook, own } = setup(0);
    expect(own()).toMatchObject({ id: 'cam-1', name: 'Gate', outOfSync: false });
    act(() => bus.send({ type: 'SetTime', time: T - 5_000, byUser: true }));
    act(() => bus.send({ type: 'SetSpeed', speed: -2 }));
    act(() => bus.send({ type: 'PreferredConnectionType', connection: 'cloud' }));
    act(() => bus.send({ type: 'AutoAodRequest', on: true }));
    expect(controller.callsTo('playArchive')).toEqual([[T - 5_000]]);
    expect(controller.callsTo('setSpeed')).toEqual([[-2]]);
    expect(controller.callsTo('setConnection')).toEqual([['cloud']]);
    expect(hook.result.current.autoAod).toBe(true);
  });

  it("submits the timeline's GetAOD for its camera and answers with the request, another camera's with null", async () => {
    const bus = new TimelineBus();
    const controller = createFakePlayerController({ status: 'STOP', mode: 'archive', time: T });
    const requestAod = jest.fn(async () => 'request-1');
    renderHook(() =>
      useTimelineDeviceLink(bus, address, controller, { id: 'cam-1', name: 'Gate' }, undefined, requestAod),
    );
    const asked = { type: 'GetAOD' as const, start: T, duration: 60_000, stream: 'FULL' as const };
    const mine = await new Promise((reply) => bus.send({ ...asked, deviceId: 'cam-1', reply }, 'w/0'));
    expect(mine).toBe('request-1');
    expect(requestAod).toHaveBeenCalledWith(expect.objectContaining({ deviceId: 'cam-1', start: T, duration: 60_000 }));
    const other = await new Promise((reply) => bus.send({ ...asked, deviceId: 'cam-9', reply }, 'w/0'));
    expect(other).toBeNull();
    expect(requestAod).toHaveBeenCalledTimes(1);
  });

  it('answers GetSnapshot with the picture on its canvas', async () => {
    const { bus, controller } = setup(0);
    const picture = new Blob(['jpeg'], { type: 'image/jpeg' });
    controller.setSnapshot(picture);
    expect(await bus.askSnapshot('w/0')).toBe(picture);
  });

  it('goes out of sync when its own user pauses it beside other cameras, not when the timeline does', () => {
    const { bus, controller, hook, own } = setup(1);
    act(() => bus.send({ type: 'Pause' }));
    expect(hook.result.current.outOfSync).toBe(false);
    act(() => controller.setState({ status: 'PLAY' }));
    act(() => controller.setState({ status: 'PAUSE' }));
    expect(hook.result.current.outOfSync).toBe(true);
    expect(own()?.outOfSync).toBe(true);
  });

  it('stays in sync when it is the only camera', () => {
    const { controller, hook } = setup(0);
    act(() => controller.setState({ status: 'PAUSE' }));
    expect(hook.result.current.outOfSync).toBe(false);
  });

  it('SYNC adopts the in-sync cameras\u2019 time, speed and play state', () => {
    const { controller, hook } = setup(1);
    act(() => controller.setState({ status: 'PAUSE' }));
    expect(hook.result.current.outOfSync).toBe(true);
    act(() => hook.result.current.sync());
    expect(controller.callsTo('playArchive').at(-1)).toEqual([T + 60_000, 2]);
    expect(controller.callsTo('pause').length).toBeGreaterThan(0);
    expect(hook.result.current.outOfSync).toBe(false);
  });
});
