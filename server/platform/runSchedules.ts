/** Keeps the running platform following its schedules (issue 28): a camera whose recording mode a
 *  schedule changes restarts its pipeline in the mode now in force; one whose motion detection
 *  changes only starts or stops its detector; a camera tour a window holds starts or stops its
 *  patrol. Sensors read their arming as each alarm is raised, notification policies their hold as
 *  each event is dispatched. Returns the function that stops. */
import {
  CAMERA_TOUR_ACTION,
  MOTION_DETECTION_ACTION,
  RECORDING_MODE_ACTION,
} from '../../shared/schedules/scheduleActions';
import type { MotionEvents } from '../media';
import type { PlatformServices } from './services';

export async function runSchedules(services: PlatformServices, motion: MotionEvents): Promise<() => void> {
  const stopListening = services.scheduledState.onChange((changes) => {
    for (const change of changes) {
      if (change.actions.includes(RECORDING_MODE_ACTION)) void services.media.reload(change.deviceId);
      else if (change.actions.includes(MOTION_DETECTION_ACTION)) motion.refresh(change.deviceId);
      if (change.actions.includes(CAMERA_TOUR_ACTION)) {
        services.tours
          .follow(change.realmId, change.deviceId)
          .catch((err: Error) =>
            services.log.error(`tour ${change.deviceId} did not follow its schedule: ${err.message}`),
          );
      }
    }
  });
  await services.scheduler.run();
  return () => {
    services.scheduler.stop();
    stopListening();
  };
}
