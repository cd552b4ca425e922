/** Manage Avatars (spec 1 §2.5 Settings): for the avatar chosen, its API keys and its removal from
 *  the realm (refused while it still owns devices), with a way to activate another. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { Button, ErrorBanner, SelectField, useToast } from '../../../ui';
import { ConfirmDelete } from '../ConfirmDelete';
import { RemoveAvatarMutation } from '../deviceAdminDocuments';
import { AdminQueryState, adminErrorMessage } from '../../admin';
import { useDeviceList } from '../useDeviceList';
import { ApiKeysPanel } from './ApiKeysPanel';

export function ManageAvatars() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const avatars = useDeviceList(['Avatar']);
  const [avatarId, setAvatarId] = useState('');
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!avatars.devices.some((a) => a.id === avatarId)) setAvatarId(avatars.devices[0]?.id ?? '');
  }, [avatars.devices, avatarId]);
  const chosen = avatars.devices.find((a) => a.id === avatarId);

  const remove = async () => {
    setBusy(true);
    const result = await client.mutation(RemoveAvatarMutation, { id: avatarId }).toPromise();
    setBusy(false);
    setRemoving(false);
    if (result.error) return setFailure(adminErrorMessage(result.error));
    setFailure(null);
    toast(t('deviceAdmin.manage.removed', { name: chosen?.name ?? avatarId }), 'success');
    avatars.refresh();
  };
  return (
    <section className="vt-admin-page" aria-labelledby="vt-manage-avatars-title">
      <header className="vt-admin-page__header">
        <h1 id="vt-manage-avatars-title">{t('admin.views.ManageAvatars')}</h1>
        <Link className="vt-button vt-button--secondary" to="/view/AvatarActivation">
          {t('deviceAdmin.avatars.activate')}
        </Link>
      </header>
      {failure && <ErrorBanner error={failure} />}
      <AdminQueryState fetching={avatars.fetching} error={avatars.error} empty={avatars.devices.length === 0}>
        <div className="vt-device-form__inline">
          <SelectField
            label={t('deviceAdmin.manage.avatar')}
            value={avatarId}
            options={avatars.devices.map((a) => ({ value: a.id, label: a.name }))}
            onChange={setAvatarId}
          />
          <Button variant="secondary" disabled={!chosen} onClick={() => setRemoving(true)}>
            {t('deviceAdmin.manage.remove')}
          </Button>
        </div>
        {avatarId && <ApiKeysPanel key={avatarId} avatarId={avatarId} />}
      </AdminQueryState>
      {removing && chosen && (
        <ConfirmDelete
          name={chosen.name}
          detail={t('deviceAdmin.manage.removeDetail')}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setRemoving(false)}
        />
      )}
    </section>
  );
}
