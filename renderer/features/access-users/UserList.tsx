/** The realm's users (spec 3 §3.6 user: name, e-mail, confirmation; role and lockout), searched by
 *  part of the name or e-mail; a row opens /view/user/edit/{userId}, Add User /view/user/add. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { Button, ErrorBanner, TextField } from '../../ui';
import { AdminListPage } from '../admin';
import { UsersQuery } from './accessUsersDocuments';
import { USERS_PATH } from './userPaths';

export function UserList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [{ data, fetching, error }] = useQuery({
    query: UsersQuery,
    variables: { search: search.trim() || null },
    requestPolicy: 'cache-and-network',
  });
  const users = data?.users ?? [];
  return (
    <AdminListPage
      titleId="vt-users-title"
      title={t('admin.views.Users')}
      actions={<Button onClick={() => void navigate(USERS_PATH.add)}>{t('accessUsers.addUser')}</Button>}
    >
      <TextField label={t('accessUsers.search')} type="search" value={search} onChange={setSearch} />
      <ErrorBanner error={error?.graphQLErrors[0]?.message ?? error?.message} />
      {fetching && !data && <p className="vt-muted">{t('accessUsers.loading')}</p>}
      {data && users.length === 0 && <p className="vt-muted">{t('accessUsers.noData')}</p>}
      {users.length > 0 && (
        <table className="vt-access__table" aria-label={t('admin.views.Users')}>
          <thead>
            <tr>
              <th scope="col">{t('accessUsers.name')}</th>
              <th scope="col">{t('accessUsers.email')}</th>
              <th scope="col">{t('accessUsers.role')}</th>
              <th scope="col">{t('accessUsers.status')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  <a
                    href={USERS_PATH.edit(user.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(USERS_PATH.edit(user.id));
                    }}
                  >
                    <bdi>{user.name}</bdi>
                  </a>
                </td>
                <td>
                  <bdi>{user.email ?? ''}</bdi>
                  {user.email && !user.emailConfirmed && (
                    <span className="vt-access__badge">{t('accessUsers.unconfirmed')}</span>
                  )}
                </td>
                <td>{user.isAdmin ? t('accessUsers.administrator') : t('accessUsers.operator')}</td>
                <td>{user.blocked ? t('accessUsers.blocked') : t('accessUsers.active')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminListPage>
  );
}
