/** The metric chart, fetched the first time one is shown (its own chunk with uPlot), with the
 *  chart's room kept while it loads so the page does not jump. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricChartProps } from './MetricChart';

const MetricChart = lazy(async () => ({
  default: (await import(/* webpackChunkName: "metric-chart" */ './MetricChart')).MetricChart,
}));

export function LazyMetricChart(props: Omit<MetricChartProps, 'timeName'>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="vt-metric-chart" style={{ blockSize: props.height ?? 280 }} />}>
      <MetricChart {...props} timeName={t('reports.table.time')} />
    </Suspense>
  );
}
