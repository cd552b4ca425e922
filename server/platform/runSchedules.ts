/** Keeps the running platform following its schedules (issue 28): a camera whose recording mode a
 *  schedule changes restarts its pipeline in the mode now in force; one whose motion detection
 *  changes only starts or stops its detector. Sensors read their arming as each alarm is raised.
 *  Returns the function that stops. */
import { MOTION_DETECTION_ACTION, RECORDING_MODE_ACTION } from '../../shared/schedules/scheduleActions';
import type { MotionEvents } from '../media';
import type { PlatformServices } from './services';

export async function runSchedules(services: PlatformServices, motion: MotionEvents): Promise<() => void> {
  const stopListening = services.scheduledState.onChange((changes) => {
    for (const change of changes) {
      if (change.actions.includes(RECORDING_MODE_ACTION)) void services.media.reload(change.deviceId);
      else if (change.actions.includes(MOTION_DETECTION_ACTION)) motion.refresh(change.deviceId);
    }
  });
  await services.scheduler.run();
  return () => {
    services.scheduler.stop();
    stopListening();
  };
}
