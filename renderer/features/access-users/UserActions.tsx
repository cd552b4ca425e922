/** What an administrator does to an existing user besides editing (spec 3 §7.2): unblock a
 *  locked-out user, set their password (they choose a new one at the next login), delete them
 *  from the realm after asking. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { Button, Dialog, ErrorBanner, useToast } from '../../ui';
import { type AdminUser, DeleteUserMutation, UnblockUserMutation } from './accessUsersDocuments';
import { graphqlMessage } from './graphqlMessage';
import { SetPasswordDialog } from './SetPasswordDialog';
import { USERS_PATH } from './userPaths';

export function UserActions({ user, onChanged }: { user: AdminUser; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useClient();
  const toast = useToast();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const unblock = async () => {
    const result = await client.mutation(UnblockUserMutation, { id: user.id }).toPromise();
    if (result.error) return setError(graphqlMessage(result.error));
    toast(t('accessUsers.unblocked', { name: user.name }), 'success');
    onChanged();
  };

  const remove = async () => {
    const result = await client.mutation(DeleteUserMutation, { id: user.id }).toPromise();
    setDialog(null);
    if (result.error) return setError(graphqlMessage(result.error));
    toast(t('accessUsers.deleted', { name: user.name }), 'success');
    void navigate(USERS_PATH.list);
  };

  return (
    <div className="vt-access__actions vt-access__actions--secondary">
      <ErrorBanner error={error} />
      {user.blocked && (
        <Button type="button" variant="secondary" onClick={() => void unblock()}>
          {t('accessUsers.unblock')}
        </Button>
      )}
      <Button type="button" variant="secondary" onClick={() => setDialog('password')}>
        {t('accessUsers.setPassword')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setDialog('delete')}>
        {t('accessUsers.delete')}
      </Button>
      {dialog === 'password' && (
        <SetPasswordDialog
          user={user}
          onClose={() => setDialog(null)}
          onSet={() => {
            setDialog(null);
            toast(t('accessUsers.passwordSet', { name: user.name }), 'success');
          }}
        />
      )}
      {dialog === 'delete' && (
        <Dialog
          title={t('accessUsers.deleteTitle')}
          onClose={() => setDialog(null)}
          actions={
            <>
              <Button onClick={() => void remove()}>{t('accessUsers.delete')}</Button>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                {t('accessUsers.cancel')}
              </Button>
            </>
          }
        >
          <p>{t('accessUsers.deleteQuestion', { name: user.name })}</p>
        </Dialog>
      )}
    </div>
  );
}
