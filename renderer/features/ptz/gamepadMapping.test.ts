import { DEFAULT_GAMEPAD_MAPPING, gamepadMapping } from './gamepadMapping';

describe('gamepadMapping', () => {
  it('gives the spec defaults without JOYSTICK_PRESETS, or when it is not JSON', () => {
    for (const presets of [null, '', 'not json', '[1,2]']) {
      const mapping = gamepadMapping('Xbox 360 Controller', presets);
      expect(mapping).toBe(DEFAULT_GAMEPAD_MAPPING);
    }
    const { buttons, deadzone } = DEFAULT_GAMEPAD_MAPPING;
    expect(deadzone).toBe(0.05);
    expect(buttons[0]).toEqual({ kind: 'step', axis: 'zoom', steps: 1 });
    expect(buttons[1]).toEqual({ kind: 'step', axis: 'zoom', steps: -1 });
    expect(buttons[2]).toEqual({ kind: 'preset', preset: 1 });
    expect(buttons[10]).toEqual({ kind: 'preset', preset: 9 });
    expect(buttons[11]).toBeUndefined();
  });

  it("takes the controller's own entry, matched by its name or a part of it", () => {
    const presets = JSON.stringify({
      'Xbox 360': {
        buttons: { '0': 'preset4', '3': 'focusNear', '4': { axis: 'iris', steps: 2 }, '5': 'nonsense' },
        axes: { '2': '-zoom', '0': 'pan' },
        deadzone: 0.2,
      },
      default: { deadzone: 0.1 },
    });
    const xbox = gamepadMapping('Xbox 360 Controller (XInput STANDARD GAMEPAD)', presets);
    expect(xbox.buttons).toEqual({
      0: { kind: 'preset', preset: 4 },
      3: { kind: 'step', axis: 'focus', steps: -1 },
      4: { kind: 'step', axis: 'iris', steps: 2 },
    });
    expect(xbox.axes).toEqual({ 0: { axis: 'pan', invert: false }, 2: { axis: 'zoom', invert: true } });
    expect(xbox.deadzone).toBe(0.2);

    const other = gamepadMapping('Logitech Extreme 3D', presets);
    expect(other.deadzone).toBe(0.1);
    expect(other.buttons).toBe(DEFAULT_GAMEPAD_MAPPING.buttons);
  });
});
