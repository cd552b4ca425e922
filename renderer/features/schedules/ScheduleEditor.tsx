/** A schedule's page (spec 3 §2.1 /view/schedule/add, /view/schedule/edit/{scheduleId}): loads the
 *  schedule, then its form. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ErrorBanner } from '../../ui';
import { adminErrorMessage } from '../admin';
import { ScheduleQuery } from './scheduleDocuments';
import { ScheduleForm } from './ScheduleForm';
import { newSchedule, scheduleValues } from './scheduleFormValues';

export function ScheduleEditor({ scheduleId }: { scheduleId?: string | undefined }) {
  const { t } = useTranslation();
  const [loaded] = useQuery({
    query: ScheduleQuery,
    variables: { id: scheduleId ?? '' },
    pause: !scheduleId,
    requestPolicy: 'network-only',
  });
  if (!scheduleId) return <ScheduleForm initial={newSchedule()} />;
  if (loaded.error) return <ErrorBanner error={adminErrorMessage(loaded.error)} />;
  if (!loaded.data) return <p className="vt-muted">{t('schedules.loading')}</p>;
  const schedule = loaded.data.schedule;
  if (!schedule) return <ErrorBanner error={t('schedules.notFound')} />;
  // Read again, the schedule keeps what is being typed: the form starts once.
  return <ScheduleForm key={schedule.id} schedule={schedule} initial={scheduleValues(schedule)} />;
}
