/** /view/group/add and /view/group/edit/{groupId}: a group's name, users and policies. A
 *  system-managed group keeps its name and policies; its users are who holds its role, and
 *  adding or removing them here gives or takes that role. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Button, TextField } from '../../ui';
import {
  AddGroupUsersMutation,
  CreateGroupMutation,
  DeleteGroupMutation,
  GroupsQuery,
  PickerSourcesQuery,
  PoliciesQuery,
  RemoveGroupUsersMutation,
  UpdateGroupMutation,
} from './accessPoliciesDocuments';
import { CheckList } from './CheckList';
import { accessPaths } from './policyPaths';
import { SectionFrame } from './SectionFrame';
import { toggled } from './statementDraft';

const paths = accessPaths('Groups');
const CONTEXT = { additionalTypenames: ['Group', 'User', 'Policy'] };

export function GroupEditor({ groupId }: { groupId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [groups] = useQuery({ query: GroupsQuery, requestPolicy: 'network-only', context: CONTEXT });
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const [policies] = useQuery({ query: PoliciesQuery, requestPolicy: 'cache-and-network' });
  const group = groupId ? groups.data?.groups.find((g) => g.id === groupId) : undefined;
  const [name, setName] = useState('');
  const [users, setUsers] = useState<string[]>([]);
  const [policyIds, setPolicyIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [, create] = useMutation(CreateGroupMutation);
  const [, update] = useMutation(UpdateGroupMutation);
  const [, remove] = useMutation(DeleteGroupMutation);
  const [, addUsers] = useMutation(AddGroupUsersMutation);
  const [, removeUsers] = useMutation(RemoveGroupUsersMutation);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!group) return;
    setName(group.name);
    setUsers((group.users ?? []).map((u) => u.id));
    setPolicyIds((group.policies ?? []).map((p) => p.id));
  }, [group]);

  if (groupId && groups.data && !group)
    return (
      <SectionFrame title={t('admin.views.Groups')} error={t('accessPolicies.notFound')}>
        {null}
      </SectionFrame>
    );
  const system = group?.isSystemManaged ?? false;

  const save = async () => {
    setBusy(true);
    setError(null);
    let failure: string | undefined;
    if (system && group) {
      const before = (group.users ?? []).map((u) => u.id);
      const added = users.filter((u) => !before.includes(u));
      const removed = before.filter((u) => !users.includes(u));
      if (added.length)
        failure = (await addUsers({ groupId: group.id, userIds: added }, CONTEXT)).error?.graphQLErrors[0]?.message;
      if (!failure && removed.length)
        failure = (await removeUsers({ groupId: group.id, userIds: removed }, CONTEXT)).error?.graphQLErrors[0]
          ?.message;
    } else {
      const input = { name, users, policies: policyIds };
      const result = group
        ? await update({ group: { ...input, id: group.id } }, CONTEXT)
        : await create({ group: input }, CONTEXT);
      failure = result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : undefined;
    }
    setBusy(false);
    if (failure) setError(failure);
    else void navigate(paths.list);
  };

  const del = async () => {
    if (!group || !window.confirm(t('accessPolicies.confirmDelete', { name: group.name }))) return;
    const result = await remove({ id: group.id }, CONTEXT);
    if (result.error) setError(result.error.graphQLErrors[0]?.message ?? result.error.message);
    else void navigate(paths.list);
  };

  return (
    <SectionFrame title={group ? t('accessPolicies.editGroup') : t('accessPolicies.addGroup')} error={error}>
      <form
        className="vt-policies__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {system && <p className="vt-muted">{t('accessPolicies.systemGroupHint')}</p>}
        <TextField label={t('accessPolicies.name')} value={name} onChange={setName} disabled={system} required />
        <CheckList
          label={t('accessPolicies.users')}
          items={(sources.data?.users ?? []).map((u) => ({ id: u.id, label: u.name }))}
          selected={users}
          onChange={(id, on) => setUsers((list) => toggled(list, id, on))}
        />
        <CheckList
          label={t('accessPolicies.policies')}
          items={(policies.data?.policies ?? []).map((p) => ({ id: p.id, label: p.name }))}
          selected={policyIds}
          onChange={(id, on) => setPolicyIds((list) => toggled(list, id, on))}
          disabled={system}
        />
        <div className="vt-policies__buttons">
          <Button type="submit" busy={busy} disabled={!system && !name.trim()}>
            {t('accessPolicies.save')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(paths.list)}>
            {t('accessPolicies.cancel')}
          </Button>
          {group && !system && (
            <Button variant="quiet" onClick={() => void del()}>
              {t('accessPolicies.delete')}
            </Button>
          )}
        </div>
      </form>
    </SectionFrame>
  );
}
