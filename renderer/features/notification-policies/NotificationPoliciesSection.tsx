/** Settings → Notification Policies (spec 3 §2.12; issue 28): the realm's policies with Add, and
 *  the policy opened from the list (or a new one) in its editor with its test button and send log. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { AdminListPage, AdminQueryState } from '../admin';
import {
  NotificationChoicesQuery,
  NotificationPoliciesQuery,
  type NotificationPolicy,
} from './notificationPolicyDocuments';
import { NotificationPolicyForm } from './NotificationPolicyForm';
import { NotificationPolicyList } from './NotificationPolicyList';
import './notificationPolicies.css';

/** What the editor shows: nothing, a new policy, or a stored one by id. */
type Editing = null | 'new' | string;

export function NotificationPoliciesSection() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: NotificationPoliciesQuery,
    requestPolicy: 'network-only',
  });
  const [choices] = useQuery({ query: NotificationChoicesQuery, requestPolicy: 'network-only' });
  const [editing, setEditing] = useState<Editing>(null);
  // The policy just saved, shown until the list read again has it.
  const [justSaved, setJustSaved] = useState<NotificationPolicy | null>(null);
  const policies = data?.notificationPolicies ?? [];
  const opened =
    editing && editing !== 'new'
      ? (policies.find((p) => p.id === editing) ?? (justSaved?.id === editing ? justSaved : null))
      : null;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const done = (saved: NotificationPolicy | null) => {
    setJustSaved(saved);
    setEditing(saved ? saved.id : null);
    reload();
  };
  return (
    <AdminListPage
      titleId="vt-notify-title"
      title={t('admin.views.NotificationPolicies')}
      actions={<Button onClick={() => setEditing('new')}>{t('notificationPolicies.add')}</Button>}
    >
      <p className="vt-muted vt-notify__intro">{t('notificationPolicies.intro')}</p>
      <div className="vt-notify">
        <div className="vt-notify__list">
          <AdminQueryState fetching={fetching && !data} error={error} empty={policies.length === 0}>
            <NotificationPolicyList
              policies={policies}
              selectedId={opened?.id ?? null}
              onOpen={(policy) => setEditing(policy.id)}
            />
          </AdminQueryState>
        </div>
        {editing && (editing === 'new' || opened) && (
          <AdminQueryState fetching={!choices.data} error={choices.error} empty={false}>
            {choices.data && (
              <NotificationPolicyForm
                // A policy opened afresh starts from what is stored.
                key={editing === 'new' ? 'new' : `${opened?.id}:${opened?.modifiedAt}`}
                policy={opened}
                choices={choices.data}
                onDone={done}
                onTested={reload}
                onCancel={() => setEditing(null)}
              />
            )}
          </AdminQueryState>
        )}
      </div>
    </AdminListPage>
  );
}
