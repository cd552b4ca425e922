import { roundedPosition, typedPosition } from './placement';

describe('roundedPosition', () => {
  it('rounds to seven decimals', () => {
    expect(roundedPosition({ lat: 52.229675812345, lng: 21.012228987654 })).toEqual({
      lat: 52.2296758,
      lng: 21.012229,
    });
  });
  it('brings a longitude from a repeated world back into -180..180', () => {
    expect(roundedPosition({ lat: 10, lng: 381 })).toEqual({ lat: 10, lng: 21 });
    expect(roundedPosition({ lat: 10, lng: -200 })).toEqual({ lat: 10, lng: 160 });
    expect(roundedPosition({ lat: 10, lng: 180 })).toEqual({ lat: 10, lng: 180 });
    expect(roundedPosition({ lat: 10, lng: -180 })).toEqual({ lat: 10, lng: -180 });
  });
  it('keeps the latitude on the globe', () => {
    expect(roundedPosition({ lat: 95, lng: 0 }).lat).toBe(90);
  });
});

describe('typedPosition', () => {
  it('reads both fields, or nothing while one is empty or out of range', () => {
    expect(typedPosition('52.2', ' 21 ')).toEqual({ lat: 52.2, lng: 21 });
    expect(typedPosition('52.2', '')).toBeNull();
    expect(typedPosition('north', '21')).toBeNull();
    expect(typedPosition('91', '21')).toBeNull();
    expect(typedPosition('0', '0')).toEqual({ lat: 0, lng: 0 });
  });
});
