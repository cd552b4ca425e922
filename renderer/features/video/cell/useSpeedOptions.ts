/** The speeds the selector offers: the limited list when the user's visual configuration says
 *  limitedSpeedList (spec 2 §6), else all of them (spec 2 §9). */
import { LIMITED_SPEED_OPTIONS, SPEED_OPTIONS } from '../../../../shared/video/constants';
import { useSession } from '../../session';

function useLimitedSpeedList(): boolean {
  try {
    return useSession().info?.user.solidVisualConfig.limitedSpeedList ?? false;
  } catch {
    // Outside a session (previews, isolated tests) no restriction is known.
    return false;
  }
}

export function useSpeedOptions(): readonly number[] {
  return useLimitedSpeedList() ? LIMITED_SPEED_OPTIONS : SPEED_OPTIONS;
}
