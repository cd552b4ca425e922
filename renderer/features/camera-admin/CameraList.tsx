/** The Cameras section (spec 1 §2.5 Devices → Cameras; spec 3 §2.12, §3.1, §4): the realm's cameras
 *  with their health, connection, recording and resolution, and what each main stream delivers now;
 *  a row opens its streams' statistics under it (issue 29: frame rate, bitrate, GOP, jitter, packet
 *  loss, uptime, archive size and bytes a day); filters by name, health and state; bulk enable and
 *  disable; add (with a probe step), discovery and import. Each name opens the camera page. */
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { Button, ErrorBanner, SelectField, STACK_TABLE, TextField, useToast } from '../../ui';
import { adminErrorMessage, AdminListPage, AdminQueryState, AdminTable, HealthStatus } from '../admin';
import { CameraStreamStats, useMetricFormat } from '../reports';
import { CAMERA_ADD_PATH, CAMERA_DISCOVERY_PATH, CAMERA_IMPORT_PATH, cameraEditPath } from './cameraPaths';
import { SetCamerasEnabledMutation, type CameraDevice } from './cameraAdminDocuments';
import { useCameraList } from './useCameraList';
import { useCameraLiveFigures } from './useCameraLiveFigures';

const HEALTH_FILTERS = ['ALL', 'NORMAL', 'BROKEN', 'DEGRADED', 'PENDING', 'OFF'] as const;
const STATE_FILTERS = ['ALL', 'ENABLED', 'DISABLED'] as const;

function mediaOf(camera: CameraDevice) {
  return camera.aspects?.find((a) => a.type === 'Media') as
    { codec?: string | null; videoWidth?: number | null; videoHeight?: number | null } | undefined;
}

/** A disabled camera is off whatever health it last reported (spec 3 §4 OFF): no green dot. */
function shownHealth(camera: CameraDevice): string {
  return camera.enabled === false ? 'OFF' : (camera.healthStatus ?? 'PENDING');
}

