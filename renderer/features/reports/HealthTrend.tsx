/** One camera metric over the last hour, small, on the camera's Health tab: read again each minute
 *  (the platform's point length), the latest minute included. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { MetricDefinition } from '../../../shared/metrics/metricNames';
import { LazyMetricChart } from './LazyMetricChart';
import { CameraReportQuery } from './reportsDocuments';
import { useMetricFormat } from './useMetricFormat';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export function HealthTrend({ cameraId, metric }: { cameraId: string; metric: MetricDefinition }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const [read] = useQuery({
    query: CameraReportQuery,
    variables: { id: cameraId, from: now - HOUR_MS, to: now, metricName: metric.name },
  });
  const format = useMetricFormat(metric.unit);
  const points = read.data?.cameraReport?.points;
  const times = useMemo(() => (points ?? []).map((point) => point.time), [points]);
  const values = useMemo(() => (points ?? []).map((point) => point.value ?? null), [points]);
  const name = t(metric.labelKey);
  return (
    <figure className="vt-camera-health__trend">
      <figcaption>{t('reports.health.lastHour', { metric: name })}</figcaption>
      {read.error ? (
        <p className="vt-muted">{t('reports.error', { message: read.error.message })}</p>
      ) : times.length === 0 ? (
        <p className="vt-muted">{read.data ? t('reports.noPoints') : t('admin.kit.loading')}</p>
      ) : (
        <LazyMetricChart
          times={times}
          values={values}
          format={format}
          seriesName={name}
          height={160}
          span={{ from: now - HOUR_MS, to: now }}
          label={t('reports.health.trendLabel', { metric: name, latest: format(values.at(-1)) })}
        />
      )}
    </figure>
  );
}
