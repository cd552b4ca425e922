/** A spring-back speed slider (spec 2 §9, −100 … 100) for zoom, focus or iris: held off zero it
 *  moves the axis at that share of full speed, and back at zero when let go. */
import { useId, useState } from 'react';
import { PTZ_SLIDER_RANGE, type PtzAxis } from '../../../shared/video/ptzConstants';
import type { SpeedRepeater } from './createSpeedRepeater';

export interface PtzSpeedSliderProps {
  axis: PtzAxis;
  label: string;
  repeater: SpeedRepeater;
}

export function PtzSpeedSlider({ axis, label, repeater }: PtzSpeedSliderProps) {
  const id = useId();
  const [value, setValue] = useState(0);
  const release = () => {
    setValue(0);
    repeater.release();
  };
  return (
    <div className="vt-ptz-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={PTZ_SLIDER_RANGE.min}
        max={PTZ_SLIDER_RANGE.max}
        step={1}
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value);
          setValue(next);
          if (next === 0) repeater.release();
          else repeater.move({ [axis]: next / PTZ_SLIDER_RANGE.max });
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyUp={release}
        onBlur={() => value !== 0 && release()}
      />
    </div>
  );
}
