import { createSpeedRepeater, type PtzSpeedVector } from './createSpeedRepeater';

describe('createSpeedRepeater', () => {
  let sent: Array<{ at: number; vector: PtzSpeedVector }>;
  let start: number;
  const elapsed = () => Date.now() - start;
  const repeater = () => createSpeedRepeater((vector) => sent.push({ at: elapsed(), vector }));

  beforeEach(() => {
    jest.useFakeTimers();
    start = Date.now();
    sent = [];
  });
  afterEach(() => jest.useRealTimers());

  it('sends at once when grabbed and repeats every 500 ms while held', () => {
    const r = repeater();
    r.move({ pan: 0.5, tilt: 0 });
    jest.advanceTimersByTime(1600);
    expect(sent.map((s) => s.at)).toEqual([0, 500, 1000, 1500]);
    expect(sent.every((s) => s.vector.pan === 0.5)).toBe(true);
  });

  it('sends at most one command per 100 ms while moving, ending on the latest position', () => {
    const r = repeater();
    r.move({ pan: 0.1 });
    for (let i = 1; i <= 10; i++) {
      jest.advanceTimersByTime(20);
      r.move({ pan: 0.1 + i * 0.05 });
    }
    jest.advanceTimersByTime(100);
    // Eleven moves in 200 ms: a send every 100 ms, the trailing one carrying the last move.
    expect(sent.map((s) => s.at)).toEqual([0, 100, 200, 300]);
    expect(sent[3]?.vector.pan).toBeCloseTo(0.6);
  });

  it('sends one stop on release and repeats no more', () => {
    const r = repeater();
    r.move({ pan: -0.4, tilt: 0.2 });
    jest.advanceTimersByTime(700);
    r.release();
    jest.advanceTimersByTime(2000);
    expect(sent.map((s) => s.at)).toEqual([0, 500, 700]);
    expect(sent[2]?.vector).toEqual({ pan: 0, tilt: 0 });
    expect(r.active).toBe(false);
  });

  it('does not send a stop when nothing was held, and drops a pending throttled send on release', () => {
    const r = repeater();
    r.release();
    expect(sent).toEqual([]);
    r.move({ zoom: 1 });
    jest.advanceTimersByTime(30);
    r.move({ zoom: 0.5 });
    r.release();
    jest.advanceTimersByTime(1000);
    expect(sent.map((s) => s.vector)).toEqual([{ zoom: 1 }, { zoom: 0 }]);
  });
});
