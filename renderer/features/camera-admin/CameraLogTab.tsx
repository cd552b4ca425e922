/** A camera's log (spec 3 §7.1 cameraLog): who changed what and when, and the platform's own
 *  entries, newest first. */
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { adminErrorMessage, AdminTable, DeviceLogQuery } from '../admin';

export function CameraLogTab({ cameraId }: { cameraId: string }) {
  const { t, i18n } = useTranslation();
  const [log] = useQuery({ query: DeviceLogQuery, variables: { deviceId: cameraId }, requestPolicy: 'network-only' });
  if (log.error) return <p role="alert">{adminErrorMessage(log.error)}</p>;
  if (!log.data) return <p className="vt-muted">{t('cameraAdmin.loading')}</p>;
  if (log.data.cameraLog.length === 0) return <p className="vt-muted">{t('cameraAdmin.noData')}</p>;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <AdminTable
      label={t('cameraAdmin.tabs.log')}
      columns={[
        t('cameraAdmin.log.at'),
        t('cameraAdmin.log.kind'),
        t('cameraAdmin.log.user'),
        t('cameraAdmin.log.message'),
      ]}
      rows={log.data.cameraLog}
      rowKey={(entry) => entry.id}
      cells={(entry) => (
        <>
          <td>{format.format(new Date(entry.at))}</td>
          <td>{t(`cameraAdmin.log.kinds.${entry.kind}`, { defaultValue: entry.kind })}</td>
          <td>
            <bdi>{entry.userName ?? t('cameraAdmin.log.platform')}</bdi>
          </td>
          <td>
            <bdi>{entry.message}</bdi>
          </td>
        </>
      )}
    />
  );
}
