/** The speed selector's choices (spec 2 §9): the full list, or the limited one when the visual
 *  config's limitedSpeedList is on. */
import { LIMITED_SPEED_OPTIONS, SPEED_OPTIONS } from '../../../shared/video/constants';

export function speedOptions(limited: boolean): readonly number[] {
  return limited ? LIMITED_SPEED_OPTIONS : SPEED_OPTIONS;
}
