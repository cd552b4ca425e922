/** The events dashboards (issue 29): events per category per hour over the last day — all events
 *  drawn per hour, each category's total, busiest hour and last hour in a table — and operator
 *  acknowledgement times: median, 90th percentile and longest wait, and how many still wait. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminQueryState, AdminTable } from '../admin';
import { acknowledgementTimes, eventsPerHour } from './eventStats';
import { LazyMetricChart } from './LazyMetricChart';
import { useEventSample } from './useEventSample';
import { useMetricFormat } from './useMetricFormat';

export function EventsDashboard({ view }: { view: 'categories' | 'acknowledgements' }) {
  const { t, i18n } = useTranslation();
  const sample = useEventSample();
  const count = useMetricFormat('pcs');
  const duration = useMetricFormat('ms');
  const hourFormat = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const perHour = useMemo(() => sample && eventsPerHour(sample.entries, sample.from, sample.to), [sample]);
  const acks = useMemo(() => sample && acknowledgementTimes(sample.entries), [sample]);
  const oldest = sample?.entries.at(-1)?.triggeredAt;

  return (
    <AdminQueryState fetching={!sample} error={sample?.error} empty={false}>
      {sample?.capped && oldest != null && (
        <p className="vt-muted" role="status">
          {t('reports.events.capped', { n: count(sample.entries.length), since: since.format(oldest) })}
        </p>
      )}
      {view === 'categories' && perHour && (
        <>
          <figure className="vt-dashboard__chart">
            <figcaption>{t('reports.events.perHour')}</figcaption>
            <LazyMetricChart
              times={perHour.hours}
              values={perHour.total}
              format={count}
              seriesName={t('reports.events.events')}
              height={220}
              label={t('reports.events.chartLabel', { n: count(sample?.entries.length ?? 0) })}
            />
          </figure>
          {perHour.categories.length === 0 ? (
            <p className="vt-muted">{t('reports.events.none')}</p>
          ) : (
            <div className="vt-dashboard__table">
              <AdminTable
                label={t('reports.events.byCategory')}
                columns={[
                  t('reports.events.category'),
                  t('reports.events.day'),
                  t('reports.events.busiestHour'),
                  t('reports.events.lastHour'),
                ]}
                rows={perHour.categories}
                rowKey={(row) => row.id}
                rowProps={(row) => ({ 'data-category': row.id })}
                cells={(row) => {
                  const busiest = row.counts.indexOf(Math.max(...row.counts));
                  return (
                    <>
                      <td>
                        <bdi>{row.name}</bdi>
                      </td>
                      <td>{count(row.total)}</td>
                      <td>
                        {t('reports.events.atHour', {
                          hour: hourFormat.format(perHour.hours[busiest]!),
                          n: count(row.counts[busiest]),
                        })}
                      </td>
                      <td>{count(row.counts.at(-1))}</td>
                    </>
                  );
                }}
              />
            </div>
          )}
        </>
      )}
      {view === 'acknowledgements' && acks && (
        <dl className="vt-report__figures" aria-label={t('reports.events.ackTimes')}>
          {(
            [
              ['acknowledged', count(acks.acknowledged)],
              ['waiting', count(acks.waiting)],
              ['median', duration(acks.medianMs)],
              ['p90', duration(acks.p90Ms)],
              ['longest', duration(acks.longestMs)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="vt-stat" data-stat={key}>
              <dt>{t(`reports.events.ack.${key}`)}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </AdminQueryState>
  );
}
