/** Reports → Configuration status report (spec 3 §2.1 lazily loaded screen; issue 29): per enabled
 *  camera whether it is reachable, accepts its credentials, streams as probed and records in the
 *  mode configured, and the archive's headroom — worst first, narrowed by status, check and device,
 *  re-read each minute and on Refresh, and saved as CSV or PDF (the PDF's libraries load only when
 *  it is asked for). */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import {
  CONFIG_CHECK,
  type ConfigCheck,
  configCheckLabelKey,
  configStatusLabelKey,
  type ConfigurationCheckRow,
  configurationStatusCsv,
} from '../../../shared/metrics/configurationStatus';
import { Button, SelectField, TextField } from '../../ui';
import { AdminListPage, AdminQueryState } from '../admin';
import { ConfigurationTable } from './ConfigurationTable';
import { useSession } from '../session';
import {
  CONFIG_STATUS_ORDER,
  type ConfigRowFilter,
  type ConfigSort,
  type ConfigStatusFilter,
  configurationCounts,
  configurationRows,
} from './configurationStatusRows';
import { downloadBlob, downloadText } from './downloadText';
import { ConfigurationStatusQuery } from './reportsDocuments';
import './reports.css';

const CHECKS = Object.values(CONFIG_CHECK) as ConfigCheck[];
/** The platform checks live state: a minute-old report is still worth reading, an hour-old one not. */
const REREAD_MS = 60_000;

/** The file name a download gets: the report and the minute it was read, in UTC. */
function fileName(readAt: number, extension: string): string {
  return `configuration-status-${new Date(readAt).toISOString().slice(0, 16).replace(':', '-')}.${extension}`;
}

export function ConfigurationStatusReport() {
  const { t, i18n } = useTranslation();
  const realm = useSession().info?.realm.name ?? null;
  const [read, reread] = useQuery({ query: ConfigurationStatusQuery, requestPolicy: 'network-only' });
  const [readAt, setReadAt] = useState(() => Date.now());
  useEffect(() => {
    if (read.data && !read.fetching) setReadAt(Date.now());
  }, [read.data, read.fetching]);
  useEffect(() => {
    const timer = setInterval(() => reread({ requestPolicy: 'network-only' }), REREAD_MS);
    return () => clearInterval(timer);
  }, [reread]);

  const [filter, setFilter] = useState<ConfigRowFilter>({ status: 'ALL', check: 'ALL', text: '' });
  const [sort, setSort] = useState<ConfigSort>('status');
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [writingPdf, setWritingPdf] = useState(false);
  // The schema types check and status as strings; the platform writes them from the same constants.
  const all = useMemo(
    () => (read.data?.configurationStatusReport ?? []) as readonly ConfigurationCheckRow[],
    [read.data],
  );
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const rows = useMemo(
    () => configurationRows(all, filter, sort, CHECKS, collator.compare),
    [all, filter, sort, collator],
  );
  const counts = configurationCounts(all);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });

  const exportPdf = async () => {
    setPdfError(null);
    setWritingPdf(true);
    try {
      const { configurationStatusPdf } = await import(
        /* webpackChunkName: "configuration-status-pdf" */ './configurationStatusPdf'
      );
      // A thousand cameras' checks take a second or so of this thread: the button says so first.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const bytes = configurationStatusPdf({ rows, readAt, realm });
      downloadBlob(new Blob([bytes], { type: 'application/pdf' }), fileName(readAt, 'pdf'));
    } catch (error) {
      setPdfError(error instanceof Error ? error.message : String(error));
    } finally {
      setWritingPdf(false);
    }
  };

  return (
    <AdminListPage
      titleId="vt-config-status-title"
      className="vt-config-status"
      title={t('reports.configuration.title')}
      actions={<Link to="/view/Reports">{t('reports.configuration.backToReports')}</Link>}
    >
      <p className="vt-dashboard__headline" role="status">
        {read.data &&
          (counts.byStatus.FAILING > 0
            ? t('reports.configuration.failing', {
                count: counts.byStatus.FAILING,
                devices: counts.failingDevices,
              })
            : counts.byStatus.WARNING > 0
              ? t('reports.configuration.warnings', { count: counts.byStatus.WARNING })
              : t('reports.configuration.allGood'))}
      </p>
      <div className="vt-report-controls" role="group" aria-label={t('reports.configuration.controls')}>
        <SelectField<ConfigStatusFilter>
          label={t('reports.configuration.status')}
          value={filter.status}
          options={[
            { value: 'ALL', label: t('reports.configuration.allStatuses') },
            { value: 'PROBLEMS', label: t('reports.configuration.problems') },
            ...CONFIG_STATUS_ORDER.map((status) => ({
              value: status,
              label: `${t(configStatusLabelKey(status))} (${counts.byStatus[status]})`,
            })),
          ]}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        <SelectField<ConfigCheck | 'ALL'>
          label={t('reports.configuration.check')}
          value={filter.check}
          options={[
            { value: 'ALL', label: t('reports.configuration.allChecks') },
            ...CHECKS.map((check) => ({ value: check, label: t(configCheckLabelKey(check)) })),
          ]}
          onChange={(check) => setFilter({ ...filter, check })}
        />
        <TextField
          type="search"
          label={t('reports.configuration.device')}
          value={filter.text}
          onChange={(text) => setFilter({ ...filter, text })}
        />
        <SelectField<ConfigSort>
          label={t('reports.configuration.sort')}
          value={sort}
          options={(['status', 'device', 'check'] as const).map((value) => ({
            value,
            label: t(`reports.configuration.sorts.${value}`),
          }))}
          onChange={setSort}
        />
        <div className="vt-report-controls__actions">
          <Button
            type="button"
            variant="secondary"
            disabled={read.fetching}
            onClick={() => reread({ requestPolicy: 'network-only' })}
          >
            {t('reports.refresh')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() =>
              downloadText(configurationStatusCsv(rows), fileName(readAt, 'csv'), 'text/csv;charset=utf-8')
            }
          >
            {t('reports.exportCsv')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={rows.length === 0 || writingPdf}
            onClick={() => void exportPdf()}
          >
            {writingPdf ? t('reports.configuration.writingPdf') : t('reports.configuration.exportPdf')}
          </Button>
        </div>
      </div>
      {pdfError && (
        <p role="alert" className="vt-admin-page__error">
          {t('reports.configuration.pdfError', { message: pdfError })}
        </p>
      )}
      <AdminQueryState fetching={!read.data && read.fetching} error={read.error} empty={all.length === 0}>
        <p className="vt-muted">
          {t('reports.configuration.checkedAt', { time: time.format(readAt), shown: rows.length, total: all.length })}
        </p>
        {rows.length === 0 ? (
          <p className="vt-muted">{t('reports.configuration.noMatch')}</p>
        ) : (
          <ConfigurationTable rows={rows} />
        )}
      </AdminQueryState>
    </AdminListPage>
  );
}
