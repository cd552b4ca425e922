/** Schedules in the console (spec 3 §2.1, §3.6; issue 28): the Devices → Schedules section with its
 *  list, a schedule's page with the week grid editor, and what each schedule holds now. */
export { HeldBySchedule, type ScheduleHoldView } from './HeldBySchedule';
export { NamedBySchedules, type NamedBySchedulesProps } from './NamedBySchedules';
export { SchedulesSection, type SchedulesSectionProps } from './SchedulesSection';
