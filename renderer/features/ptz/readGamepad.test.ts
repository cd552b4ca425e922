import { gamepadMapping } from './gamepadMapping';
import { readGamepad, type GamepadSnapshot } from './readGamepad';

const pad = (axes: number[], down: number[] = [], id = 'Generic USB Joystick'): GamepadSnapshot => ({
  id,
  axes,
  buttons: Array.from({ length: 12 }, (_, i) => ({ pressed: down.includes(i) })),
});
const defaults = gamepadMapping('Generic USB Joystick', null);

describe('readGamepad', () => {
  it('ignores the sticks inside the 0.05 dead zone', () => {
    expect(readGamepad(pad([0.05, -0.04]), defaults).speed).toEqual({});
    expect(readGamepad(pad([0.3, 0.01]), defaults).speed).toEqual({ pan: 0.3 });
  });

  it('pans with the left stick and tilts up when it is pushed up', () => {
    expect(readGamepad(pad([-0.5, -0.8]), defaults).speed).toEqual({ pan: -0.5, tilt: 0.8 });
  });

  it('steps the zoom with buttons 0 and 1 and goes to presets 1 to 9 with buttons 2 to 10, once per press', () => {
    const first = readGamepad(pad([0, 0], [0]), defaults);
    expect(first.presses).toEqual([{ kind: 'step', axis: 'zoom', steps: 1 }]);
    // Still held: nothing new.
    expect(readGamepad(pad([0, 0], [0]), defaults, first.pressed).presses).toEqual([]);
    expect(readGamepad(pad([0, 0], [1, 2, 10]), defaults, first.pressed).presses).toEqual([
      { kind: 'step', axis: 'zoom', steps: -1 },
      { kind: 'preset', preset: 1 },
      { kind: 'preset', preset: 9 },
    ]);
    expect(readGamepad(pad([0, 0], [11]), defaults).presses).toEqual([]);
  });

  it("follows the controller's JOYSTICK_PRESETS entry", () => {
    const custom = gamepadMapping(
      'Generic USB Joystick',
      JSON.stringify({ Generic: { buttons: { '3': 'preset2' }, axes: { '2': 'zoom' }, deadzone: 0.3 } }),
    );
    const reading = readGamepad(pad([0.9, 0, 0.25], [0, 3]), custom);
    expect(reading.presses).toEqual([{ kind: 'preset', preset: 2 }]);
    expect(reading.speed).toEqual({});
    expect(readGamepad(pad([0, 0, -0.6]), custom).speed).toEqual({ zoom: -0.6 });
  });
});
