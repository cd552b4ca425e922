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

/** Where the platform serves the Grafana dashboard JSON of the `grafana` built-in. */
export const GRAFANA_DASHBOARD_PATH = '/api/metrics/grafana-dashboard.json';
