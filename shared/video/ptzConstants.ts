/** The PTZ area's constants from spec 2 (§3 PTZ configuration and camera settings, §5 limits,
 *  §6 lock override, §9 PTZ timings and the default joystick buttons). */

/** On-screen joystick base, in CSS pixels (spec 2 §9). */
export const JOYSTICK_BASE_PX = 70;
/** Range of the zoom, focus and iris speed sliders (spec 2 §9). */
export const PTZ_SLIDER_RANGE = { min: -100, max: 100 } as const;
/** Gamepad poll period (spec 2 §9 "Joystick poll every 33 ms"). */
export const GAMEPAD_POLL_MS = 33;
/** A held speed command is repeated this often (spec 2 §9). */
export const SPEED_REPEAT_MS = 500;
/** Movement sends at most one speed command per this period (spec 2 §9). */
export const SPEED_THROTTLE_MS = 100;
/** Gamepad axis dead zone (spec 2 §5). */
export const GAMEPAD_DEAD_ZONE = 0.05;
/** Speed from sensitivity is mapped to this range (spec 2 §5). */
export const PTZ_SPEED_RANGE = { min: 0.1, max: 1 } as const;
/** The sensitivity control's range and its starting value. */
export const PTZ_SENSITIVITY = { min: 0, max: 100, initial: 50 } as const;
/** One press of a step button moves this many steps. */
export const PTZ_STEP_SIZE = 1;
/** Spec 2 §6: the caller's PTZ priority is at least 1. */
export const MIN_PTZ_PRIORITY = 1;
/** Identity attribute with the per-controller gamepad mappings (spec 2 §3). */
export const JOYSTICK_PRESETS_ATTRIBUTE = 'JOYSTICK_PRESETS';

/** The optical flags of PTZ_CONFIG (spec 2 §3), as the GraphQL schema names them. */
export const PTZ_OPTICAL_FLAGS = [
  'clickToReposition',
  'speedVector',
  'ptSteps',
  'zoomSteps',
  'zoomSpeed',
  'focusSteps',
  'focusSpeed',
  'irisSteps',
  'irisSpeed',
] as const;
export type PtzOpticalFlag = (typeof PTZ_OPTICAL_FLAGS)[number];

/** Axes a PTZ speed or step command moves. */
export const PTZ_AXES = ['pan', 'tilt', 'zoom', 'focus', 'iris'] as const;
export type PtzAxis = (typeof PTZ_AXES)[number];

/** What a gamepad button does: a step on an axis (signed) or going to preset n (1-based). */
export type GamepadButtonAction = { kind: 'step'; axis: PtzAxis; steps: number } | { kind: 'preset'; preset: number };

/** How many presets the default buttons reach (spec 2 §9: buttons 2 to 10 → presets 1 to 9). */
export const GAMEPAD_PRESET_BUTTONS = { firstButton: 2, count: 9 } as const;

/** Default joystick buttons (spec 2 §9): 0 and 1 step the zoom in and out, 2 to 10 go to presets 1 to 9. */
export const DEFAULT_GAMEPAD_BUTTONS: Readonly<Record<number, GamepadButtonAction>> = Object.fromEntries([
  [0, { kind: 'step', axis: 'zoom', steps: PTZ_STEP_SIZE }],
  [1, { kind: 'step', axis: 'zoom', steps: -PTZ_STEP_SIZE }],
  ...Array.from({ length: GAMEPAD_PRESET_BUTTONS.count }, (_, i) => [
    GAMEPAD_PRESET_BUTTONS.firstButton + i,
    { kind: 'preset', preset: i + 1 },
  ]),
]) as Record<number, GamepadButtonAction>;

/** A gamepad axis drives a PTZ axis, inverted when pushing it up reads negative (tilt). */
export interface GamepadAxisBinding {
  axis: PtzAxis;
  invert: boolean;
}

/** Default sticks: the left stick pans and tilts (its up is negative, so tilt is inverted). */
export const DEFAULT_GAMEPAD_AXES: Readonly<Record<number, GamepadAxisBinding>> = {
  0: { axis: 'pan', invert: false },
  1: { axis: 'tilt', invert: true },
};

/** The answer's lockinfo.allow_override values (spec 2 §6). */
export const PTZ_ALLOW_OVERRIDE = { SAME_USER: 'sameuser', NO: 'no', YES: 'yes' } as const;
export type PtzAllowOverride = (typeof PTZ_ALLOW_OVERRIDE)[keyof typeof PTZ_ALLOW_OVERRIDE];

/** The predefined camera settings and the values each takes (spec 2 §3 Camera settings). */
export const CAMERA_SETTINGS = {
  gain: ['auto', 'reset', 'up', 'down', 'direct'],
  autolevel: ['on', 'off'],
  digitalzoom: ['on', 'off'],
  shutter: ['auto', 'manual'],
  polarity: ['white', 'black'],
  autofocus: ['on', 'off', 'auto'],
  autoiris: ['on', 'off', 'auto'],
  whitebalance: ['auto', 'indoor', 'outdoor', 'off', 'onepushwb', 'atw', 'manual', 'onepushtrigger'],
} as const satisfies Record<string, readonly string[]>;
export type CameraSettingName = keyof typeof CAMERA_SETTINGS;

/** Bounds of a PTZ command's numbers (spec 2 §7 names the meaning, not the range): speeds are
 *  signed fractions, steps whole presses, a click point a fraction of the picture from its
 *  centre, an absolute position degrees. Beyond them a command is refused, never clamped. */
export const PTZ_COMMAND_LIMITS = {
  speed: 1,
  steps: 100,
  relPoint: 1,
  relZoom: { min: 0.01, max: 100 },
  panDegrees: 360,
  tiltDegrees: 90,
  presetIdLength: 64,
} as const;
