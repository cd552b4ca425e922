/** The one percentile the platform reports with (nearest rank): the acknowledgement times of the
 *  events report, an analytics engine's stage times and the sound's lateness the live player holds
 *  its pictures for all read a share of their values the same way. */

/** The smallest value that at least a share `share` (0–1) of the values are at or below (nearest
 *  rank); null when there are no values. The values need not be sorted and are left as they are. */
export function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}
