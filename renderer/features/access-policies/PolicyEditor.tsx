/** /view/policy/add and /view/policy/edit/{policyId}: a policy's name and statements, saved
 *  together (the statements replace the policy's own). System-managed policies are shown read-only. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Button, TextField } from '../../ui';
import {
  ActionsQuery,
  CreatePolicyMutation,
  DeletePolicyMutation,
  PickerSourcesQuery,
  PoliciesQuery,
  UpdatePolicyMutation,
} from './accessPoliciesDocuments';
import { accessPaths } from './policyPaths';
import { failureOf, RecordEditorFrame, useRecordEditor } from './RecordEditor';
import { StatementEditor } from './StatementEditor';
import {
  emptyStatement,
  statementDrafts,
  statementInput,
  statementProblem,
  type StatementDraft,
} from './statementDraft';

const paths = accessPaths('Policies');
const CONTEXT = { additionalTypenames: ['Policy', 'Statement', 'Group'] };

export function PolicyEditor({ policyId }: { policyId?: string }) {
  const { t } = useTranslation();
  const [policies] = useQuery({ query: PoliciesQuery, requestPolicy: 'network-only', context: CONTEXT });
  const [catalogue] = useQuery({ query: ActionsQuery });
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const policy = policyId ? policies.data?.policies.find((p) => p.id === policyId) : undefined;
  const [name, setName] = useState('');
  const [drafts, setDrafts] = useState<StatementDraft[]>(() => [emptyStatement()]);
  const [, create] = useMutation(CreatePolicyMutation);
  const [, update] = useMutation(UpdatePolicyMutation);
  const [, remove] = useMutation(DeletePolicyMutation);
  const editor = useRecordEditor({
    record: policy,
    listPath: paths.list,
    load: (loaded) => {
      setName(loaded.name);
      setDrafts(statementDrafts(loaded));
    },
    save: async () => {
      const input = { name, statements: drafts.map(statementInput) };
      return failureOf(
        policy
          ? await update({ policy: { ...input, id: policy.id } }, CONTEXT)
          : await create({ policy: input }, CONTEXT),
      );
    },
    remove: async (loaded) => failureOf(await remove({ id: loaded.id }, CONTEXT)),
  });
  const system = policy?.isSystemManaged ?? false;
  const invalid = !name.trim() || drafts.some((d) => statementProblem(d) !== null);

  return (
    <RecordEditorFrame
      editor={editor}
      title={policy ? t('accessPolicies.editPolicy') : t('accessPolicies.addPolicy')}
      sectionTitle={t('admin.views.Policies')}
      missing={Boolean(policyId && policies.data && !policy)}
      systemHint={system ? t('accessPolicies.systemPolicyHint') : undefined}
      existing={Boolean(policy)}
      canSave={!invalid}
      showSave={!system}
    >
      <TextField label={t('accessPolicies.name')} value={name} onChange={setName} disabled={system} required />
      {drafts.map((draft, index) => (
        <StatementEditor
          key={draft.key}
          index={index}
          draft={draft}
          actions={catalogue.data?.actions ?? []}
          levels={catalogue.data?.accessLevels ?? []}
          sources={sources.data}
          disabled={system}
          onChange={(next) => setDrafts((list) => list.map((d) => (d.key === draft.key ? next : d)))}
          onRemove={() => setDrafts((list) => list.filter((d) => d.key !== draft.key))}
        />
      ))}
      {!system && (
        <div className="vt-policies__buttons">
          <Button variant="secondary" onClick={() => setDrafts((list) => [...list, emptyStatement()])}>
            {t('accessPolicies.addStatement')}
          </Button>
        </div>
      )}
    </RecordEditorFrame>
  );
}
