/** An avatar's local storage (spec 2 §7 localStorage, changeLocalStorage; spec 3 §9 capacity
 *  tolerance 10 %): what its recordings take on its disk, the capacity they may use (GB; empty for
 *  the whole disk) and how long they are kept (hours). */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { Button, ErrorBanner, TextField, useToast } from '../../../ui';
import { ChangeLocalStorageMutation, LocalStorageQuery } from '../deviceAdminDocuments';
import { AdminQueryState, adminErrorMessage } from '../../admin';
import { formatBytes } from './formatFigures';

const GB = 1024 ** 3;

export function AvatarStoragePanel({ avatarId }: { avatarId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [storage, reexecute] = useQuery({
    query: LocalStorageQuery,
    variables: { deviceId: avatarId },
    requestPolicy: 'network-only',
  });
  const info = storage.data?.localStorage;
  const [capacity, setCapacity] = useState('');
  const [ttl, setTtl] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!info) return;
    setCapacity(info.capacity ? String(Math.round((info.capacity / GB) * 10) / 10) : '');
    setTtl(info.ttlHours ? String(info.ttlHours) : '');
  }, [info]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const gb = capacity.trim() ? Number(capacity) : 0;
    const hours = ttl.trim() ? Number(ttl) : null;
    if (!(gb >= 0) || (hours !== null && !(Number.isInteger(hours) && hours > 0))) {
      return setFailure(t('deviceAdmin.validation.storage'));
    }
    setBusy(true);
    const result = await client
      .mutation(ChangeLocalStorageMutation, { deviceId: avatarId, input: { capacity: gb * GB, ttlHours: hours } })
      .toPromise();
    setBusy(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    setFailure(null);
    toast(t('deviceAdmin.storage.saved'), 'success');
    reexecute({ requestPolicy: 'network-only' });
  };
  return (
    <section className="vt-avatar-panel" aria-label={t('deviceAdmin.tabs.storage')}>
      <AdminQueryState fetching={storage.fetching && !info} error={storage.error} empty={!info}>
        {info && (
          <dl className="vt-device-facts">
            <dt>{t('deviceAdmin.storage.used')}</dt>
            <dd>{formatBytes(info.used)}</dd>
            <dt>{t('deviceAdmin.storage.disk')}</dt>
            <dd>
              {t('deviceAdmin.storage.diskFree', {
                size: formatBytes(info.diskSize),
                free: formatBytes(info.diskFree),
              })}
            </dd>
          </dl>
        )}
      </AdminQueryState>
      {failure && <ErrorBanner error={failure} />}
      <form className="vt-device-form__inline" onSubmit={(e) => void save(e)} noValidate>
        <TextField
          label={t('deviceAdmin.storage.capacity')}
          value={capacity}
          onChange={setCapacity}
          inputMode="decimal"
        />
        <TextField label={t('deviceAdmin.storage.ttl')} value={ttl} onChange={setTtl} inputMode="numeric" />
        <Button type="submit" busy={busy}>
          {t('deviceAdmin.save')}
        </Button>
      </form>
    </section>
  );
}
