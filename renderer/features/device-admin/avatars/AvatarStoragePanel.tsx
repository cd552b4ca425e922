/** An avatar's local storage (spec 2 §7 localStorage, changeLocalStorage; spec 3 §9 capacity
 *  tolerance 10 %): what its recordings take on its disk, the capacity they may use (GB; empty for
 *  the whole disk) and how long they are kept (hours). The two settings are a form-kit form whose
 *  starting values are the ones read from the avatar. */
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { Button, Form, FormBanner, FormNumberField, useFormSubmit, useSharedForm, useToast } from '../../../ui';
import { ChangeLocalStorageMutation } from '../deviceAdminDocuments';
import { AdminQueryState, adminErrorMessage, AvatarStorageQuery } from '../../admin';
import { formatBytes } from './formatFigures';

const GB = 1024 ** 3;

interface StorageValues {
  /** GB; null for the whole disk. */
  capacity: number | null;
  /** Hours; null for no limit. */
  ttl: number | null;
}

export function AvatarStoragePanel({ avatarId }: { avatarId: string }) {
  const { t } = useTranslation();
  const [storage, reexecute] = useQuery({
    query: AvatarStorageQuery,
    variables: { deviceId: avatarId },
    requestPolicy: 'network-only',
  });
  const info = storage.data?.localStorage;
  const initial: StorageValues = {
    capacity: info?.capacity ? Math.round((info.capacity / GB) * 10) / 10 : null,
    ttl: info?.ttlHours || null,
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
      {/* Read again after a save: the form starts over from what the avatar now holds. */}
      <StorageForm
        key={`${initial.capacity}:${initial.ttl}`}
        avatarId={avatarId}
        initial={initial}
        onSaved={() => reexecute({ requestPolicy: 'network-only' })}
      />
    </section>
  );
}

function StorageForm({
  avatarId,
  initial,
  onSaved,
}: {
  avatarId: string;
  initial: StorageValues;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const form = useSharedForm<StorageValues>({
    defaultValues: initial,
    rules: ({ capacity, ttl }) => ({
      capacity: capacity !== null && !(capacity >= 0) ? t('deviceAdmin.validation.storage') : undefined,
      ttl: ttl !== null && !(Number.isInteger(ttl) && ttl > 0) ? t('deviceAdmin.validation.storage') : undefined,
    }),
  });
  const submit = useFormSubmit(form, async ({ capacity, ttl }) => {
    const input = { capacity: (capacity ?? 0) * GB, ttlHours: ttl };
    const result = await client.mutation(ChangeLocalStorageMutation, { deviceId: avatarId, input }).toPromise();
    if (result.error) return adminErrorMessage(result.error);
    toast(t('deviceAdmin.storage.saved'), 'success');
    onSaved();
  });
  return (
    <Form form={form} onSubmit={submit} className="vt-avatar-panel">
      <FormBanner />
      <div className="vt-device-form__inline">
        <FormNumberField<StorageValues> name="capacity" label={t('deviceAdmin.storage.capacity')} inputMode="decimal" />
        <FormNumberField<StorageValues> name="ttl" label={t('deviceAdmin.storage.ttl')} />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('deviceAdmin.save')}
        </Button>
      </div>
    </Form>
  );
}
