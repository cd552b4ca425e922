/** The speeds the selector offers: the limited list when the user's visual configuration says
 *  limitedSpeedList (spec 2 §6), else all of them (spec 2 §9). */
import { useSession } from '../../session';
import { speedOptions } from '../player';

function useLimitedSpeedList(): boolean {
  try {
    return useSession().info?.user.solidVisualConfig.limitedSpeedList ?? false;
  } catch {
    // Outside a session (previews, isolated tests) no restriction is known.
    return false;
  }
}

export function useSpeedOptions(): readonly number[] {
  return speedOptions(useLimitedSpeedList());
}
