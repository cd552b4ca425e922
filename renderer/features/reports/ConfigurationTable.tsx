/** The configuration status report's table (issue 29): a row per check, its status marked by
 *  colour and word, what was configured against what the device does, and why — in a scrolling
 *  frame of its own so a narrow window scrolls the table, not the page. */
import { useTranslation } from 'react-i18next';
import {
  configCheckLabelKey,
  configStatusLabelKey,
  type ConfigurationCheckRow,
} from '../../../shared/metrics/configurationStatus';
import { AdminTable } from '../admin';
import { useConfigurationText } from './useConfigurationText';
import { STACK_TABLE } from '../../ui';

export function ConfigurationTable({ rows }: { rows: readonly ConfigurationCheckRow[] }) {
  const { t } = useTranslation();
  const text = useConfigurationText();
  const columns = [
    t('reports.configuration.device'),
    t('reports.configuration.check'),
    t('reports.configuration.status'),
    t('reports.configuration.expected'),
    t('reports.configuration.actual'),
    t('reports.configuration.message'),
  ];
  return (
    <div className={`vt-dashboard__table vt-dashboard__table--stack vt-config-status__table ${STACK_TABLE}`}>
      <AdminTable
        label={t('reports.configuration.table')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.deviceId ?? ''}:${row.check}`}
        rowProps={(row) => ({ 'data-device': row.deviceId ?? '', 'data-check': row.check, 'data-status': row.status })}
        cells={(row) => (
          <>
            <td data-label={columns[0]}>
              {row.deviceId === null ? (
                t('reports.configuration.installation')
              ) : (
                <bdi>{row.deviceName ?? row.deviceId}</bdi>
              )}
            </td>
            <td data-label={columns[1]}>{t(configCheckLabelKey(row.check))}</td>
            <td data-label={columns[2]}>
              <span className={`vt-config-status__status vt-config-status__status--${row.status.toLowerCase()}`}>
                {t(configStatusLabelKey(row.status))}
              </span>
            </td>
            <td data-label={columns[3]}>{row.expected && <bdi>{text.value(row, row.expected)}</bdi>}</td>
            <td data-label={columns[4]}>{row.actual && <bdi>{text.value(row, row.actual)}</bdi>}</td>
            <td data-label={columns[5]}>{row.message && text.message(row.message)}</td>
          </>
        )}
      />
    </div>
  );
}
