/** A camera's video analytics page, /view/camera/vae/{cameraId} (spec 3 §2.1, §3.1 VAE aspect;
 *  issue 32): its VAE configs with what each asks (template, requested fps) and what the engine
 *  reports (engine fps, frames analysed and dropped, reads, latency), a config made from one of
 *  the camera's templates, renamed or deleted; and the latest plates read on the camera with their
 *  crops. The figures and reads are read again every few seconds while the page is open. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { vaeNameError } from '../../../shared/vae/vaeConfigs';
import { Button, ConfirmDialog, localiseServerMessage, TextField, useToast } from '../../ui';
import { AdminListPage, AdminQueryState, adminErrorMessage } from '../admin';
import { NewVaeConfig } from './NewVaeConfig';
import { PlateReadList } from './PlateReadList';
import { DeleteVaeConfigMutation, RenameVaeConfigMutation, VaePageQuery, type VaeConfigRecord } from './vaeDocuments';
import { PlateReadsQuery } from './watchlistDocuments';
import './watchlists.css';

/** How often the engine's figures and the latest reads are read again. */
const REFRESH_MS = 2_000;
/** Reads the page shows. */
const LATEST = 12;

export function VaePage({ cameraId }: { cameraId: string }) {
  const { t } = useTranslation();
  const say = (message: string) => localiseServerMessage(t, message);
  const [page, refetch] = useQuery({
    query: VaePageQuery,
    variables: { deviceId: cameraId },
    requestPolicy: 'cache-and-network',
  });
  const [reads, refetchReads] = useQuery({
    query: PlateReadsQuery,
    variables: { filter: { cameraIds: [cameraId], limit: LATEST } },
    requestPolicy: 'cache-and-network',
  });
  useEffect(() => {
    const timer = setInterval(() => {
      refetch({ requestPolicy: 'network-only' });
      refetchReads({ requestPolicy: 'network-only' });
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch, refetchReads]);

  const camera = page.data?.device;
  const configs = page.data?.vaeConfigs ?? [];
  const templates = page.data?.vaeTemplates ?? [];
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const latest = reads.data?.plateReads ?? [];
  // Plate reads belong on a camera that reads plates (or did): a face-only camera has none.
  const readsPlates = configs.some((c) => c.template === 'lpr') || latest.length > 0;

  return (
    <AdminListPage
      titleId="vt-vae-title"
      title={camera ? t('vae.title', { name: camera.name }) : t('admin.views.Cameras')}
    >
      <AdminQueryState fetching={page.fetching && !page.data} error={page.error} empty={false} describeError={say}>
        <section className="vt-vae__configs" aria-labelledby="vt-vae-configs-title">
          <h2 id="vt-vae-configs-title">{t('vae.configs')}</h2>
          {configs.length === 0 && <p className="vt-muted">{t('vae.none')}</p>}
          <ul className="vt-vae__list">
            {configs.map((config) => (
              <VaeConfigCard key={config.id} config={config} onChanged={reload} />
            ))}
          </ul>
          {templates.length > 0 && (
            <NewVaeConfig
              key={configs.map((c) => c.template).join(',')}
              cameraId={cameraId}
              templates={templates}
              taken={configs.map((c) => c.template ?? '')}
              onCreated={reload}
            />
          )}
        </section>
      </AdminQueryState>
      {readsPlates && (
        <section className="vt-vae__reads" aria-labelledby="vt-vae-reads-title">
          <h2 id="vt-vae-reads-title">{t('vae.latestReads')}</h2>
          <AdminQueryState
            fetching={reads.fetching && !reads.data}
            error={reads.error}
            empty={latest.length === 0}
            describeError={say}
          >
            <PlateReadList reads={latest} cameraNames={new Map()} caption={t('vae.latestReads')} oneCamera />
          </AdminQueryState>
        </section>
      )}
    </AdminListPage>
  );
}

interface EngineFigures {
  framesAnalysed?: number;
  framesDropped?: number;
  reads?: number;
  latencyMsP50?: number | null;
  latencyMsP95?: number | null;
}

function VaeConfigCard({ config, onChanged }: { config: VaeConfigRecord; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const figures = (config.statistics ?? null) as EngineFigures | null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const ms = (value: number | null | undefined) => (value == null ? '–' : t('vae.ms', { value: number.format(value) }));
  const problem = renaming === null ? null : vaeNameError(renaming);

  const rename = async () => {
    if (renaming === null || problem) return;
    setBusy(true);
    const result = await client.mutation(RenameVaeConfigMutation, { id: config.id, name: renaming.trim() }).toPromise();
    setBusy(false);
    if (result.error) return toast(localiseServerMessage(t, adminErrorMessage(result.error)), 'error');
    setRenaming(null);
    onChanged();
  };
  const remove = async () => {
    setBusy(true);
    const result = await client.mutation(DeleteVaeConfigMutation, { id: config.id }).toPromise();
    setBusy(false);
    setDeleting(false);
    if (result.error) return toast(localiseServerMessage(t, adminErrorMessage(result.error)), 'error');
    toast(t('vae.deleted', { name: config.name }), 'success');
    onChanged();
  };

  return (
    <li className="vt-vae__card" data-config={config.template}>
      <header className="vt-vae__card-header">
        {renaming === null ? (
          <h3>
            <bdi>{config.name}</bdi>
          </h3>
        ) : (
          <TextField
            label={t('vae.name')}
            value={renaming}
            onChange={setRenaming}
            error={problem ? localiseServerMessage(t, problem) : undefined}
          />
        )}
        <span className="vt-vae__card-actions">
          {renaming === null ? (
            <Button variant="quiet" onClick={() => setRenaming(config.name ?? '')}>
              {t('vae.rename')}
            </Button>
          ) : (
            <>
              <Button variant="quiet" onClick={() => setRenaming(null)}>
                {t('admin.kit.cancel')}
              </Button>
              <Button onClick={() => void rename()} busy={busy} disabled={problem !== null}>
                {t('admin.kit.save')}
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            {t('admin.kit.delete')}
          </Button>
        </span>
      </header>
      {config.description && <p className="vt-muted">{config.description}</p>}
      <dl className="vt-vae__figures">
        <dt>{t('vae.template')}</dt>
        <dd>{t(`vae.templates.${config.template ?? ''}`, { defaultValue: config.template ?? '' })}</dd>
        <dt>{t('vae.requestedFps')}</dt>
        <dd>{number.format(config.requestedFps?.max ?? 0)}</dd>
        <dt>{t('vae.engineFps')}</dt>
        <dd>{config.engineFps ? number.format(config.engineFps.max ?? 0) : t('vae.notRunning')}</dd>
        <dt>{t('vae.framesAnalysed')}</dt>
        <dd>{figures?.framesAnalysed ?? '–'}</dd>
        <dt>{t('vae.framesDropped')}</dt>
        <dd>{figures?.framesDropped ?? '–'}</dd>
        <dt>{t('vae.reads')}</dt>
        <dd>{figures?.reads ?? '–'}</dd>
        <dt>{t('vae.latency')}</dt>
        <dd>{t('vae.latencyValue', { p50: ms(figures?.latencyMsP50), p95: ms(figures?.latencyMsP95) })}</dd>
      </dl>
      {deleting && (
        <ConfirmDialog
          title={t('vae.deleteTitle', { name: config.name })}
          confirmLabel={t('admin.kit.delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(false)}
        >
          <p>{t('vae.deleteDetail')}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
