/** What the watchlists and VAE configs need of the platform's analytics engines (issue 32): their
 *  plate reads, starting and stopping a camera's analysis, and its statistics. The engines live in
 *  their own domain; platform/ hands them in as this interface, so this folder imports none of it. */
import type { AnalysisTarget, AnalyticsStatistics, PlateRead } from '../../shared/analytics/plateRead';

export interface AnalyticsEngines {
  /** Told of each passage's best read; answers a function that stops telling. */
  onRead(listener: (read: PlateRead) => void): () => void;
  /** Starts (or retunes) the analysis of a camera. */
  start(target: AnalysisTarget): void;
  /** Stops the analysis of a camera. */
  stop(cameraId: string): void;
  /** What the engine reports of a camera it analyses; undefined when it does not. */
  statistics(cameraId: string): AnalyticsStatistics | undefined;
}

/** Engines for a platform that runs none (no media pipeline): reads never come, nothing runs. */
export const NO_ANALYTICS_ENGINES: AnalyticsEngines = {
  onRead: () => () => undefined,
  start: () => undefined,
  stop: () => undefined,
  statistics: () => undefined,
};