export function CameraList() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { cameras, fetching, error, refresh } = useCameraList();
  const [text, setText] = useState('');
  const [health, setHealth] = useState<(typeof HEALTH_FILTERS)[number]>('ALL');
  const [state, setState] = useState<(typeof STATE_FILTERS)[number]>('ALL');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const live = useCameraLiveFigures();
  const fps = useMetricFormat('fps');
  const bps = useMetricFormat('bps');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const statsId = (camera: CameraDevice) => `vt-camera-stats-${camera.id}`;

  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return cameras.filter(
      (c) =>
        (!needle ||
          c.name.toLowerCase().includes(needle) ||
          (c.config?.connect?.URL ?? '').toLowerCase().includes(needle)) &&
        (health === 'ALL' || shownHealth(c) === health) &&
        (state === 'ALL' || (state === 'ENABLED') === (c.enabled !== false)),
    );
  }, [cameras, text, health, state]);
  const chosen = shown.filter((c) => selected.has(c.id));
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  const toggled = (current: ReadonlySet<string>, id: string) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const toggle = (id: string) => setSelected((current) => toggled(current, id));

  const setEnabled = async (enabled: boolean) => {
    setBusy(true);
    setFailure(null);
    const ids = chosen.map((c) => c.id);
    const result = await client.mutation(SetCamerasEnabledMutation, { ids, enabled }).toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    toast(
      t(enabled ? 'cameraAdmin.list.enabledDone' : 'cameraAdmin.list.disabledDone', { count: ids.length }),
      'success',
    );
    setSelected(new Set());
    refresh();
  };

  return (
    <AdminListPage
      titleId="vt-cameras-title"
      title={t('cameraAdmin.list.title')}
      actions={
        <>
          <Button variant="secondary" onClick={() => navigate(CAMERA_DISCOVERY_PATH)}>
            {t('cameraAdmin.list.discover')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(CAMERA_IMPORT_PATH)}>
            {t('cameraAdmin.list.import')}
          </Button>
          <Button onClick={() => navigate(CAMERA_ADD_PATH)}>{t('cameraAdmin.list.add')}</Button>
        </>
      }
    >
      <div className="vt-camera-admin__filters">
        <TextField label={t('cameraAdmin.list.filter')} value={text} onChange={setText} type="search" />
        <SelectField
          label={t('cameraAdmin.list.health')}
          value={health}
          options={HEALTH_FILTERS.map((h) => ({
            value: h,
            label: h === 'ALL' ? t('cameraAdmin.list.any') : t(`cameraAdmin.health.${h}`),
          }))}
          onChange={setHealth}
        />
        <SelectField
          label={t('cameraAdmin.list.state')}
          value={state}
          options={STATE_FILTERS.map((s) => ({ value: s, label: t(`cameraAdmin.list.states.${s}`) }))}
          onChange={setState}
        />
      </div>
      <div className="vt-camera-admin__bulk" role="toolbar" aria-label={t('cameraAdmin.list.bulk')}>
        <span className="vt-muted">{t('cameraAdmin.list.selected', { count: chosen.length })}</span>
        <Button variant="secondary" disabled={chosen.length === 0} busy={busy} onClick={() => void setEnabled(true)}>
          {t('cameraAdmin.list.enable')}
        </Button>
        <Button variant="secondary" disabled={chosen.length === 0} busy={busy} onClick={() => void setEnabled(false)}>
          {t('cameraAdmin.list.disable')}
        </Button>
      </div>
      <ErrorBanner error={failure} />
      <AdminQueryState
        fetching={fetching}
        error={error}
        empty={shown.length === 0}
        describeError={(message) => t('cameraAdmin.devicesQueryError', { message })}
      >
        <div className={`vt-camera-table ${STACK_TABLE}`}>
          <AdminTable
            columns={[
              <input
                key="all"
                type="checkbox"
                aria-label={t('cameraAdmin.list.selectAll')}
                checked={allChosen}
                onChange={() => setSelected(allChosen ? new Set() : new Set(shown.map((c) => c.id)))}
              />,
              t('cameraAdmin.fields.name'),
              t('cameraAdmin.list.health'),
              t('cameraAdmin.fields.url'),
              t('cameraAdmin.fields.recording'),
              t('cameraAdmin.list.video'),
              t('cameraAdmin.list.liveStream'),
              t('cameraAdmin.list.state'),
            ]}
            rows={shown}
            rowKey={(camera) => camera.id}
            rowProps={(camera) => ({ 'data-testid': 'camera-row', 'data-camera-id': camera.id })}
            detailId={statsId}
            detail={(camera) =>
              opened.has(camera.id) ? (
                <section
                  className="vt-camera-table__stats"
                  aria-label={t('cameraAdmin.list.statisticsOf', { name: camera.name })}
                >
                  <Suspense fallback={<p className="vt-muted">{t('cameraAdmin.loading')}</p>}>
                    <CameraStreamStats cameraId={camera.id} withArchive />
                  </Suspense>
                </section>
              ) : null
            }
            cells={(camera) => {
              const media = mediaOf(camera);
              const now = live.get(camera.id);
              return (
                <>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('cameraAdmin.list.select', { name: camera.name })}
                      checked={selected.has(camera.id)}
                      onChange={() => toggle(camera.id)}
                    />
                  </td>
                  <td data-label={t('cameraAdmin.fields.name')}>
                    <Link to={cameraEditPath(camera.id, 'general')}>
                      <bdi>{camera.name}</bdi>
                    </Link>
                  </td>
                  <td data-label={t('cameraAdmin.list.health')}>
                    <HealthStatus health={shownHealth(camera)} />
                  </td>
                  <td className="vt-camera-table__url" data-label={t('cameraAdmin.fields.url')}>
                    <bdi>{camera.config?.connect?.URL ?? t('cameraAdmin.list.demoSource')}</bdi>
                  </td>
                  <td data-label={t('cameraAdmin.fields.recording')}>
                    {t(`cameraAdmin.recording.modes.${camera.recording?.mode ?? 'CONTINUOUS'}`)}
                  </td>
                  <td data-label={t('cameraAdmin.list.video')}>
                    {media?.codec
                      ? `${media.codec.toUpperCase()} ${media.videoWidth ?? '?'}×${media.videoHeight ?? '?'}`
                      : '—'}
                  </td>
                  <td
                    className="vt-camera-table__live"
                    data-testid="camera-live"
                    data-label={t('cameraAdmin.list.liveStream')}
                  >
                    <span className="vt-camera-table__now">
                      <bdi>{now?.fps != null ? `${fps(now.fps)} · ${bps(now.bitrate)}` : '—'}</bdi>
                      <Button
                        variant="quiet"
                        aria-label={t('cameraAdmin.list.statisticsOf', { name: camera.name })}
                        aria-expanded={opened.has(camera.id)}
                        aria-controls={opened.has(camera.id) ? statsId(camera) : undefined}
                        onClick={() => setOpened((current) => toggled(current, camera.id))}
                      >
                        {t('cameraAdmin.list.statistics')}
                      </Button>
                    </span>
                  </td>
                  <td data-label={t('cameraAdmin.list.state')}>
                    {camera.enabled === false
                      ? t('cameraAdmin.list.states.DISABLED')
                      : t('cameraAdmin.list.states.ENABLED')}
                  </td>
                </>
              );
            }}
          />
        </div>
      </AdminQueryState>
    </AdminListPage>
  );
}
