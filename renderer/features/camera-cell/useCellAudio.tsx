/** A cell's sound (issue 31): muted by default in a multi-cell view and heard by default where one
 *  cell plays, the operator's own mute and volume after that, told to the player; the control is
 *  offered on the focused cell (selected, holding the focus, or the only one) of a stream with
 *  sound. A cell nobody operates (a video wall's) stays silent. Each mute or unmute is the camera widget's 'mute audio' event (spec 2 §2). */
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import type { PlayerController, PlayerControlsState } from '../player';
import { AudioControl } from './AudioControl';
import { useCellsOnScreen } from './cellsOnScreen';

export interface CellAudio {
  muted: boolean;
  /** The control for the cell's controls bar; null where it is not offered. */
  control: ReactNode;
}

export function useCellAudio(
  controller: PlayerController,
  state: Pick<PlayerControlsState, 'hasAudio' | 'speed'>,
  root: RefObject<HTMLElement | null>,
  options: { operated: boolean; selected: boolean; onMuteAudio?(muted: boolean): void },
): CellAudio {
  const cells = useCellsOnScreen(options.operated);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [volume, setVolume] = useState(1);
  const [focused, setFocused] = useState(false);
  // A cell nobody operates (a video wall's) stays silent.
  const muted = !options.operated || (chosen ?? cells > 1);

  useEffect(() => controller.setAudio({ volume, muted }), [controller, volume, muted]);

  // The focused cell is the last cell the focus went into: focus passing to a menu the cell opened
  // (drawn outside it, as More controls is) or to the page keeps the control where it is — taking
  // it away would pull the bar from under the open menu. On the document: the cell's element is
  // another one once it shows a camera.
  //
  // A press focuses where it lands before it is a click: the control appearing then would move the
  // bar's buttons under the pointer, and the release would land on another button — the press on
  // More controls of a camera with sound opened nothing. So focus that came with a press counts
  // once the press is over (its click delivered), and the bar changes between clicks, never in one.
  useEffect(() => {
    let pressed = false;
    let pending: boolean | null = null;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const update = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('.vt-cell')) return;
      const inside = root.current?.contains(target) ?? false;
      if (pressed) pending = inside;
      else setFocused(inside);
    };
    const down = () => {
      pressed = true;
      clearTimeout(settle);
    };
    const up = () => {
      pressed = false;
      // After this task: the click that follows the release goes out first.
      settle = setTimeout(() => {
        if (pending !== null) setFocused(pending);
        pending = null;
      });
    };
    // Captured: a control that keeps its press to itself still ends the wait.
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    document.addEventListener('focusin', update);
    // A release the page never saw (the window lost the pointer) ends the wait too.
    window.addEventListener('blur', up);
    return () => {
      window.removeEventListener('blur', up);
      clearTimeout(settle);
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
      document.removeEventListener('focusin', update);
    };
  }, [root]);

  const offered = state.hasAudio === true && (cells <= 1 || options.selected || focused);
  const onMutedChange = (next: boolean) => {
    setChosen(next);
    options.onMuteAudio?.(next);
  };
  return {
    muted,
    control: offered ? (
      <AudioControl
        muted={muted}
        volume={volume}
        silent={state.speed !== 1}
        onMutedChange={onMutedChange}
        onVolumeChange={setVolume}
      />
    ) : null,
  };
}
