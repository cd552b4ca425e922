import { addDeviceEvents, KEPT_EVENTS, maxEventCount, shownEvents } from './deviceEvents';

const entry = (id: string, time: number, witnesses: string[], message = `event ${id}`) => ({
  context: id,
  message,
  triggeredAt: time,
  witnesses: witnesses.map((w) => ({ id: w })),
});

describe('device events on the image map (spec 3 §2.6 maxEventCount)', () => {
  const tracked = new Set(['cam-1', 'cam-2']);

  it('keeps events per tracked witness, newest first, each once', () => {
    let state = addDeviceEvents({}, [entry('a', 1, ['cam-1']), entry('b', 3, ['cam-1', 'cam-2', 'cam-9'])], tracked);
    state = addDeviceEvents(state, [entry('a', 1, ['cam-1']), entry('c', 2, ['cam-1'])], tracked);
    expect(shownEvents(state, 'cam-1', 10).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(shownEvents(state, 'cam-2', 10).map((e) => e.id)).toEqual(['b']);
    expect(state['cam-9']).toBeUndefined();
    // An acknowledged (updated) entry replaces its older self.
    state = addDeviceEvents(state, [entry('c', 2, ['cam-1'], 'changed')], tracked);
    expect(shownEvents(state, 'cam-1', 10).map((e) => e.message)).toEqual(['event b', 'changed', 'event a']);
  });

  it('shows maxEventCount and keeps no more than the largest choice', () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(`e${i}`, i, ['cam-1']));
    const state = addDeviceEvents({}, many, tracked);
    expect(state['cam-1']).toHaveLength(KEPT_EVENTS);
    expect(shownEvents(state, 'cam-1', 1).map((e) => e.id)).toEqual(['e29']);
    expect(shownEvents(state, 'cam-1', 5)).toHaveLength(5);
  });

  it('leaves the state as it is when nothing tracked arrives', () => {
    const state = addDeviceEvents({}, [entry('a', 1, ['cam-1'])], tracked);
    expect(addDeviceEvents(state, [entry('x', 5, ['cam-7'])], tracked)).toBe(state);
  });

  it('reads maxEventCount from the properties', () => {
    expect(maxEventCount('5', 10)).toBe(5);
    expect(maxEventCount(20, 10)).toBe(20);
    expect(maxEventCount('7', 10)).toBe(10);
    expect(maxEventCount(undefined, 10)).toBe(10);
  });
});
