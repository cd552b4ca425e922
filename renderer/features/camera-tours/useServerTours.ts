/** The realm's camera tours as the Video Touring widget plays them (issue 28): each tour's cameras
 *  in step order with the step's delay, and, while the tour runs on the platform, the step it is on,
 *  so the widget shows the camera the patrol is at. Read again every few seconds while one runs. */
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { TOUR_STEP_DELAY } from '../../../shared/tours/cameraTours';
import { CameraToursQuery } from './cameraTourDocuments';
import { RUNNING_REFRESH_MS } from './cameraTourPaths';

export interface ServerTour {
  id: string;
  name: string;
  running: boolean;
  /** The step the running tour is on, counted from 0. */
  stepIndex: number | null;
  steps: Array<{ cameraId: string; delayMs: number }>;
}

export function useServerTours(pause = false): ServerTour[] {
  const [result, refetch] = useQuery({ query: CameraToursQuery, pause, requestPolicy: 'cache-and-network' });
  const tours = (result.data?.cameraTours ?? []).map((tour): ServerTour => ({
    id: tour.id,
    name: tour.name,
    running: tour.running,
    stepIndex: tour.running ? (tour.progress?.stepIndex ?? 0) : null,
    steps: (tour.steps ?? []).map((s) => ({
      cameraId: s.cameraId,
      delayMs: (s.delay ?? TOUR_STEP_DELAY.default) * 1000,
    })),
  }));
  const anyRunning = tours.some((tour) => tour.running);
  useEffect(() => {
    if (pause || !anyRunning) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pause, anyRunning, refetch]);
  return tours;
}
