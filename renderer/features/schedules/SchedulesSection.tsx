/** Devices → Schedules (spec 1 §2.5; spec 3 §2.1; issue 28): the section's screens load as their
 *  own chunk, so the shell carries only this. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const ScheduleScreens = lazy(async () => ({
  default: (await import(/* webpackChunkName: "schedules" */ './ScheduleScreens')).ScheduleScreens,
}));

export interface SchedulesSectionProps {
  action: string;
  params: Record<string, string>;
}

export function SchedulesSection(props: SchedulesSectionProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="vt-muted">{t('schedules.loading')}</p>}>
      <ScheduleScreens {...props} />
    </Suspense>
  );
}
