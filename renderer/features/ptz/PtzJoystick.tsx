/** The on-screen joystick (spec 2 §9): drag the knob off the centre of its 70 px base to pan and
 *  tilt at a speed that grows with the offset; let go to stop. Arrow keys push it fully. */
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOYSTICK_BASE_PX } from '../../../shared/video/ptzConstants';
import type { SpeedRepeater } from './createSpeedRepeater';
import { joystickVector } from './joystickVector';

export interface PtzJoystickProps {
  repeater: SpeedRepeater;
  /** PTZ_SENSITIVITY.min … max. */
  sensitivity: number;
}

const KEY_DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function PtzJoystick({ repeater, sensitivity }: PtzJoystickProps) {
  const { t } = useTranslation();
  const base = useRef<HTMLDivElement>(null);
  const [knob, setKnob] = useState({ x: 0, y: 0 });
  const dragging = useRef(false);
  const radius = JOYSTICK_BASE_PX / 2;

  const moveTo = (dx: number, dy: number) => {
    const vector = joystickVector(dx, dy, sensitivity);
    setKnob(vector.knob);
    repeater.move({ pan: vector.pan, tilt: vector.tilt });
  };
  const release = () => {
    dragging.current = false;
    setKnob({ x: 0, y: 0 });
    repeater.release();
  };
  const offset = (event: PointerEvent) => {
    const rect = base.current?.getBoundingClientRect();
    if (!rect) return { dx: 0, dy: 0 };
    return { dx: event.clientX - (rect.left + rect.width / 2), dy: event.clientY - (rect.top + rect.height / 2) };
  };

  return (
    <div
      ref={base}
      className="vt-ptz-joystick"
      style={{ width: JOYSTICK_BASE_PX, height: JOYSTICK_BASE_PX }}
      role="slider"
      tabIndex={0}
      aria-label={t('video.ptz.joystick')}
      aria-valuetext={t('video.ptz.joystickValue', { x: Math.round(knob.x), y: Math.round(-knob.y) })}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const { dx, dy } = offset(event);
        moveTo(dx, dy);
      }}
      onPointerMove={(event) => {
        if (!dragging.current) return;
        const { dx, dy } = offset(event);
        moveTo(dx, dy);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={() => dragging.current && release()}
      onKeyDown={(event: KeyboardEvent) => {
        const direction = KEY_DIRECTIONS[event.key];
        if (!direction || event.repeat) return;
        event.preventDefault();
        moveTo(direction[0] * radius, direction[1] * radius);
      }}
      onKeyUp={(event: KeyboardEvent) => {
        if (KEY_DIRECTIONS[event.key]) release();
      }}
      onBlur={() => repeater.active && release()}
    >
      <span className="vt-ptz-joystick__knob" style={{ transform: `translate(${knob.x}px, ${knob.y}px)` }} />
    </div>
  );
}
