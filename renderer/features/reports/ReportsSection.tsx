/** Devices → Reports (spec 1 §2.5, spec 3 §2.12, issue 29): a camera's or an avatar's metric over a
 *  period, as a chart with its points in a table beside it, the period's figures above, and the
 *  points as CSV. A preset period follows the clock (read again each minute, the platform's finest
 *  step), so an open report stays current. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { fromDateTimeLocal, toDateTimeLocal } from '../../ui';
import { adminErrorMessage, AdminListPage } from '../admin';
import { type ReportChoice, ReportControls } from './ReportControls';
import { downloadText } from './downloadText';
import { ReportResult } from './ReportResult';
import { reportCsv, reportFileName } from './reportCsv';
import {
  AvatarMetricsQuery,
  AvatarReportQuery,
  CameraMetricsQuery,
  CameraReportQuery,
  ReportDevicesQuery,
} from './reportsDocuments';
import { reportRange } from './reportRange';
import './reports.css';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The clock a preset period ends at: now, read again each minute and on Refresh. */
function useReportClock(): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return [now, () => setNow(Date.now())];
}

export function ReportsSection() {
  const { t } = useTranslation();
  const [now, refresh] = useReportClock();
  const [choice, setChoice] = useState<ReportChoice>(() => ({
    kind: 'camera',
    deviceId: '',
    metricName: '',
    preset: 'hour',
    customFrom: toDateTimeLocal(Date.now() - 24 * HOUR_MS),
    customTo: toDateTimeLocal(Date.now()),
  }));
  const camera = choice.kind === 'camera';

  const [devicesRead] = useQuery({
    query: ReportDevicesQuery,
    variables: { types: camera ? ['Media'] : ['Avatar'] },
  });
  const devices = useMemo(
    () =>
      (devicesRead.data?.devicesByAspectTypes ?? [])
        .filter((device) => device.deviceType === choice.kind)
        .map((device) => ({ id: device.id, name: device.name ?? device.id }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [devicesRead.data, choice.kind],
  );
  const deviceId = devices.some((device) => device.id === choice.deviceId) ? choice.deviceId : (devices[0]?.id ?? '');

  const [cameraMetrics] = useQuery({
    query: CameraMetricsQuery,
    variables: { id: deviceId },
    pause: !camera || !deviceId,
  });
  const [avatarMetrics] = useQuery({
    query: AvatarMetricsQuery,
    variables: { id: deviceId },
    pause: camera || !deviceId,
  });
  const metricsRead = camera ? cameraMetrics : avatarMetrics;
  const metrics = (camera ? cameraMetrics.data?.cameraMetrics : avatarMetrics.data?.avatarMetrics) ?? [];
  const metric = metrics.find((item) => item.name === choice.metricName) ?? metrics[0];

  const range = reportRange(choice.preset, now, {
    from: fromDateTimeLocal(choice.customFrom),
    to: fromDateTimeLocal(choice.customTo),
  });
  const period = 'period' in range ? range.period : undefined;
  const variables = { id: deviceId, from: period?.from ?? 0, to: period?.to ?? 0, metricName: metric?.name ?? '' };
  const ready = Boolean(deviceId && metric && period);
  const [cameraReport] = useQuery({ query: CameraReportQuery, variables, pause: !ready || !camera });
  const [avatarReport] = useQuery({ query: AvatarReportQuery, variables, pause: !ready || camera });
  const reportRead = camera ? cameraReport : avatarReport;
  const report = camera ? cameraReport.data?.cameraReport : avatarReport.data?.avatarReport;
  const points = useMemo(() => report?.points ?? [], [report]);
  const deviceName = devices.find((device) => device.id === deviceId)?.name ?? deviceId;

  const exportCsv =
    report && metric && period && points.length > 0
      ? () =>
          downloadText(
            reportCsv({
              columns: {
                device: t('reports.csv.device'),
                metric: t('reports.csv.metric'),
                time: t('reports.csv.time'),
                value: t('reports.csv.value'),
                unit: t('reports.csv.unit'),
              },
              deviceName,
              metricName: metric.name,
              unit: report.unit ?? metric.unit,
              points,
            }),
            reportFileName(deviceName, metric.name, period.from),
            'text/csv;charset=utf-8',
          )
      : undefined;

  const error = devicesRead.error ?? metricsRead.error ?? reportRead.error;
  return (
    <AdminListPage
      titleId="vt-reports-title"
      className="vt-reports"
      title={t('reports.title')}
      actions={<Link to="/view/configuration-status">{t('reports.configuration.title')}</Link>}
    >
      <ReportControls
        choice={{ ...choice, deviceId, metricName: metric?.name ?? '' }}
        onChange={setChoice}
        devices={devices}
        metrics={metrics}
        problem={'problem' in range ? range.problem : undefined}
        onRefresh={refresh}
        onExport={exportCsv}
      />
      {error ? (
        <div className="vt-admin-page__error" role="alert">
          <h2>{t('admin.kit.error')}</h2>
          <p>{t('reports.error', { message: adminErrorMessage(error) })}</p>
        </div>
      ) : devicesRead.data && devices.length === 0 ? (
        <p className="vt-muted">{t(`reports.noDevices.${choice.kind}`)}</p>
      ) : metricsRead.data && metrics.length === 0 ? (
        <p className="vt-muted">{t('reports.noMetrics', { device: deviceName })}</p>
      ) : !report || !metric || !period ? (
        period && <p className="vt-muted">{t('admin.kit.loading')}</p>
      ) : (
        <ReportResult
          kind={choice.kind}
          deviceName={deviceName}
          metric={metric}
          unit={report.unit ?? metric.unit}
          period={period}
          points={points}
          refreshing={reportRead.fetching}
        />
      )}
    </AdminListPage>
  );
}
