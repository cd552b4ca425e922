/** A device's log (spec 3 §7.1 cameraLog): what was done to it and by whom, and how its health
 *  went, newest first. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AdminQueryState, AdminTable, DeviceLogQuery } from '../../admin';

export function DeviceLog({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const [log] = useQuery({ query: DeviceLogQuery, variables: { deviceId }, requestPolicy: 'network-only' });
  const entries = log.data?.cameraLog ?? [];
  return (
    <section className="vt-device-log" aria-labelledby="vt-device-log-title">
      <h2 id="vt-device-log-title">{t('deviceAdmin.audit.log')}</h2>
      <AdminQueryState fetching={log.fetching && !log.data} error={log.error} empty={entries.length === 0}>
        <AdminTable
          columns={[
            t('deviceAdmin.audit.when'),
            t('deviceAdmin.audit.kind'),
            t('deviceAdmin.audit.who'),
            t('deviceAdmin.audit.what'),
          ]}
          rows={entries}
          rowKey={(entry) => entry.id}
          cells={(entry) => (
            <>
              <td>{new Date(entry.at).toLocaleString()}</td>
              <td>{entry.kind}</td>
              <td>
                <bdi>{entry.userName ?? t('deviceAdmin.audit.platform')}</bdi>
              </td>
              <td>
                <bdi>{entry.message}</bdi>
              </td>
            </>
          )}
        />
      </AdminQueryState>
    </section>
  );
}
