/** Reports and monitoring in the console (issue 29; spec 3 §2.1, §2.12, §7.1, §9): Devices →
 *  Reports, the analytics dashboard and a camera's live health. Each screen loads as its own chunk
 *  the first time it is opened, and the chart (uPlot) in one more, so the login and the console's
 *  first load carry none of it. */
import { lazy } from 'react';

export const ReportsSection = lazy(async () => ({
  default: (await import(/* webpackChunkName: "reports" */ './ReportsSection')).ReportsSection,
}));

export const AnalyticsDashboardSection = lazy(async () => ({
  default: (await import(/* webpackChunkName: "analytics-dashboard" */ './AnalyticsDashboardSection'))
    .AnalyticsDashboardSection,
}));

/** A camera's Health tab, fetched when the tab is first opened. */
export const CameraHealthPanel = lazy(async () => ({
  default: (await import(/* webpackChunkName: "camera-health" */ './CameraHealthPanel')).CameraHealthPanel,
}));

/** Reports → Configuration status report (spec 3 §2.1); its PDF writer is one more chunk, loaded on demand. */
export const ConfigurationStatusReport = lazy(async () => ({
  default: (await import(/* webpackChunkName: "configuration-status" */ './ConfigurationStatusReport'))
    .ConfigurationStatusReport,
}));

/** The platform's figures of a camera's streams in a camera cell's statistics panel and the Cameras
 *  list, fetched when first opened. */
export const CameraStreamStats = lazy(async () => ({
  default: (await import(/* webpackChunkName: "camera-stream-stats" */ './CameraStreamStats')).CameraStreamStats,
}));

/** A metric value in the operator's language and the spec's units (a small module: no chart). */
export { useMetricFormat } from './useMetricFormat';
