/** server/metrics's entry (design.md §2): stream and device statistics stored as time series and
 *  reported (spec 3 §7.1, §9; issue 29), and the analytics dashboards. Other folders import only the
 *  modules listed here (lint: vantage/server-imports). */
export { MetricsService, type MetricReportData, type MetricSubject, type OpenPoints } from './MetricsService';
export { MetricCollector, SAMPLE_EVERY_MS } from './MetricCollector';
export { GrafanaDashboards, type DashboardEntry, type GrafanaSettings } from './grafana/GrafanaDashboards';
export type { ArchiveUsageFigures, LiveStreamFigures } from './mediaAspectFigures';
export { grafanaDashboardJson } from './grafana/grafanaDashboardJson';
export { PrometheusExposition, type ExpositionSources } from './prometheus/PrometheusExposition';
export { foldPoints, foldValues, type Point } from './foldPoints';
