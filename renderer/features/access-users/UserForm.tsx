/** Add or edit one user of the realm (spec 3 §3.6 user: name, e-mail, sendNotification, groups;
 *  spec 1 §3 visual configuration), with unblock, set password and delete for an existing user.
 *  A new address gets an activation link from the platform. The user's groups decide their role
 *  (Administrators, Operators); a new user starts in Operators. Where the groups cannot be read,
 *  the form falls back to the administrator switch. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { SYSTEM_GROUP } from '../../../shared/access/accessPolicies';
import { normaliseVisualConfig, type VisualConfig } from '../../../shared/access/visualConfig';
import { Button, ErrorBanner, TextField, Toggle, useToast } from '../../ui';
import {
  type AdminUser,
  CreateUserMutation,
  UpdateUserMutation,
  UserGroupChoicesQuery,
  UsersQuery,
} from './accessUsersDocuments';
import { graphqlMessage } from './graphqlMessage';
import { UserActions } from './UserActions';
import { UserGroupsField } from './UserGroupsField';
import { userDraftProblem } from './userFormRules';
import { USERS_PATH } from './userPaths';
import { VisualConfigEditor } from './VisualConfigEditor';

export function UserForm({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const [{ data, error }, refetch] = useQuery({ query: UsersQuery, variables: { search: null }, pause: !userId });
  const user = userId ? data?.users.find((u) => u.id === userId) : undefined;
  if (userId && !user) {
    return (
      <section className="vt-access">
        <ErrorBanner error={error ? graphqlMessage(error) : data ? t('accessUsers.notFound') : null} />
        {!data && !error && <p className="vt-muted">{t('accessUsers.loading')}</p>}
      </section>
    );
  }
  return <UserFormBody user={user} onChanged={() => refetch({ requestPolicy: 'network-only' })} />;
}

function UserFormBody({ user, onChanged }: { user?: AdminUser; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useClient();
  const toast = useToast();
  const adding = !user;
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isAdmin, setIsAdmin] = useState(user?.isAdmin ?? false);
  const [sendNotification, setSendNotification] = useState(user?.sendNotification ?? false);
  const initialConfig = useMemo(() => normaliseVisualConfig(user?.visualConfig ?? {}), [user]);
  const [visualConfig, setVisualConfig] = useState<VisualConfig>(initialConfig);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [{ data: groupData }] = useQuery({ query: UserGroupChoicesQuery, requestPolicy: 'network-only' });
  const choices = groupData?.groups;
  const [pickedGroups, setPickedGroups] = useState<string[] | null>(null);
  const userGroups = useMemo(
    () =>
      user
        ? (choices ?? []).filter((g) => g.users?.some((u) => u.id === user.id)).map((g) => g.id)
        : [SYSTEM_GROUP.OPERATORS],
    [choices, user],
  );
  const groups = choices ? (pickedGroups ?? userGroups) : null;

  const save = async () => {
    const local = userDraftProblem({ name, email, password, confirmation }, adding);
    if (local) return setProblem(t(`accessUsers.errors.${local}`));
    setProblem(null);
    setBusy(true);
    const role = groups ? { groups } : { isAdmin };
    const fields = { name, email: email.trim() || null, sendNotification, visualConfig, ...role };
    const result = adding
      ? await client.mutation(CreateUserMutation, { user: { ...fields, password: password || null } }).toPromise()
      : await client.mutation(UpdateUserMutation, { user: { ...fields, id: user.id } }).toPromise();
    setBusy(false);
    if (result.error) return setProblem(graphqlMessage(result.error));
    toast(t('accessUsers.saved', { name: name.trim() }), 'success');
    if (adding) void navigate(USERS_PATH.list);
    else onChanged();
  };

  return (
    <section className="vt-access" aria-labelledby="vt-user-title">
      <header className="vt-access__header">
        <h1 id="vt-user-title">{adding ? t('accessUsers.addUser') : t('accessUsers.editUser')}</h1>
      </header>
      <form
        className="vt-access__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ErrorBanner error={problem} />
        {user?.blocked && <p className="vt-access__warning">{t('accessUsers.blockedNote')}</p>}
        <TextField label={t('accessUsers.name')} value={name} onChange={setName} autoComplete="off" required />
        <TextField label={t('accessUsers.email')} type="email" value={email} onChange={setEmail} autoComplete="off" />
        {adding && (
          <>
            <TextField
              label={t('accessUsers.password')}
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
            />
            <TextField
              label={t('accessUsers.confirmPassword')}
              type="password"
              value={confirmation}
              onChange={setConfirmation}
              autoComplete="new-password"
            />
            <p className="vt-muted">{t('accessUsers.passwordHint')}</p>
          </>
        )}
        {choices && groups ? (
          <UserGroupsField groups={choices} selected={groups} onChange={setPickedGroups} />
        ) : (
          <Toggle label={t('accessUsers.administrator')} checked={isAdmin} onChange={setIsAdmin} />
        )}
        <Toggle label={t('accessUsers.sendNotification')} checked={sendNotification} onChange={setSendNotification} />
        <VisualConfigEditor value={visualConfig} onChange={setVisualConfig} />
        {choices && <p className="vt-muted">{t('accessUsers.visualConfigGroupsHint')}</p>}
        <div className="vt-access__actions">
          <Button type="submit" busy={busy}>
            {t('accessUsers.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void navigate(USERS_PATH.list)}>
            {t('accessUsers.cancel')}
          </Button>
        </div>
      </form>
      {user && <UserActions user={user} onChanged={onChanged} />}
    </section>
  );
}
