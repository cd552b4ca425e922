/** The cell's data-glass-recent (issue 37). */
import type { PlayerStats } from '../player';

/** Pictures told: 4 s at the full stream's 10 fps. */
const RECENT_PAINTS = 40;

/** The last RECENT_PAINTS live pictures painted, as 'paintedAt:ageMs' (ms since the epoch, and the
 *  picture's age then) separated by spaces, oldest first: from them the video benchmark tells how
 *  old the picture on screen was at any moment and when it passed the live bound (issue 37). A few
 *  seconds at full rate, so readings a second apart miss none. */
export function recentPaints(stats: Pick<PlayerStats, 'glassToGlassMs' | 'glassPaintedAt'>): string {
  const at = stats.glassPaintedAt ?? [];
  const ages = stats.glassToGlassMs;
  const count = Math.min(at.length, ages.length, RECENT_PAINTS);
  const paints: string[] = [];
  for (let i = count; i > 0; i -= 1) {
    paints.push(`${Math.round(at[at.length - i] as number)}:${ages[ages.length - i] as number}`);
  }
  return paints.join(' ');
}
