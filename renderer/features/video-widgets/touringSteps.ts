/** What a Video Touring widget plays (spec 3 §2.6; issue 28): the chosen camera tour of the
 *  platform — its steps' cameras, each for its step's delay — or else the cameras dropped on it,
 *  each for the widget's delay; and which of them shows now: the step the platform's patrol is on
 *  while the tour runs there, else the widget's own count. */
import type { TourCamera } from './tourList';

export interface TouringStop {
  id: string;
  name: string;
  delayMs: number;
}

/** The part of a platform tour the widget reads (useServerTours' ServerTour). */
export interface TouringTour {
  currentCameraId: string | null;
  steps: ReadonlyArray<{ cameraId: string; name: string; delayMs: number }>;
}

export function touringStops(
  tour: TouringTour | undefined,
  dropped: readonly TourCamera[],
  delayMs: number,
): TouringStop[] {
  return tour
    ? tour.steps.map((s) => ({ id: s.cameraId, name: s.name, delayMs: s.delayMs }))
    : dropped.map((c) => ({ ...c, delayMs }));
}

/** The step the platform's running tour is on, when its camera is one of the stops; else null
 *  (the widget then goes round by itself). */
export function runningStep(tour: TouringTour | undefined, stops: readonly TouringStop[]): number | null {
  const camera = tour?.currentCameraId ?? null;
  const index = camera === null ? -1 : stops.findIndex((stop) => stop.id === camera);
  return index >= 0 ? index : null;
}
