/** What the watchlists and VAE configs need of the platform's analytics engines (issue 32): their
 *  plate reads and face passages, an enrolment photo's face descriptor, starting and stopping a
 *  camera's analysis, and its statistics. The engines live in
 *  their own domain; platform/ hands them in as this interface, so this folder imports none of it. */
import type { FaceRead } from '../../shared/analytics/faceRead';
import type { AnalysisTarget, AnalyticsStatistics, PlateRead } from '../../shared/analytics/plateRead';

export interface AnalyticsEngines {
  /** Told of each passage's best read; answers a function that stops telling. */
  onRead(listener: (read: PlateRead) => void): () => void;
  /** Told of each face passage the face engines settle; answers a function that stops telling. */
  onFace(listener: (read: FaceRead) => void): () => void;
  /** The descriptor of the face in a photo (data URL), by the engines' own network; null: no face. */
  describeFace(photo: string): Promise<number[] | null>;
  /** The face passage is this person (a list matched it): its boxes are labelled with the name.
   *  Left out where no engine draws boxes. */
  nameFace?(cameraId: string, trackId: string, person: string): void;
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
  onFace: () => () => undefined,
  describeFace: async () => null,
  start: () => undefined,
  stop: () => undefined,
  statistics: () => undefined,
};
