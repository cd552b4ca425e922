/** What a schedule holds in force now (issue 28): per device (or tour or policy), the action, its value and the task,
 *  until when — the platform's answer, so an administrator sees a schedule take effect. */
import { useTranslation } from 'react-i18next';
import type { ScheduleRecord } from './scheduleDocuments';

export function InForceNow({ schedule }: { schedule: ScheduleRecord }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const held = schedule.inForce ?? [];
  return (
    <section className="vt-schedule-in-force" aria-label={t('schedules.inForce')}>
      <h2>{t('schedules.inForce')}</h2>
      {held.length === 0 ? (
        <p className="vt-muted">{t(schedule.enabled === false ? 'schedules.disabledNow' : 'schedules.nothingNow')}</p>
      ) : (
        <ul>
          {held.map((h) => (
            <li key={`${h.targetId}-${h.action}`} data-device={h.targetId}>
              <bdi>{h.targetName}</bdi>{' '}
              {t('schedules.heldNow', {
                action: t(`schedules.actions.${h.action}`),
                value: t(`schedules.values.${h.value}`, { defaultValue: h.value }),
                task: h.taskName ?? '',
                until: time.format(new Date(Number(h.end))),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
