/** Test helper: the platform's answers about the demo PTZ camera — its panel (optical controls,
 *  settings, presets) and a PTZ command's lock info — as the PTZ panel's documents ask them. */
export const PTZ = 'demo-hq-ptz';

export const PRESETS = [
  { __typename: 'PtzPreset', id: '1', name: 'North' },
  { __typename: 'PtzPreset', id: '2', name: 'East tower' },
];

/** The PtzPanel query's answer: pan/tilt and zoom steps and speed, no focus or iris. */
export const ptzPanelAnswer = ({ presets = PRESETS, settings = [] as unknown[], clickToReposition = true } = {}) => ({
  ptzConfig: {
    __typename: 'PtzConfig',
    optical: {
      __typename: 'PtzOptical',
      clickToReposition,
      speedVector: true,
      ptSteps: true,
      zoomSteps: true,
      zoomSpeed: true,
      focusSteps: false,
      focusSpeed: false,
      irisSteps: false,
      irisSpeed: false,
    },
    settings,
    presets,
  },
  joystickPresets: null,
});

/** A PTZ command's answer (`field`: ptzRel, ptzPreset…) with the lock's allow_override. */
export const ptzLockAnswer = (field: string, allowOverride: string) => ({
  [field]: { __typename: 'PtzCommandResult', lockinfo: { __typename: 'PtzLockInfo', allow_override: allowOverride } },
});
