/** The speeds the selector offers: the limited list when the user's visual configuration says
 *  limitedSpeedList (spec 2 §6), else all of them (spec 2 §9). */
import { useVisualConfigFlag } from '../session';
import { speedOptions } from '../player';

export function useSpeedOptions(): readonly number[] {
  return speedOptions(useVisualConfigFlag('limitedSpeedList'));
}
