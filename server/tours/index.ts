/** server/tours's entry (design.md §2): camera tours (spec 3 §3.6; issue 28), stored and run over
 *  PTZ presets. Other folders import only the modules listed here (lint: vantage/server-imports).
 *  A schedule's action holds a tour running or stopped through CameraTourService.followSchedules and
 *  follow(realmId, id), never through its stored running flag. */
export {
  CameraTourService,
  type CameraTourSaved,
  type CameraTourView,
  type TourActing,
  type TourSchedules,
} from './CameraTourService';
export type { CameraTourInput, CameraTourStepInput, TourWarning } from './checkCameraTour';
export { TOUR_LOCK_GRACE_MS, type TourProgress, type TourPtz } from './TourRunner';
