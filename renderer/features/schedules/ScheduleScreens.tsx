/** The Schedules screens (spec 3 §2.1; their own chunk): the list at /view/Schedules, a new
 *  schedule at /view/schedule/add and a schedule's page at /view/schedule/edit/{scheduleId}. */
import { ScheduleEditor } from './ScheduleEditor';
import { ScheduleList } from './ScheduleList';
import './schedules.css';

export interface ScheduleScreensProps {
  action: string;
  params: Record<string, string>;
}

export function ScheduleScreens({ action, params }: ScheduleScreensProps) {
  if (action === 'add') return <ScheduleEditor />;
  if (action === 'edit') return <ScheduleEditor scheduleId={params.scheduleId} />;
  return <ScheduleList />;
}
