/** The analytics dashboards the platform ships (issue 29; spec 3 §2.1 /view/analytics-dashboard/
 *  {analyticsTitle}, §7.1 grafanaDashboards): their uids, titles and i18n keys, listed by the platform
 *  and drawn by the console, plus the Grafana dashboard JSON for sites that run Prometheus + Grafana. */

/** folderId of the built-in dashboards in grafanaDashboards. */
export const BUILT_IN_DASHBOARD_FOLDER = 'vantage';

export interface BuiltInDashboard {
  uid: string;
  title: string;
  /** i18next key of the title. */
  labelKey: string;
}

export const BUILT_IN_DASHBOARDS: readonly BuiltInDashboard[] = [
  { uid: 'storage', title: 'Storage use and forecast', labelKey: 'metrics.dashboards.storage' },
  { uid: 'stream-health', title: 'Stream health', labelKey: 'metrics.dashboards.streamHealth' },
  { uid: 'events', title: 'Events per category per hour', labelKey: 'metrics.dashboards.events' },
  { uid: 'acknowledgements', title: 'Operator acknowledgement times', labelKey: 'metrics.dashboards.acknowledgements' },
  { uid: 'grafana', title: 'Vantage for Grafana (Prometheus)', labelKey: 'metrics.dashboards.grafana' },
];

/** Where the platform serves its Prometheus exposition (an administrator's session or the
 *  VANTAGE_METRICS_TOKEN bearer token), beside the API as Prometheus expects it. */
export const METRICS_PATH = '/metrics';

/** Where the platform serves the Grafana dashboard JSON of the `grafana` built-in (a download link
 *  of a signed-in member: outside /api, which wants the console's request header). */
export const GRAFANA_DASHBOARD_PATH = '/metrics/grafana-dashboard.json';
