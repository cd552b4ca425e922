/** From the on-screen joystick's knob offset to a pan/tilt speed (spec 2 §5, §9): the knob stays
 *  within the base's radius and the full deflection moves at the speed the sensitivity gives,
 *  mapped onto 0.1 … 1. */
import { JOYSTICK_BASE_PX, PTZ_SENSITIVITY, PTZ_SPEED_RANGE } from '../../../shared/video/ptzConstants';

export interface JoystickVector {
  /** Where the knob is drawn, relative to the centre, in pixels. */
  knob: { x: number; y: number };
  pan: number;
  tilt: number;
}

/** Sensitivity (PTZ_SENSITIVITY.min … max) → top speed (PTZ_SPEED_RANGE). */
export function speedFromSensitivity(sensitivity: number): number {
  const span = PTZ_SENSITIVITY.max - PTZ_SENSITIVITY.min;
  const share = Math.min(1, Math.max(0, (sensitivity - PTZ_SENSITIVITY.min) / span));
  return PTZ_SPEED_RANGE.min + share * (PTZ_SPEED_RANGE.max - PTZ_SPEED_RANGE.min);
}

export function joystickVector(dx: number, dy: number, sensitivity: number, basePx = JOYSTICK_BASE_PX): JoystickVector {
  const radius = basePx / 2;
  const distance = Math.hypot(dx, dy);
  const scale = distance > radius ? radius / distance : 1;
  const x = dx * scale;
  const y = dy * scale;
  const speed = speedFromSensitivity(sensitivity);
  const round = (v: number) => Math.round(v * 1000) / 1000 || 0;
  // Screen y grows downwards; tilt up is positive.
  return { knob: { x, y }, pan: round((x / radius) * speed), tilt: round((-y / radius) * speed) };
}
