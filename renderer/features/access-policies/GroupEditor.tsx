/** /view/group/add and /view/group/edit/{groupId}: a group's name, users, policies and visual
 *  configuration (spec 3 §3.6; spec 1 §3: what its members may use in the console, combined with
 *  each member's own, the most restrictive winning). A system-managed group keeps its name and
 *  policies; its users are who holds its role, and adding or removing them here gives or takes
 *  that role; its visual configuration can be set like any group's. */
import { Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ACCESS_ERROR, accessNameError } from '../../../shared/access/accessPolicies';
import { normaliseVisualConfig, type VisualConfig } from '../../../shared/access/visualConfig';
import { FormTextField } from '../../ui';
import { VisualConfigEditor } from '../access-users';
import {
  AddGroupUsersMutation,
  CreateGroupMutation,
  DeleteGroupMutation,
  GroupsQuery,
  PickerSourcesQuery,
  PoliciesQuery,
  RemoveGroupUsersMutation,
  SetGroupVisualConfigMutation,
  UpdateGroupMutation,
} from './accessPoliciesDocuments';
import { CheckList } from './CheckList';
import { accessPaths } from './policyPaths';
import { failureOf, RecordEditorFrame, useRecordEditor } from './RecordEditor';
import { toggled } from './statementDraft';

const paths = accessPaths('Groups');
const CONTEXT = { additionalTypenames: ['Group', 'User', 'Policy'] };
const NO_RESTRICTION = normaliseVisualConfig({});

interface Values {
  name: string;
  users: string[];
  policies: string[];
  visualConfig: VisualConfig;
}

const EMPTY: Values = { name: '', users: [], policies: [], visualConfig: NO_RESTRICTION };

export function GroupEditor({ groupId }: { groupId?: string }) {
  const { t } = useTranslation();
  const [groups] = useQuery({ query: GroupsQuery, requestPolicy: 'network-only', context: CONTEXT });
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const [policies] = useQuery({ query: PoliciesQuery, requestPolicy: 'cache-and-network' });
  const group = groupId ? groups.data?.groups.find((g) => g.id === groupId) : undefined;
  const [, create] = useMutation(CreateGroupMutation);
  const [, update] = useMutation(UpdateGroupMutation);
  const [, remove] = useMutation(DeleteGroupMutation);
  const [, addUsers] = useMutation(AddGroupUsersMutation);
  const [, removeUsers] = useMutation(RemoveGroupUsersMutation);
  const [, setGroupVisual] = useMutation(SetGroupVisualConfigMutation);
  const system = group?.isSystemManaged ?? false;

  /** Users of a system group change through its role, one way at a time. */
  const saveSystemUsers = async (id: string, before: readonly string[], users: readonly string[]) => {
    const added = users.filter((u) => !before.includes(u));
    const removed = before.filter((u) => !users.includes(u));
    const failure = added.length ? failureOf(await addUsers({ groupId: id, userIds: added }, CONTEXT)) : undefined;
    if (failure || !removed.length) return { id, failure };
    return { id, failure: failureOf(await removeUsers({ groupId: id, userIds: removed }, CONTEXT)) };
  };

  const editor = useRecordEditor<NonNullable<typeof group>, Values>({
    record: group,
    listPath: paths.list,
    empty: EMPTY,
    valuesOf: (loaded) => ({
      name: loaded.name,
      users: (loaded.users ?? []).map((u) => u.id),
      policies: (loaded.policies ?? []).map((p) => p.id),
      visualConfig: normaliseVisualConfig(loaded.visualConfig ?? {}),
    }),
    rules: (values) => ({ name: system ? undefined : (accessNameError(values.name) ?? undefined) }),
    serverFields: { name: [ACCESS_ERROR.NAME_EMPTY, ACCESS_ERROR.NAME_TOO_LONG, ACCESS_ERROR.GROUP_NAME_TAKEN] },
    save: async (values, changed) => {
      const input = { name: values.name, users: values.users, policies: values.policies };
      let saved: { id: string | undefined; failure: string | undefined };
      if (system && group)
        saved = await saveSystemUsers(
          group.id,
          (group.users ?? []).map((u) => u.id),
          values.users,
        );
      else {
        if (group)
          saved = { id: group.id, failure: failureOf(await update({ group: { ...input, id: group.id } }, CONTEXT)) };
        else {
          const result = await create({ group: input }, CONTEXT);
          saved = { id: result.data?.createGroup.id, failure: failureOf(result) };
        }
      }
      if (saved.failure || !saved.id) return saved.failure;
      // A new group's configuration is set unless it restricts nothing; an existing one's when changed.
      const visualChanged = group
        ? 'visualConfig' in changed
        : JSON.stringify(values.visualConfig) !== JSON.stringify(NO_RESTRICTION);
      if (!visualChanged) return undefined;
      return failureOf(await setGroupVisual({ groupId: saved.id, visualConfig: values.visualConfig }, CONTEXT));
    },
    remove: async (loaded) => failureOf(await remove({ id: loaded.id }, CONTEXT)),
  });
  const name = useWatch({ control: editor.form.control, name: 'name' });

  return (
    <RecordEditorFrame
      editor={editor}
      title={group ? t('accessPolicies.editGroup') : t('accessPolicies.addGroup')}
      sectionTitle={t('admin.views.Groups')}
      missing={Boolean(groupId && groups.data && !group)}
      systemHint={system ? t('accessPolicies.systemGroupHint') : undefined}
      existing={Boolean(group)}
      canSave={system || Boolean(name.trim())}
    >
      <FormTextField<Values> name="name" label={t('accessPolicies.name')} disabled={system} required />
      <Controller
        control={editor.form.control}
        name="users"
        render={({ field }) => (
          <CheckList
            label={t('accessPolicies.users')}
            items={(sources.data?.users ?? []).map((u) => ({ id: u.id, label: u.name }))}
            selected={field.value}
            onChange={(id, on) => field.onChange(toggled(field.value, id, on))}
          />
        )}
      />
      <Controller
        control={editor.form.control}
        name="policies"
        render={({ field }) => (
          <CheckList
            label={t('accessPolicies.policies')}
            items={(policies.data?.policies ?? []).map((p) => ({ id: p.id, label: p.name }))}
            selected={field.value}
            onChange={(id, on) => field.onChange(toggled(field.value, id, on))}
            disabled={system}
          />
        )}
      />
      <p className="vt-muted">{t('accessPolicies.groupVisualConfigHint')}</p>
      <Suspense fallback={<p className="vt-muted">{t('accessPolicies.loading')}</p>}>
        <Controller
          control={editor.form.control}
          name="visualConfig"
          render={({ field }) => <VisualConfigEditor value={field.value} onChange={field.onChange} />}
        />
      </Suspense>
    </RecordEditorFrame>
  );
}
