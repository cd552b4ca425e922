/** An avatar's delivery (spec 3 §3.1 delivery queue, turnaround time, channel benchmark,
 *  uploadBandwidthCap; §7.2 purgeAvatarQueue): the queue with Purge, the last benchmark and the
 *  upload cap in Mbit/s (empty for none). */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { Button, ErrorBanner, TextField, useToast } from '../../../ui';
import { BandwidthCapMutation, PurgeQueueMutation } from '../deviceAdminDocuments';
import { adminErrorMessage } from '../../admin';
import type { AdminDevice } from '../useDeviceList';
import { avatarAspectOf } from './avatarAspectOf';
import { formatBps } from './formatFigures';

export function AvatarDeliveryPanel({ avatar, onDone }: { avatar: AdminDevice; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const state = avatarAspectOf(avatar);
  const [cap, setCap] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setCap(state?.uploadBandwidthCap ? String(state.uploadBandwidthCap / 1e6) : '');
  }, [state?.uploadBandwidthCap]);
  const benchmark = state?.channelBenchmark as
    { bandwidthBps?: number; latencyMs?: number; at?: number } | null | undefined;

  const purge = async () => {
    setBusy(true);
    const result = await client.mutation(PurgeQueueMutation, { id: avatar.id }).toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    toast(t('deviceAdmin.delivery.purged', { count: result.data?.purgeAvatarQueue ?? 0 }), 'success');
    onDone();
  };
  const saveCap = async (event: FormEvent) => {
    event.preventDefault();
    const mbps = cap.trim() ? Number(cap) : null;
    if (mbps !== null && !(Number.isFinite(mbps) && mbps > 0)) return setFailure(t('deviceAdmin.validation.bandwidth'));
    setBusy(true);
    const result = await client
      .mutation(BandwidthCapMutation, { id: avatar.id, bitsPerSecond: mbps === null ? null : mbps * 1e6 })
      .toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    setFailure(null);
    toast(t('deviceAdmin.delivery.capSaved'), 'success');
    onDone();
  };
  return (
    <section className="vt-avatar-panel" aria-label={t('deviceAdmin.tabs.delivery')}>
      {failure && <ErrorBanner error={failure} />}
      <dl className="vt-device-facts">
        <dt>{t('deviceAdmin.avatars.queue')}</dt>
        <dd>{state?.deliveryQueue ?? 0}</dd>
        <dt>{t('deviceAdmin.delivery.turnaround')}</dt>
        <dd>{state?.turnaroundTime != null ? `${(state.turnaroundTime / 1000).toFixed(1)} s` : '—'}</dd>
        <dt>{t('deviceAdmin.delivery.benchmark')}</dt>
        <dd>
          {benchmark?.bandwidthBps
            ? t('deviceAdmin.delivery.benchmarkResult', {
                rate: formatBps(benchmark.bandwidthBps),
                ms: benchmark.latencyMs,
              })
            : t('deviceAdmin.delivery.noBenchmark')}
        </dd>
      </dl>
      <Button variant="secondary" busy={busy} disabled={(state?.deliveryQueue ?? 0) === 0} onClick={() => void purge()}>
        {t('deviceAdmin.delivery.purge')}
      </Button>
      <form className="vt-device-form__inline" onSubmit={(e) => void saveCap(e)} noValidate>
        <TextField label={t('deviceAdmin.delivery.cap')} value={cap} onChange={setCap} inputMode="decimal" />
        <Button type="submit" busy={busy}>
          {t('deviceAdmin.save')}
        </Button>
      </form>
    </section>
  );
}
