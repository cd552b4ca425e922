/** The realm's camera tours as the Video Touring widget plays them (issue 28): each tour's cameras
 *  in step order, named, with the step's delay, and, while the tour runs on the platform, the camera
 *  of the step it is on, so the widget shows the camera the patrol is at. Read again every few seconds while one
 *  runs. */
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { TOUR_STEP_DELAY } from '../../../shared/tours/cameraTours';
import { CameraToursQuery, TourCamerasQuery } from './cameraTourDocuments';
import { RUNNING_REFRESH_MS } from './cameraTourPaths';

export interface ServerTour {
  id: string;
  name: string;
  running: boolean;
  /** The camera of the step the running tour is on; null when it is not running (or the caller
   *  may not see that camera). */
  currentCameraId: string | null;
  steps: Array<{ cameraId: string; name: string; delayMs: number }>;
}

/** `pause` leaves the platform unasked; `watch` reads the tours again every few seconds even when
 *  none runs, so a tour started elsewhere (the section, a schedule) is followed within seconds. */
export function useServerTours(pause = false, watch = false): ServerTour[] {
  const [result, refetch] = useQuery({ query: CameraToursQuery, pause, requestPolicy: 'cache-and-network' });
  const [cameras] = useQuery({ query: TourCamerasQuery, pause, requestPolicy: 'cache-first' });
  const nameOf = (id: string) => cameras.data?.devicesByAspectTypes.find((c) => c.id === id)?.name ?? id;
  const tours = (result.data?.cameraTours ?? []).map((tour): ServerTour => ({
    id: tour.id,
    name: tour.name,
    running: tour.running,
    currentCameraId: tour.running ? (tour.progress?.cameraId ?? null) : null,
    steps: (tour.steps ?? []).map((s) => ({
      cameraId: s.cameraId,
      name: nameOf(s.cameraId),
      delayMs: (s.delay ?? TOUR_STEP_DELAY.default) * 1000,
    })),
  }));
  const anyRunning = tours.some((tour) => tour.running);
  useEffect(() => {
    if (pause || !(anyRunning || watch)) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pause, anyRunning, watch, refetch]);
  return tours;
}
