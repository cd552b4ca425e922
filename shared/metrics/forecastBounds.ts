/** How much recording the storage forecast needs before it extrapolates (issue 29): a platform up
 *  for a minute read one minute's bytes as a day's rate and said 'full in 4 days'. Below this much
 *  history the rate misses the day's rhythm (night and day scenes, motion-only recording, schedules),
 *  so the forecast says it has too little history instead. */
export const FORECAST_MIN_HISTORY_MS = 6 * 3_600_000;
