/** /view/policy/add and /view/policy/edit/{policyId}: a policy's name and statements, saved
 *  together (the statements replace the policy's own). System-managed policies are shown read-only. */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ACCESS_ERROR, accessNameError } from '../../../shared/access/accessPolicies';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Button, FormTextField } from '../../ui';
import {
  ActionsQuery,
  CreatePolicyMutation,
  DeletePolicyMutation,
  PickerSourcesQuery,
  PoliciesQuery,
  PolicyWallsQuery,
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

interface Values {
  name: string;
  statements: StatementDraft[];
}

export function PolicyEditor({ policyId }: { policyId?: string }) {
  const { t } = useTranslation();
  const [policies] = useQuery({ query: PoliciesQuery, requestPolicy: 'network-only', context: CONTEXT });
  const [catalogue] = useQuery({ query: ActionsQuery });
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const [walls] = useQuery({ query: PolicyWallsQuery, requestPolicy: 'cache-and-network' });
  const policy = policyId ? policies.data?.policies.find((p) => p.id === policyId) : undefined;
  // One empty statement to start from, its key kept for the form's life.
  const empty = useMemo<Values>(() => ({ name: '', statements: [emptyStatement()] }), []);
  const [, create] = useMutation(CreatePolicyMutation);
  const [, update] = useMutation(UpdatePolicyMutation);
  const [, remove] = useMutation(DeletePolicyMutation);
  const editor = useRecordEditor<NonNullable<typeof policy>, Values>({
    record: policy,
    listPath: paths.list,
    empty,
    valuesOf: (loaded) => ({ name: loaded.name, statements: statementDrafts(loaded) }),
    rules: (values) => ({ name: accessNameError(values.name) ?? undefined }),
    serverFields: { name: [ACCESS_ERROR.NAME_EMPTY, ACCESS_ERROR.NAME_TOO_LONG, ACCESS_ERROR.POLICY_NAME_TAKEN] },
    // The statements replace the policy's own: both are sent whole.
    save: async (values) => {
      const input = { name: values.name, statements: values.statements.map(statementInput) };
      return failureOf(
        policy
          ? await update({ policy: { ...input, id: policy.id } }, CONTEXT)
          : await create({ policy: input }, CONTEXT),
      );
    },
    remove: async (loaded) => failureOf(await remove({ id: loaded.id }, CONTEXT)),
  });
  const system = policy?.isSystemManaged ?? false;
  const [name, drafts] = useWatch({ control: editor.form.control, name: ['name', 'statements'] });
  const invalid = !name.trim() || drafts.some((d) => statementProblem(d) !== null);
  const setDrafts = (change: (list: StatementDraft[]) => StatementDraft[]) =>
    editor.form.setValue('statements', change(editor.form.getValues('statements')), { shouldDirty: true });

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
      <FormTextField<Values> name="name" label={t('accessPolicies.name')} disabled={system} required />
      {drafts.map((draft, index) => (
        <StatementEditor
          key={draft.key}
          index={index}
          draft={draft}
          actions={catalogue.data?.actions ?? []}
          levels={catalogue.data?.accessLevels ?? []}
          sources={sources.data}
          walls={walls.data?.videoWalls ?? []}
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
