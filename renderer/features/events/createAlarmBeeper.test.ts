import { createAlarmBeeper } from './createAlarmBeeper';

/** A stand-in AudioContext that records the nodes a beep makes. */
function fakeAudio() {
  const oscillators: Array<{ type: string; frequency: number; start: number; stop: number }> = [];
  const ramps: Array<[number, number]> = [];
  const context = {
    currentTime: 10,
    state: 'running',
    destination: {},
    close: jest.fn(async () => undefined),
    resume: jest.fn(async () => undefined),
    createOscillator() {
      const record = { type: '', frequency: 0, start: 0, stop: 0 };
      oscillators.push(record);
      return {
        set type(value: string) {
          record.type = value;
        },
        frequency: { setValueAtTime: (value: number) => (record.frequency = value) },
        connect: jest.fn(),
        start: (time: number) => (record.start = time),
        stop: (time: number) => (record.stop = time),
      };
    },
    createGain() {
      return {
        gain: {
          setValueAtTime: (value: number, time: number) => ramps.push([value, time]),
          linearRampToValueAtTime: (value: number, time: number) => ramps.push([value, time]),
        },
        connect: jest.fn(),
      };
    },
  };
  return { context: context as unknown as AudioContext, oscillators, ramps, close: context.close };
}

describe('createAlarmBeeper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('beeps a 880 Hz sine at gain 0.2 (0.05 s up, 0.5 s down) at once and every 2 s until stopped', () => {
    const audio = fakeAudio();
    const beeper = createAlarmBeeper({
      createContext: () => audio.context,
      setInterval: (handler, ms) => setInterval(handler, ms),
      clearInterval: (handle) => clearInterval(handle),
    });
    beeper.start();
    expect(audio.oscillators).toEqual([{ type: 'sine', frequency: 880, start: 10, stop: 10.55 }]);
    expect(audio.ramps).toEqual([
      [0, 10],
      [0.2, 10.05],
      [0, 10.55],
    ]);
    jest.advanceTimersByTime(1999);
    expect(audio.oscillators).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(audio.oscillators).toHaveLength(2);
    beeper.start();
    jest.advanceTimersByTime(2000);
    expect(audio.oscillators).toHaveLength(3);
    beeper.stop();
    expect(audio.close).toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(audio.oscillators).toHaveLength(3);
  });
});
