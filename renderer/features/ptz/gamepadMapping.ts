/** The button, axis and dead-zone mapping of one game controller: the defaults of spec 2 §5 and §9,
 *  overridden per controller by the identity attribute JOYSTICK_PRESETS (spec 2 §3).
 *
 *  JOYSTICK_PRESETS is a JSON object keyed by controller name (the Gamepad API's id, or a part
 *  of it; "default" matches any controller):
 *    { "Xbox 360 Controller": { "buttons": { "0": "zoomIn", "5": "preset3", "6": { "axis": "focus", "steps": 1 } },
 *                               "axes": { "0": "pan", "1": "-tilt", "3": "zoom" }, "deadzone": 0.1 } }
 *  Button actions: zoomIn, zoomOut, focusNear, focusFar, irisOpen, irisClose, panLeft, panRight,
 *  tiltUp, tiltDown, preset<n>, {"preset": n} or {"axis", "steps"}. An axis name with a leading
 *  "-" is inverted. A section the controller's entry has replaces the default section. */
import {
  DEFAULT_GAMEPAD_AXES,
  DEFAULT_GAMEPAD_BUTTONS,
  GAMEPAD_DEAD_ZONE,
  PTZ_AXES,
  PTZ_STEP_SIZE,
  type GamepadAxisBinding,
  type GamepadButtonAction,
  type PtzAxis,
} from '../../../shared/video/ptzConstants';

export interface GamepadMapping {
  buttons: Readonly<Record<number, GamepadButtonAction>>;
  axes: Readonly<Record<number, GamepadAxisBinding>>;
  deadzone: number;
}

export const DEFAULT_GAMEPAD_MAPPING: GamepadMapping = {
  buttons: DEFAULT_GAMEPAD_BUTTONS,
  axes: DEFAULT_GAMEPAD_AXES,
  deadzone: GAMEPAD_DEAD_ZONE,
};

const NAMED_STEPS: Record<string, GamepadButtonAction> = {
  zoomin: { kind: 'step', axis: 'zoom', steps: PTZ_STEP_SIZE },
  zoomout: { kind: 'step', axis: 'zoom', steps: -PTZ_STEP_SIZE },
  focusfar: { kind: 'step', axis: 'focus', steps: PTZ_STEP_SIZE },
  focusnear: { kind: 'step', axis: 'focus', steps: -PTZ_STEP_SIZE },
  irisopen: { kind: 'step', axis: 'iris', steps: PTZ_STEP_SIZE },
  irisclose: { kind: 'step', axis: 'iris', steps: -PTZ_STEP_SIZE },
  panright: { kind: 'step', axis: 'pan', steps: PTZ_STEP_SIZE },
  panleft: { kind: 'step', axis: 'pan', steps: -PTZ_STEP_SIZE },
  tiltup: { kind: 'step', axis: 'tilt', steps: PTZ_STEP_SIZE },
  tiltdown: { kind: 'step', axis: 'tilt', steps: -PTZ_STEP_SIZE },
};

const isAxis = (value: unknown): value is PtzAxis => PTZ_AXES.includes(value as PtzAxis);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function buttonAction(value: unknown): GamepadButtonAction | undefined {
  if (typeof value === 'string') {
    const preset = /^preset\s*(\d+)$/i.exec(value.trim());
    if (preset) return { kind: 'preset', preset: Number(preset[1]) };
    return NAMED_STEPS[value.replace(/[\s_-]/g, '').toLowerCase()];
  }
  if (!isRecord(value)) return undefined;
  if (Number.isInteger(Number(value.preset)) && Number(value.preset) > 0) {
    return { kind: 'preset', preset: Number(value.preset) };
  }
  if (isAxis(value.axis) && Number.isFinite(Number(value.steps)) && Number(value.steps) !== 0) {
    return { kind: 'step', axis: value.axis, steps: Number(value.steps) };
  }
  return undefined;
}

function axisBinding(value: unknown): GamepadAxisBinding | undefined {
  if (typeof value === 'string') {
    const invert = value.startsWith('-');
    const axis = invert ? value.slice(1) : value;
    return isAxis(axis) ? { axis, invert } : undefined;
  }
  if (isRecord(value) && isAxis(value.axis)) return { axis: value.axis, invert: value.invert === true };
  return undefined;
}

function section<T>(value: unknown, read: (entry: unknown) => T | undefined): Record<number, T> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value)
    .map(([index, entry]) => [Number(index), read(entry)] as const)
    .filter((pair): pair is readonly [number, T] => Number.isInteger(pair[0]) && pair[0] >= 0 && pair[1] !== undefined);
  return Object.fromEntries(entries) as Record<number, T>;
}

function parse(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/** The mapping for the controller with this Gamepad API id, given JOYSTICK_PRESETS (or null). */
export function gamepadMapping(controllerId: string, joystickPresets: string | null | undefined): GamepadMapping {
  const presets = parse(joystickPresets);
  const id = controllerId.toLowerCase();
  const key =
    Object.keys(presets).find((name) => name.toLowerCase() === id) ??
    Object.keys(presets).find((name) => name.length > 0 && id.includes(name.toLowerCase())) ??
    Object.keys(presets).find((name) => name.toLowerCase() === 'default');
  const entry = key === undefined ? undefined : presets[key];
  if (!isRecord(entry)) return DEFAULT_GAMEPAD_MAPPING;
  const deadzone = Number(entry.deadzone ?? entry.deadZone);
  return {
    buttons: section(entry.buttons, buttonAction) ?? DEFAULT_GAMEPAD_MAPPING.buttons,
    axes: section(entry.axes, axisBinding) ?? DEFAULT_GAMEPAD_MAPPING.axes,
    deadzone: Number.isFinite(deadzone) && deadzone >= 0 && deadzone < 1 ? deadzone : DEFAULT_GAMEPAD_MAPPING.deadzone,
  };
}
