/** A speed repeater for one held control, stable across renders, stopped when the control goes. */
import { useEffect, useMemo, useRef } from 'react';
import { createSpeedRepeater, type PtzSpeedVector, type SpeedRepeater } from './createSpeedRepeater';

export function useSpeedRepeater(send: (vector: PtzSpeedVector) => void): SpeedRepeater {
  const sendRef = useRef(send);
  sendRef.current = send;
  const repeater = useMemo(() => createSpeedRepeater((vector) => sendRef.current(vector)), []);
  useEffect(() => () => repeater.release(), [repeater]);
  return repeater;
}
