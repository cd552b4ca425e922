/** A drawn report (issue 29): the period's latest, lowest, mean and highest value, the chart and,
 *  beside it, the table of its points; a period without samples says so instead. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricUnitName } from './formatMetricValue';
import { LazyMetricChart } from './LazyMetricChart';
import { metricLabel, type ReportDeviceKind } from './ReportControls';
import { reportStepMs, type ReportPeriod } from './reportRange';
import { ReportPointsTable } from './ReportPointsTable';
import { reportSummary } from './reportSummary';
import { useMetricFormat } from './useMetricFormat';

export interface ReportResultProps {
  kind: ReportDeviceKind;
  deviceName: string;
  metric: { name: string; description?: string | null };
  unit: MetricUnitName | null | undefined;
  period: ReportPeriod;
  points: ReadonlyArray<{ time: number; value?: number | null }>;
  /** A newer reading is on its way (the figures shown are the last ones). */
  refreshing: boolean;
}

const FIGURES = ['latest', 'min', 'average', 'max'] as const;

export function ReportResult({ kind, deviceName, metric, unit, period, points, refreshing }: ReportResultProps) {
  const { t, i18n } = useTranslation();
  const format = useMetricFormat(unit);
  const summary = useMemo(() => reportSummary(points), [points]);
  const times = useMemo(() => points.map((point) => point.time), [points]);
  const values = useMemo(() => points.map((point) => point.value ?? null), [points]);
  const name = metricLabel(t, kind, metric);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const title = t('reports.reportTitle', { metric: name, device: deviceName });

  return (
    <div className="vt-report" aria-busy={refreshing}>
      <h2 className="vt-report__title">
        <bdi>{title}</bdi>
        <span className="vt-muted">
          {' '}
          {t('reports.periodOf', { from: when.format(period.from), to: when.format(period.to) })}
        </span>
      </h2>
      {summary.count === 0 ? (
        <p className="vt-muted">{t('reports.noPoints')}</p>
      ) : (
        <>
          <dl className="vt-report__figures">
            {FIGURES.map((figure) => (
              <div key={figure} className="vt-report__figure" data-figure={figure}>
                <dt>{t(`reports.summary.${figure}`)}</dt>
                <dd>
                  <bdi>{format(summary[figure])}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <div className="vt-report__body">
            <div className="vt-report__chart">
              <LazyMetricChart
                times={times}
                values={values}
                format={format}
                seriesName={name}
                span={period}
                label={t('reports.chartLabel', {
                  metric: name,
                  device: deviceName,
                  points: new Intl.NumberFormat(i18n.language).format(summary.count),
                  latest: format(summary.latest),
                })}
              />
            </div>
            <ReportPointsTable
              points={points}
              format={format}
              label={t('reports.table.label', { metric: name })}
              withDate={reportStepMs(period) > 60_000}
            />
          </div>
        </>
      )}
    </div>
  );
}
