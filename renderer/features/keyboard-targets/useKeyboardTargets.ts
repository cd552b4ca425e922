/** Hooks that register a camera cell or a PTZ panel with the keyboard (see keyboardTargets): the
 *  element from a ref, the commands always the latest the component rendered. */
import { type RefObject, useEffect, useRef } from 'react';
import { type KeyboardCell, type KeyboardPtz, registerKeyboardCell, registerKeyboardPtz } from './keyboardTargets';

export function useKeyboardCell(ref: RefObject<HTMLElement | null>, cell: KeyboardCell, element?: unknown): void {
  const latest = useRef(cell);
  latest.current = cell;
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    return registerKeyboardCell(target, {
      camera: () => latest.current.camera(),
      mode: () => latest.current.mode(),
      run: (command) => latest.current.run(command),
      canAssign: () => latest.current.canAssign(),
      assign: (camera) => latest.current.assign(camera),
      goToTime: (time) => latest.current.goToTime(time),
    });
    // `element` changes when the component renders another root element (an empty cell's).
  }, [ref, element]);
}

export function useKeyboardPtz(ref: RefObject<HTMLElement | null>, ptz: KeyboardPtz): void {
  const latest = useRef(ptz);
  latest.current = ptz;
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    return registerKeyboardPtz(target, {
      move: (vector) => latest.current.move(vector),
      release: () => latest.current.release(),
    });
  }, [ref]);
}
