/** The storage dashboard (issue 29): per avatar, what its cameras record per day (the last week's
 *  recordedBytes), what its archive uses, the room left (its limit or the disk's free space) and the
 *  forecast — full in N days, or kept within its room by retention — with the soonest one on top,
 *  the week's recording per hour drawn below, and the cameras that record the most. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AdminQueryState, AdminTable, adminErrorMessage } from '../admin';
import { LazyMetricChart } from './LazyMetricChart';
import { CameraStatsQuery, ReportDevicesQuery } from './reportsDocuments';
import { FORECAST_MIN_HISTORY_MS } from '../../../shared/metrics/forecastBounds';
import { recordingHistoryMs, recordingRatePerDay, type StorageForecast, storageForecast } from './storageForecast';
import { streamHealthRows } from './streamHealthRows';
import { RATE_SPAN_MS, STORAGE_SPAN_MS, useAvatarStorage } from './useAvatarStorage';
import { useMetricFormat } from './useMetricFormat';
import { STACK_TABLE } from '../../ui';

/** Cameras listed under 'recording the most'. */
const TOP_CAMERAS = 10;

export function StorageDashboard() {
  const { t, i18n } = useTranslation();
  const bytes = useMetricFormat('bytes');
  const [avatarsRead] = useQuery({ query: ReportDevicesQuery, variables: { types: ['Avatar'] } });
  const avatars = useMemo(
    () =>
      (avatarsRead.data?.devicesByAspectTypes ?? [])
        .filter((device) => device.deviceType === 'avatar')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [avatarsRead.data],
  );
  const { figures, now } = useAvatarStorage(useMemo(() => avatars.map((avatar) => avatar.id), [avatars]));
  const [camerasRead] = useQuery({ query: CameraStatsQuery });

  const rows = useMemo(
    () =>
      (figures ?? []).map((figure) => {
        const storage = figure.storage;
        const bytesPerDay = recordingRatePerDay(figure.recentPoints, now, RATE_SPAN_MS);
        const capped = Boolean(storage && storage.capacity > 0);
        const room = storage
          ? capped
            ? Math.min(storage.capacity - storage.used, storage.diskFree)
            : storage.diskFree
          : 0;
        const forecast: StorageForecast | undefined = storage
          ? storageForecast({
              historyMs: recordingHistoryMs(figure.recentPoints, now),
              bytesPerDay,
              usedBytes: storage.used,
              roomBytes: room,
              ttlHours: storage.ttlHours,
            })
          : undefined;
        const name = avatars.find((avatar) => avatar.id === figure.avatarId)?.name ?? figure.avatarId;
        return { ...figure, name, bytesPerDay, capped, room, forecast };
      }),
    [figures, now, avatars],
  );
  const soonest = rows
    .filter((row) => row.forecast?.kind === 'full')
    .sort((a, b) => (a.forecast as { days: number }).days - (b.forecast as { days: number }).days)[0];

  // The week's recording per hour, all avatars together.
  const series = useMemo(() => {
    const perHour = new Map<number, number>();
    for (const figure of figures ?? [])
      for (const point of figure.points)
        if (point.value != null) perHour.set(point.time, (perHour.get(point.time) ?? 0) + point.value);
    const times = [...perHour.keys()].sort((a, b) => a - b);
    return { times, values: times.map((time) => perHour.get(time) ?? null) };
  }, [figures]);

  const topCameras = useMemo(
    () =>
      streamHealthRows(
        (camerasRead.data?.devicesByAspectTypes ?? []).filter((device) => device.deviceType === 'camera') as Parameters<
          typeof streamHealthRows
        >[0],
      )
        .filter((row) => row.spaceUsagePerDay != null)
        .sort((a, b) => (b.spaceUsagePerDay ?? 0) - (a.spaceUsagePerDay ?? 0))
        .slice(0, TOP_CAMERAS),
    [camerasRead.data],
  );

  const days = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  const hours = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  const minutes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  /** How long a young archive has recorded: minutes within the first hour, then hours. */
  const recorded = (ms: number) =>
    ms < 3_600_000 ? minutes.format(Math.floor(ms / 60_000)) : hours.format(Math.floor(ms / 360_000) / 10);
  const forecastText = (forecast: StorageForecast | undefined) => {
    if (!forecast) return '—';
    if (forecast.kind === 'idle') return t('reports.storage.idle');
    if (forecast.kind === 'kept') return t('reports.storage.kept', { size: bytes(forecast.steadyBytes) });
    if (forecast.kind === 'young') return t('reports.storage.tooYoung');
    return forecast.days < 1 / 24
      ? t('reports.storage.fullNow')
      : t('reports.storage.fullIn', { days: days(forecast.days) });
  };

  const columns = [
    t('reports.storage.avatar'),
    t('reports.storage.perDay'),
    t('reports.storage.used'),
    t('reports.storage.limit'),
    t('reports.storage.room'),
    t('reports.storage.retention'),
    t('reports.storage.forecast'),
  ];
  const topColumns = [
    t('reports.dashboard.camera'),
    t('reports.health.stats.spaceUsagePerDay'),
    t('reports.health.stats.consumedSpace'),
  ];

  return (
    <AdminQueryState
      fetching={!avatarsRead.data || (avatars.length > 0 && !figures)}
      error={avatarsRead.error}
      empty={avatars.length === 0}
    >
      <p className="vt-dashboard__headline" role="status">
        {soonest
          ? t('reports.storage.soonest', { name: soonest.name, forecast: forecastText(soonest.forecast) })
          : rows.some((row) => row.forecast?.kind === 'young')
            ? t('reports.storage.tooYoung')
            : t('reports.storage.noneFilling')}
      </p>
      <div className={`vt-dashboard__table vt-dashboard__table--stack ${STACK_TABLE}`}>
        <AdminTable
          label={t('reports.storage.avatars')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.avatarId}
          rowProps={(row) => ({ 'data-avatar': row.avatarId })}
          cells={(row) =>
            row.error || !row.storage ? (
              <>
                <td data-label={columns[0]}>
                  <bdi>{row.name}</bdi>
                </td>
                <td colSpan={6} role="alert">
                  {t('reports.error', { message: row.error ? adminErrorMessage(row.error) : '—' })}
                </td>
              </>
            ) : (
              <>
                <td data-label={columns[0]}>
                  <bdi>{row.name}</bdi>
                </td>
                <td data-label={columns[1]}>
                  <bdi>{bytes(row.bytesPerDay)}</bdi>
                </td>
                <td data-label={columns[2]}>
                  <bdi>{bytes(row.storage.used)}</bdi>
                </td>
                <td data-label={columns[3]}>
                  <bdi>
                    {row.capped
                      ? bytes(row.storage.capacity)
                      : t('reports.storage.wholeDisk', { size: bytes(row.storage.diskSize) })}
                  </bdi>
                </td>
                <td data-label={columns[4]}>
                  <bdi>{bytes(row.room)}</bdi>
                </td>
                <td data-label={columns[5]}>{row.storage.ttlHours ? hours.format(row.storage.ttlHours) : '—'}</td>
                <td data-label={columns[6]} data-forecast={row.forecast?.kind}>
                  <div>
                    <strong>{forecastText(row.forecast)}</strong>
                    {row.forecast?.kind === 'young' && (
                      <div className="vt-muted">
                        {t('reports.storage.tooYoungTitle', {
                          hours: FORECAST_MIN_HISTORY_MS / 3_600_000,
                          have: recorded(row.forecast.historyMs),
                        })}
                      </div>
                    )}
                  </div>
                </td>
              </>
            )
          }
        />
      </div>
      <figure className="vt-dashboard__chart">
        <figcaption>{t('reports.storage.weekChart')}</figcaption>
        {series.times.length === 0 ? (
          <p className="vt-muted">{t('reports.noPoints')}</p>
        ) : (
          <LazyMetricChart
            times={series.times}
            values={series.values}
            format={bytes}
            seriesName={t('reports.storage.recorded')}
            span={{ from: now - STORAGE_SPAN_MS, to: now }}
            height={220}
            label={t('reports.storage.weekChartLabel', {
              total: bytes(series.values.reduce<number>((a, b) => a + (b ?? 0), 0)),
            })}
          />
        )}
      </figure>
      {topCameras.length > 0 && (
        <div className={`vt-dashboard__table vt-dashboard__table--stack ${STACK_TABLE}`}>
          <AdminTable
            label={t('reports.storage.topCameras')}
            columns={topColumns}
            rows={topCameras}
            rowKey={(row) => row.id}
            cells={(row) => (
              <>
                <td data-label={topColumns[0]}>
                  <bdi>{row.name}</bdi>
                </td>
                <td data-label={topColumns[1]}>
                  <bdi>{bytes(row.spaceUsagePerDay)}</bdi>
                </td>
                <td data-label={topColumns[2]}>
                  <bdi>{bytes(row.consumedSpace)}</bdi>
                </td>
              </>
            )}
          />
        </div>
      )}
    </AdminQueryState>
  );
}
