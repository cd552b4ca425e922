/** The Schedules section (spec 1 §2.5 Devices → Schedules, spec 3 §2.1): the realm's schedules with
 *  their time zone, tasks and what each holds now; Add schedule opens /view/schedule/add and a
 *  schedule's name its page. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { AdminListPage, AdminQueryState, AdminTable } from '../admin';
import { SchedulesQuery } from './scheduleDocuments';
import { schedulePath } from './schedulePaths';

export function ScheduleList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [schedules] = useQuery({ query: SchedulesQuery, requestPolicy: 'network-only' });
  const list = schedules.data?.schedules ?? [];
  return (
    <AdminListPage
      titleId="vt-schedules-title"
      title={t('admin.views.Schedules')}
      actions={<Button onClick={() => void navigate(schedulePath())}>{t('schedules.add')}</Button>}
    >
      <AdminQueryState
        fetching={schedules.fetching && !schedules.data}
        error={schedules.error}
        empty={list.length === 0}
      >
        <AdminTable
          label={t('admin.views.Schedules')}
          columns={[t('schedules.name'), t('schedules.timezone'), t('schedules.tasks'), t('schedules.state')]}
          rows={list}
          rowKey={(schedule) => schedule.id}
          rowProps={(schedule) => ({ 'data-schedule': schedule.name })}
          cells={(schedule) => {
            const held = schedule.inForce ?? [];
            const taskNames = [...new Set(held.map((h) => h.taskName ?? ''))].filter(Boolean);
            return (
              <>
                <td>
                  <Link className="vt-link" to={schedulePath(schedule.id)}>
                    <bdi>{schedule.name}</bdi>
                  </Link>
                </td>
                <td>
                  <bdi>{schedule.timezone}</bdi>
                </td>
                <td>
                  <bdi>
                    {(schedule.tasks ?? [])
                      .map((task) => task.name ?? `${task.startTime}–${task.endTime}`)
                      .join(', ') || '—'}
                  </bdi>
                </td>
                <td className={held.length > 0 ? 'vt-schedule-state vt-schedule-state--active' : 'vt-schedule-state'}>
                  {schedule.enabled === false
                    ? t('schedules.off')
                    : held.length > 0
                      ? t('schedules.activeNow', {
                          tasks: taskNames.join(', '),
                          count: new Set(held.map((h) => h.targetId)).size,
                        })
                      : t('schedules.waiting')}
                </td>
              </>
            );
          }}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
