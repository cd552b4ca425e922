/** The Optical PTZ controls (spec 2 §2, §9) the camera's optical flags enable: the joystick with its
 *  sensitivity, step buttons and the zoom, focus and iris speed sliders. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PTZ_SENSITIVITY, PTZ_STEP_SIZE, type PtzAxis } from '../../../shared/video/ptzConstants';
import { Button } from '../../ui';
import type { PtzConfig } from './ptzDocuments';
import { PtzJoystick } from './PtzJoystick';
import { PtzSpeedSlider } from './PtzSpeedSlider';
import type { PtzControl } from './usePtzControl';
import { useSpeedRepeater } from './useSpeedRepeater';

export interface OpticalPtzProps {
  optical: PtzConfig['optical'];
  control: PtzControl;
}

type StepKey =
  | 'panLeft'
  | 'panRight'
  | 'tiltUp'
  | 'tiltDown'
  | 'zoomIn'
  | 'zoomOut'
  | 'focusNear'
  | 'focusFar'
  | 'irisOpen'
  | 'irisClose';

const STEP_GROUPS: Array<{
  flag: 'ptSteps' | 'zoomSteps' | 'focusSteps' | 'irisSteps';
  steps: Array<[StepKey, PtzAxis, number]>;
}> = [
  {
    flag: 'ptSteps',
    steps: [
      ['panLeft', 'pan', -PTZ_STEP_SIZE],
      ['panRight', 'pan', PTZ_STEP_SIZE],
      ['tiltUp', 'tilt', PTZ_STEP_SIZE],
      ['tiltDown', 'tilt', -PTZ_STEP_SIZE],
    ],
  },
  {
    flag: 'zoomSteps',
    steps: [
      ['zoomIn', 'zoom', PTZ_STEP_SIZE],
      ['zoomOut', 'zoom', -PTZ_STEP_SIZE],
    ],
  },
  {
    flag: 'focusSteps',
    steps: [
      ['focusNear', 'focus', -PTZ_STEP_SIZE],
      ['focusFar', 'focus', PTZ_STEP_SIZE],
    ],
  },
  {
    flag: 'irisSteps',
    steps: [
      ['irisOpen', 'iris', PTZ_STEP_SIZE],
      ['irisClose', 'iris', -PTZ_STEP_SIZE],
    ],
  },
];

const SLIDERS: Array<{ flag: 'zoomSpeed' | 'focusSpeed' | 'irisSpeed'; axis: PtzAxis }> = [
  { flag: 'zoomSpeed', axis: 'zoom' },
  { flag: 'focusSpeed', axis: 'focus' },
  { flag: 'irisSpeed', axis: 'iris' },
];

export function OpticalPtz({ optical, control }: OpticalPtzProps) {
  const { t } = useTranslation();
  const [sensitivity, setSensitivity] = useState<number>(PTZ_SENSITIVITY.initial);
  const sendSpeed = (vector: Record<string, number>) => void control.send('speed', vector);
  const joystick = useSpeedRepeater(sendSpeed);
  const zoom = useSpeedRepeater(sendSpeed);
  const focus = useSpeedRepeater(sendSpeed);
  const iris = useSpeedRepeater(sendSpeed);
  const sliderRepeaters = { zoom, focus, iris } as const;
  const groups = STEP_GROUPS.filter((group) => optical?.[group.flag]);
  const sliders = SLIDERS.filter((slider) => optical?.[slider.flag]);

  if (!optical?.speedVector && groups.length === 0 && sliders.length === 0) {
    return <p className="vt-muted">{t('video.ptz.noControls')}</p>;
  }
  return (
    <div className="vt-ptz-optical">
      {optical?.speedVector && (
        <div className="vt-ptz-optical__joystick">
          <PtzJoystick repeater={joystick} sensitivity={sensitivity} />
          <div className="vt-ptz-slider">
            <label>
              {t('video.ptz.sensitivity')}
              <input
                type="range"
                min={PTZ_SENSITIVITY.min}
                max={PTZ_SENSITIVITY.max}
                value={sensitivity}
                onChange={(event) => setSensitivity(Number(event.target.value))}
              />
            </label>
          </div>
        </div>
      )}
      {groups.map((group) => (
        <div
          key={group.flag}
          className="vt-ptz-steps"
          role="group"
          aria-label={t(`video.ptz.optical.flags.${group.flag}`)}
        >
          {group.steps.map(([key, axis, steps]) => (
            <Button key={key} variant="secondary" onClick={() => void control.send('step', { [axis]: steps })}>
              {t(`video.ptz.steps.${key}`)}
            </Button>
          ))}
        </div>
      ))}
      {sliders.map((slider) => (
        <PtzSpeedSlider
          key={slider.axis}
          axis={slider.axis}
          label={t(`video.ptz.sliders.${slider.axis}`)}
          repeater={sliderRepeaters[slider.axis as keyof typeof sliderRepeaters]}
        />
      ))}
    </div>
  );
}
