/** The stream-health dashboard (issue 29): how many cameras are normal, degraded, broken or off,
 *  and every camera's main stream as the platform measures it — worst first, so the streams that
 *  drop frames are on top — each camera linked to its Health tab. Read again every few seconds. */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { AdminQueryState, AdminTable, HealthStatus } from '../admin';
import { CameraStatsQuery } from './reportsDocuments';
import { HEALTH_ORDER, healthCounts, streamHealthRows } from './streamHealthRows';
import { useMetricFormat } from './useMetricFormat';

/** How often the dashboard reads the cameras again (ms). */
const REFRESH_MS = 10_000;

export function StreamHealthDashboard() {
  const { t } = useTranslation();
  const [read, reread] = useQuery({ query: CameraStatsQuery, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    const timer = setInterval(() => reread({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reread]);
  const rows = useMemo(
    () =>
      streamHealthRows(
        (read.data?.devicesByAspectTypes ?? []).filter((device) => device.deviceType === 'camera') as Parameters<
          typeof streamHealthRows
        >[0],
      ),
    [read.data],
  );
  const counts = healthCounts(rows);
  const fps = useMetricFormat('fps');
  const bps = useMetricFormat('bps');
  const ms = useMetricFormat('ms');
  const pct = useMetricFormat('pct');

  return (
    <AdminQueryState
      fetching={!read.data && read.fetching}
      error={read.data ? undefined : read.error}
      empty={rows.length === 0}
    >
      <dl className="vt-report__figures" aria-label={t('reports.dashboard.healthCounts')}>
        {HEALTH_ORDER.map((name) => (
          <div key={name} className="vt-stat" data-health-count={name}>
            <dt>
              <HealthStatus health={name} />
            </dt>
            <dd>{counts[name]}</dd>
          </div>
        ))}
      </dl>
      <div className="vt-dashboard__table">
        <AdminTable
          label={t('reports.dashboard.streams')}
          columns={[
            t('reports.dashboard.camera'),
            t('reports.dashboard.health'),
            t('reports.health.stats.fps'),
            t('reports.health.stats.averageFPS'),
            t('reports.health.stats.liveBitrate'),
            t('reports.health.stats.jitter'),
            t('reports.health.stats.packetLoss'),
            t('reports.health.stats.uptime'),
          ]}
          rows={rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-camera': row.id })}
          cells={(row) => (
            <>
              <td>
                <Link className="vt-link" to={`/view/camera/edit/${encodeURIComponent(row.id)}/health`}>
                  <bdi>{row.name}</bdi>
                </Link>
              </td>
              <td>
                <HealthStatus health={row.health} />
              </td>
              <td>
                <bdi>{fps(row.fps)}</bdi>
                {row.frameRate != null && row.fps != null && <span className="vt-muted"> / {fps(row.frameRate)}</span>}
              </td>
              <td>
                <bdi>{fps(row.averageFPS)}</bdi>
              </td>
              <td>
                <bdi>{bps(row.liveBitrate)}</bdi>
              </td>
              <td>
                <bdi>{ms(row.jitter)}</bdi>
              </td>
              <td>
                <bdi>{pct(row.packetLoss)}</bdi>
              </td>
              <td>
                <bdi>{ms(row.uptime == null ? null : row.uptime * 1000)}</bdi>
              </td>
            </>
          )}
        />
      </div>
    </AdminQueryState>
  );
}
