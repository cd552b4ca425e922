/** Devices → Servers (issue 33): the platform's nodes — on SQLite the one node, on PostgreSQL every
 *  node of the cluster — with their health, capacity weight, failover group and the cameras each
 *  records now.
 *  Read-only: nodes are configured where they run (docs/cluster.md). Refreshed every few seconds,
 *  as cameras move between nodes within the cluster's failover time. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AdminListPage, AdminQueryState, AdminTable, HealthStatus } from '../admin';
import { ClusterNodesQuery } from './serverDocuments';
import { serverHealth } from './serverHealth';

/** How often the list is read again: about one lease round of the cluster. */
const REFRESH_MS = 5_000;

export function ServersSection() {
  const { t, i18n } = useTranslation();
  const names = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' });
  const [nodes, refetch] = useQuery({ query: ClusterNodesQuery, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  const list = nodes.data?.clusterNodes ?? [];

  return (
    <AdminListPage titleId="vt-servers-title" title={t('admin.views.Servers')}>
      <AdminQueryState fetching={nodes.fetching && !nodes.data} error={nodes.error} empty={list.length === 0}>
        <AdminTable
          label={t('admin.views.Servers')}
          columns={[
            t('servers.name'),
            t('servers.address'),
            t('servers.health'),
            t('servers.weight'),
            t('servers.group'),
            t('servers.cameras'),
          ]}
          rows={list}
          rowKey={(node) => node.id}
          rowProps={(node) => ({ 'data-server': node.id })}
          cells={(node) => (
            <>
              <td>
                <bdi>{node.id}</bdi>
                {node.self && <span className="vt-muted"> {t('servers.self')}</span>}
              </td>
              <td>
                <bdi dir="ltr">{node.url}</bdi>
              </td>
              <td>
                <HealthStatus health={serverHealth(node)} />
              </td>
              <td>{node.weight}</td>
              <td>
                {node.failoverGroup ? (
                  <bdi>{node.failoverGroup}</bdi>
                ) : (
                  <span className="vt-muted">{t('servers.noGroup')}</span>
                )}
              </td>
              <td>
                {node.cameras.length === 0 ? (
                  <span className="vt-muted">{t('servers.noCameras')}</span>
                ) : (
                  <bdi>{names.format(node.cameras.map((camera) => camera.name))}</bdi>
                )}
              </td>
            </>
          )}
        />
      </AdminQueryState>
    </AdminListPage>
  );
}
