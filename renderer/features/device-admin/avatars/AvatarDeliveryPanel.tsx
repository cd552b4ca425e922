/** An avatar's delivery (spec 3 §3.1 delivery queue, turnaround time, channel benchmark,
 *  uploadBandwidthCap; §7.2 purgeAvatarQueue): the queue with Purge, the last benchmark and the
 *  upload cap in Mbit/s (empty for none), a form-kit form starting from the avatar's cap. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  Button,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormNumberField,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../../ui';
import { BandwidthCapMutation, PurgeQueueMutation } from '../deviceAdminDocuments';
import { adminErrorMessage } from '../../admin';
import type { AdminDevice } from '../useDeviceList';
import { avatarAspectOf } from './avatarAspectOf';
import { formatBps } from './formatFigures';

interface CapValues {
  /** Mbit/s; null for no cap. */
  cap: number | null;
}

export function AvatarDeliveryPanel({ avatar, onDone }: { avatar: AdminDevice; onDone: () => void }) {
  const state = avatarAspectOf(avatar);
  const cap = state?.uploadBandwidthCap ? state.uploadBandwidthCap / 1e6 : null;
  // The avatar's cap as read last: a new one read back starts the form over.
  return <DeliveryPanel key={String(cap)} avatar={avatar} cap={cap} onDone={onDone} />;
}

function DeliveryPanel({ avatar, cap, onDone }: { avatar: AdminDevice; cap: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const state = avatarAspectOf(avatar);
  const [purging, setPurging] = useState(false);
  const form = useSharedForm<CapValues>({
    defaultValues: { cap },
    rules: (values) => ({
      cap:
        values.cap !== null && !(Number.isFinite(values.cap) && values.cap > 0)
          ? t('deviceAdmin.validation.bandwidth')
          : undefined,
    }),
  });
  const benchmark = state?.channelBenchmark as
    { bandwidthBps?: number; latencyMs?: number; at?: number } | null | undefined;

  const purge = async () => {
    setPurging(true);
    const result = await client.mutation(PurgeQueueMutation, { id: avatar.id }).toPromise();
    setPurging(false);
    if (result.error) return form.setError(FORM_PROBLEM as 'root', { message: adminErrorMessage(result.error) });
    toast(t('deviceAdmin.delivery.purged', { count: result.data?.purgeAvatarQueue ?? 0 }), 'success');
    onDone();
  };
  const submit = useFormSubmit(form, async (values) => {
    const bitsPerSecond = values.cap === null ? null : values.cap * 1e6;
    const result = await client.mutation(BandwidthCapMutation, { id: avatar.id, bitsPerSecond }).toPromise();
    if (result.error) return adminErrorMessage(result.error);
    toast(t('deviceAdmin.delivery.capSaved'), 'success');
    onDone();
  });
  const busy = purging || form.formState.isSubmitting;
  return (
    <section className="vt-avatar-panel" aria-label={t('deviceAdmin.tabs.delivery')}>
      <Form form={form} onSubmit={submit} className="vt-avatar-panel">
        <FormBanner />
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
        <Button
          variant="secondary"
          busy={busy}
          disabled={(state?.deliveryQueue ?? 0) === 0}
          onClick={() => void purge()}
        >
          {t('deviceAdmin.delivery.purge')}
        </Button>
        <div className="vt-device-form__inline">
          <FormNumberField<CapValues> name="cap" label={t('deviceAdmin.delivery.cap')} inputMode="decimal" />
          <Button type="submit" busy={busy}>
            {t('deviceAdmin.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
