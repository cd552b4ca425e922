import { joystickVector, speedFromSensitivity } from './joystickVector';

describe('speedFromSensitivity', () => {
  it('maps the sensitivity onto 0.1 … 1', () => {
    expect(speedFromSensitivity(0)).toBeCloseTo(0.1);
    expect(speedFromSensitivity(50)).toBeCloseTo(0.55);
    expect(speedFromSensitivity(100)).toBeCloseTo(1);
    expect(speedFromSensitivity(250)).toBeCloseTo(1);
  });
});

describe('joystickVector', () => {
  it('pans right and tilts up at the top speed at full deflection', () => {
    expect(joystickVector(35, 0, 100)).toEqual({ knob: { x: 35, y: 0 }, pan: 1, tilt: 0 });
    expect(joystickVector(0, -35, 100)).toEqual({ knob: { x: 0, y: -35 }, pan: 0, tilt: 1 });
  });

  it('keeps the knob on the 70 px base and scales speed with the offset', () => {
    const v = joystickVector(-140, 0, 0);
    expect(v.knob).toEqual({ x: -35, y: 0 });
    expect(v.pan).toBeCloseTo(-0.1);
    expect(joystickVector(17.5, 0, 100).pan).toBeCloseTo(0.5);
  });
});
