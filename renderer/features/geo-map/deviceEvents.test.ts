import { addDeviceEvent, type MapEvent } from './deviceEvents';

const event = (n: number): MapEvent => ({ id: `e${n}`, message: `Motion ${n}`, triggeredAt: n });

describe('device events on the map (spec 3 §9: at most 10 per device)', () => {
  it('keeps each witness’s 10 newest events, newest first, once each', () => {
    let events = new Map<string, MapEvent[]>();
    for (let n = 1; n <= 12; n += 1) events = addDeviceEvent(events, ['cam-1', n % 2 ? 'sensor-1' : 'cam-1'], event(n));
    events = addDeviceEvent(events, ['cam-1'], event(12));
    expect(events.get('cam-1')?.map((e) => e.id)).toEqual([
      'e12',
      'e11',
      'e10',
      'e9',
      'e8',
      'e7',
      'e6',
      'e5',
      'e4',
      'e3',
    ]);
    expect(events.get('sensor-1')?.map((e) => e.id)).toEqual(['e11', 'e9', 'e7', 'e5', 'e3', 'e1']);
  });
});
