/** server/schedules' entry (design.md §2; issue 28): schedules kept and run — the rules, the
 *  scheduler and what it holds in force. Other folders import only the modules listed here (lint:
 *  vantage/server-imports). */
export {
  ScheduleService,
  type ScheduleActing,
  type ScheduleSaveOutcome,
  type ScheduleUsage,
  type ScheduleWarning,
} from './ScheduleService';
export { Scheduler, type SchedulerDeps } from './Scheduler';
export { ScheduledState, type HeldChange } from './ScheduledState';
export { SCHEDULE_ACTION_TEMPLATES, type ScheduleActionTemplate } from './scheduleActionTemplates';
export type { HeldAction } from './resolveInForce';
export {
  toScheduleRecord,
  type ScheduleRecord,
  type ScheduleTaskRecord,
  type ScheduleActionRecord,
} from './scheduleRecord';
export type { ScheduleInput } from './scheduleInput';
