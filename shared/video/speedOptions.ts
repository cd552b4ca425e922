/** The playback speeds a user may ask for (spec 2 §6, §9): every speed option, or only the limited
 *  ones when the user's visual configuration says limitedSpeedList — what the console offers and
 *  snaps any other request to, and what the platform plays (it refuses any other speed to that
 *  user's media sockets). */
import { LIMITED_SPEED_OPTIONS, SPEED_OPTIONS } from './constants';

export function speedOptions(limited: boolean): readonly number[] {
  return limited ? LIMITED_SPEED_OPTIONS : SPEED_OPTIONS;
}

/** The option nearest to `speed` going the same way, by ratio (10 → 5, 0.3 → 0.25, -0.5 → -1, the
 *  smaller on a tie); `speed` itself when it is an option; null when no option goes that way. */
export function nearestSpeed(speed: number, options: readonly number[]): number | null {
  if (options.includes(speed)) return speed;
  const sameWay = options.filter((option) => Math.sign(option) === Math.sign(speed) && option !== 0);
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const option of sameWay) {
    const distance = Math.abs(Math.log(Math.abs(option)) - Math.log(Math.abs(speed)));
    if (distance < bestDistance || (distance === bestDistance && Math.abs(option) < Math.abs(best ?? 0))) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}
