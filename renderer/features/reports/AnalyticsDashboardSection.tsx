/** Reports → Analytics Dashboard (spec 3 §2.1 /view/analytics-dashboard/{analyticsTitle}, §7.1
 *  grafanaDashboards; issue 29): the platform's built-in dashboards drawn here — storage use and
 *  forecast, stream health, events per category per hour, acknowledgement times — chosen by their
 *  uid (or title) in the path, the Grafana dashboard JSON to download, and a configured Grafana's
 *  own dashboards as links to it. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import {
  BUILT_IN_DASHBOARD_FOLDER,
  BUILT_IN_DASHBOARDS,
  GRAFANA_DASHBOARD_PATH,
} from '../../../shared/metrics/builtInDashboards';
import { adminErrorMessage } from '../admin';
import { EventsDashboard } from './EventsDashboard';
import { GrafanaDashboardsQuery } from './reportsDocuments';
import { StorageDashboard } from './StorageDashboard';
import { StreamHealthDashboard } from './StreamHealthDashboard';
import './reports.css';

/** The built-ins the console draws, by uid. */
const DRAWN: Record<string, () => ReactNode> = {
  storage: () => <StorageDashboard />,
  'stream-health': () => <StreamHealthDashboard />,
  events: () => <EventsDashboard view="categories" />,
  acknowledgements: () => <EventsDashboard view="acknowledgements" />,
};

export function analyticsDashboardPath(uid: string): string {
  return `/view/analytics-dashboard/${encodeURIComponent(uid)}`;
}

export function AnalyticsDashboardSection({ analyticsTitle }: { analyticsTitle?: string | undefined }) {
  const { t } = useTranslation();
  const [read] = useQuery({ query: GrafanaDashboardsQuery, variables: {} });
  const listed = read.data?.grafanaDashboards;
  // The built-ins are known to the console too: they stay reachable when the list cannot be read.
  const builtIns = BUILT_IN_DASHBOARDS.filter(
    (dashboard) =>
      !listed || listed.some((item) => item.folderId === BUILT_IN_DASHBOARD_FOLDER && item.uid === dashboard.uid),
  );
  const grafana = (listed ?? []).filter((item) => item.folderId !== BUILT_IN_DASHBOARD_FOLDER && item.url);
  const drawn = builtIns.filter((dashboard) => DRAWN[dashboard.uid]);
  const wanted = analyticsTitle?.toLowerCase();
  const selected =
    drawn.find((dashboard) => dashboard.uid === wanted || dashboard.title.toLowerCase() === wanted) ??
    (analyticsTitle ? undefined : drawn[0]);
  const grafanaJson = builtIns.find((dashboard) => dashboard.uid === 'grafana');

  return (
    <section className="vt-admin-page vt-dashboard" aria-labelledby="vt-dashboard-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-dashboard-title">
          {t('admin.views.AnalyticsDashboard')}
          {selected && <span className="vt-muted"> · {t(selected.labelKey)}</span>}
        </h1>
      </header>
      <nav className="vt-dashboard__nav" aria-label={t('reports.dashboard.list')}>
        <ul>
          {drawn.map((dashboard) => (
            <li key={dashboard.uid}>
              <Link
                className="vt-dashboard__link"
                to={analyticsDashboardPath(dashboard.uid)}
                aria-current={dashboard === selected ? 'page' : undefined}
              >
                {t(dashboard.labelKey)}
              </Link>
            </li>
          ))}
          {grafanaJson && (
            <li>
              <a className="vt-dashboard__link" href={GRAFANA_DASHBOARD_PATH} download="vantage-grafana-dashboard.json">
                {t('reports.dashboard.grafanaJson')}
              </a>
            </li>
          )}
          {grafana.map((dashboard) => (
            <li key={dashboard.id}>
              <a
                className="vt-dashboard__link"
                href={dashboard.url ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
              >
                <bdi>{dashboard.title ?? dashboard.uid ?? dashboard.id}</bdi>
                <span className="vt-muted"> ({t('reports.dashboard.inGrafana')})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {read.error && (
        <p className="vt-muted" role="status">
          {t('reports.dashboard.listError', { message: adminErrorMessage(read.error) })}
        </p>
      )}
      <div className="vt-dashboard__body">
        {selected ? (
          DRAWN[selected.uid]!()
        ) : (
          <p role="alert">{t('reports.dashboard.notFound', { title: analyticsTitle })}</p>
        )}
      </div>
    </section>
  );
}
