/** The Grafana dashboard for sites that run Prometheus + Grafana (issue 29), over the series of
 *  GET /metrics (PrometheusExposition): camera health, frame rates and bitrates, lost time,
 *  recording and the archive volume's forecast, events by category, HTTP and GraphQL latency, the
 *  process and its event loop. server/metrics/grafana/vantage.json is this, written out for import
 *  (a test keeps the two the same). */

const DATASOURCE = { type: 'prometheus', uid: '${DS_PROMETHEUS}' };

interface Panel {
  title: string;
  type: 'timeseries' | 'stat';
  unit: string;
  expr: string;
  legend?: string;
  description?: string;
}

const PANELS: Panel[] = [
  {
    title: 'Cameras delivering video',
    type: 'stat',
    unit: 'percentunit',
    expr: 'sum(vantage_camera_up) / count(vantage_camera_up)',
  },
  { title: 'Archive volume free', type: 'stat', unit: 'bytes', expr: 'vantage_archive_free_bytes' },
  {
    title: 'Archive volume free in 7 days (linear forecast)',
    type: 'stat',
    unit: 'bytes',
    // Only where the series is six hours old (the same bound as the console's forecast,
    // FORECAST_MIN_HISTORY_MS): from a few minutes' points the line would read a moment's rate as
    // the week's.
    expr: 'predict_linear(vantage_archive_free_bytes[6h], 7 * 86400) and vantage_archive_free_bytes offset 6h',
    description:
      'Below zero: the archive fills up within a week at the last six hours\u2019 rate. Empty until six hours of history.',
  },
  { title: 'Open media streams', type: 'stat', unit: 'short', expr: 'vantage_media_sockets' },
  { title: 'Frame rate by camera', type: 'timeseries', unit: 'fps', expr: 'vantage_camera_fps', legend: '{{name}}' },
  {
    title: 'Bitrate by camera',
    type: 'timeseries',
    unit: 'bps',
    expr: 'vantage_camera_bitrate_bps',
    legend: '{{name}}',
  },
  {
    title: 'Lost time by camera (share of the last 5 min)',
    type: 'timeseries',
    unit: 'percentunit',
    expr: 'rate(vantage_camera_lost_seconds_total[5m])',
    legend: '{{name}}',
  },
  {
    title: 'Reconnects by camera (last hour)',
    type: 'timeseries',
    unit: 'short',
    expr: 'increase(vantage_camera_reconnects_total[1h])',
    legend: '{{name}}',
  },
  {
    title: 'Recorded per hour by camera',
    type: 'timeseries',
    unit: 'bytes',
    expr: 'sum by (camera) (increase(vantage_recorded_bytes_total[1h]))',
    legend: '{{camera}}',
  },
  {
    title: 'Events per hour by category',
    type: 'timeseries',
    unit: 'short',
    expr: 'sum by (category) (increase(vantage_events_total[1h]))',
    legend: '{{category}}',
  },
  {
    title: 'HTTP latency p95 by route',
    type: 'timeseries',
    unit: 's',
    expr: 'histogram_quantile(0.95, sum by (le, route) (rate(vantage_http_request_duration_seconds_bucket[5m])))',
    legend: '{{route}}',
  },
  {
    title: 'GraphQL latency p95 by operation',
    type: 'timeseries',
    unit: 's',
    expr: 'histogram_quantile(0.95, sum by (le, operation) (rate(vantage_graphql_operation_duration_seconds_bucket[5m])))',
    legend: '{{operation}}',
  },
  { title: 'Event loop lag p99', type: 'timeseries', unit: 's', expr: 'nodejs_eventloop_lag_p99_seconds' },
  { title: 'Process CPU', type: 'timeseries', unit: 'percentunit', expr: 'rate(process_cpu_seconds_total[1m])' },
  { title: 'Process memory (resident)', type: 'timeseries', unit: 'bytes', expr: 'process_resident_memory_bytes' },
];

/** The dashboard as Grafana imports it (schema 39), laid out four stats wide then two charts wide. */
export function grafanaDashboardJson() {
  let y = 0;
  let x = 0;
  const panels = PANELS.map((panel, index) => {
    const width = panel.type === 'stat' ? 6 : 12;
    const height = panel.type === 'stat' ? 4 : 8;
    if (x + width > 24) {
      x = 0;
      y += 8;
    }
    const gridPos = { h: height, w: width, x, y };
    x += width;
    return {
      id: index + 1,
      title: panel.title,
      ...(panel.description && { description: panel.description }),
      type: panel.type,
      datasource: DATASOURCE,
      gridPos,
      fieldConfig: { defaults: { unit: panel.unit }, overrides: [] },
      options: {},
      targets: [
        { refId: 'A', datasource: DATASOURCE, expr: panel.expr, ...(panel.legend && { legendFormat: panel.legend }) },
      ],
    };
  });
  return {
    __inputs: [
      {
        name: 'DS_PROMETHEUS',
        label: 'Prometheus',
        type: 'datasource',
        pluginId: 'prometheus',
        pluginName: 'Prometheus',
      },
    ],
    uid: 'vantage',
    title: 'Vantage',
    tags: ['vantage', 'vms'],
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    panels,
  };
}
