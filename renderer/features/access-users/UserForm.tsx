/** Add or edit one user of the realm (spec 3 §3.6 user: name, e-mail, sendNotification, groups;
 *  spec 1 §3 visual configuration), with unblock, set password and delete for an existing user.
 *  A new address gets an activation link from the platform. The user's groups decide their role
 *  (Administrators, Operators); a new user starts in Operators. Where the groups cannot be read,
 *  the form falls back to the administrator switch. Editing sends what changed (and the name the
 *  platform asks for each time). */
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { SYSTEM_GROUP } from '../../../shared/access/accessPolicies';
import { normaliseVisualConfig, type VisualConfig } from '../../../shared/access/visualConfig';
import {
  Button,
  ErrorBanner,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormPasswordField,
  FormSubmitButton,
  FormTextField,
  FormToggle,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AdminListPage } from '../admin';
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
import { USER_PROBLEM_FIELD, USER_SERVER_FIELDS, userDraftProblems } from './userFormRules';
import { USERS_PATH } from './userPaths';
import { VisualConfigEditor } from './VisualConfigEditor';

export function UserForm({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const [{ data, error }, refetch] = useQuery({ query: UsersQuery, variables: { search: null }, pause: !userId });
  const user = userId ? data?.users.find((u) => u.id === userId) : undefined;
  if (userId && !user) {
    return (
      <AdminListPage titleId="vt-user-title" title={t('accessUsers.editUser')}>
        <ErrorBanner error={error ? graphqlMessage(error) : data ? t('accessUsers.notFound') : null} />
        {!data && !error && <p className="vt-muted">{t('accessUsers.loading')}</p>}
      </AdminListPage>
    );
  }
  return <UserFormBody user={user} onChanged={() => refetch({ requestPolicy: 'network-only' })} />;
}

interface Values {
  name: string;
  email: string;
  password: string;
  confirmation: string;
  isAdmin: boolean;
  sendNotification: boolean;
  visualConfig: VisualConfig;
  /** The groups picked; null until the administrator changes the user's own. */
  groups: string[] | null;
}

function UserFormBody({ user, onChanged }: { user?: AdminUser; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useClient();
  const toast = useToast();
  const adding = !user;
  const form = useSharedForm<Values>({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      confirmation: '',
      isAdmin: user?.isAdmin ?? false,
      sendNotification: user?.sendNotification ?? false,
      visualConfig: normaliseVisualConfig(user?.visualConfig ?? {}),
      groups: null,
    },
    rules: (values) =>
      userDraftProblems(values, adding).map((problem) => ({
        field: USER_PROBLEM_FIELD[problem] ?? FORM_PROBLEM,
        message: t(`accessUsers.errors.${problem}`),
      })),
  });
  const [{ data: groupData }] = useQuery({ query: UserGroupChoicesQuery, requestPolicy: 'network-only' });
  const choices = groupData?.groups;
  const userGroups = useMemo(
    () =>
      user
        ? (choices ?? []).filter((g) => g.users?.some((u) => u.id === user.id)).map((g) => g.id)
        : [SYSTEM_GROUP.OPERATORS],
    [choices, user],
  );
  // The groups picked in the form, else (until one is picked) the user's own once read.
  const picked = useWatch({ control: form.control, name: 'groups' });
  const groups = picked ?? (choices ? userGroups : null);

  const submit = useFormSubmit(
    form,
    async (values, changed) => {
      const role = groups ? { groups } : { isAdmin: values.isAdmin };
      const email = values.email.trim() || null;
      if (adding) {
        const fields = { ...role, name: values.name, email, sendNotification: values.sendNotification };
        const created = await client
          .mutation(CreateUserMutation, {
            user: { ...fields, visualConfig: values.visualConfig, password: values.password || null },
          })
          .toPromise();
        if (created.error) return created.error;
      } else {
        const updated = await client
          .mutation(UpdateUserMutation, {
            user: {
              id: user.id,
              name: values.name,
              ...('email' in changed && { email }),
              ...('sendNotification' in changed && { sendNotification: values.sendNotification }),
              // The platform replaces the whole configuration: send it whole.
              ...('visualConfig' in changed && { visualConfig: values.visualConfig }),
              ...(('groups' in changed || 'isAdmin' in changed) && role),
            },
          })
          .toPromise();
        if (updated.error) return updated.error;
      }
      toast(t('accessUsers.saved', { name: values.name.trim() }), 'success');
      if (adding) void navigate(USERS_PATH.list);
      else onChanged();
    },
    { serverFields: USER_SERVER_FIELDS },
  );

  return (
    <AdminListPage titleId="vt-user-title" title={adding ? t('accessUsers.addUser') : t('accessUsers.editUser')}>
      <Form form={form} onSubmit={submit} className="vt-admin-form">
        <FormBanner />
        {user?.blocked && <p className="vt-access__warning">{t('accessUsers.blockedNote')}</p>}
        <FormTextField<Values> name="name" label={t('accessUsers.name')} autoComplete="off" required />
        <FormTextField<Values> name="email" label={t('accessUsers.email')} type="email" autoComplete="off" />
        {adding && (
          <>
            <FormPasswordField<Values> name="password" label={t('accessUsers.password')} />
            <FormPasswordField<Values> name="confirmation" label={t('accessUsers.confirmPassword')} />
            <p className="vt-muted">{t('accessUsers.passwordHint')}</p>
          </>
        )}
        {choices && groups ? (
          <Controller
            control={form.control}
            name="groups"
            render={({ field }) => (
              <UserGroupsField groups={choices} selected={field.value ?? groups} onChange={field.onChange} />
            )}
          />
        ) : (
          <FormToggle<Values> name="isAdmin" label={t('accessUsers.administrator')} />
        )}
        <FormToggle<Values> name="sendNotification" label={t('accessUsers.sendNotification')} />
        <Controller
          control={form.control}
          name="visualConfig"
          render={({ field }) => <VisualConfigEditor value={field.value} onChange={field.onChange} />}
        />
        {choices && <p className="vt-muted">{t('accessUsers.visualConfigGroupsHint')}</p>}
        <div className="vt-access__actions">
          <FormSubmitButton>{t('accessUsers.save')}</FormSubmitButton>
          <Button type="button" variant="secondary" onClick={() => void navigate(USERS_PATH.list)}>
            {t('accessUsers.cancel')}
          </Button>
        </div>
      </Form>
      {user && <UserActions user={user} onChanged={onChanged} />}
    </AdminListPage>
  );
}
