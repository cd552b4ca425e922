/** /view/policy/add and /view/policy/edit/{policyId}: a policy's name and statements, saved
 *  together (the statements replace the policy's own). System-managed policies are shown read-only. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { SectionFrame } from './SectionFrame';
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
  const navigate = useNavigate();
  const [policies] = useQuery({ query: PoliciesQuery, requestPolicy: 'network-only', context: CONTEXT });
  const [catalogue] = useQuery({ query: ActionsQuery });
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const policy = policyId ? policies.data?.policies.find((p) => p.id === policyId) : undefined;
  const [name, setName] = useState('');
  const [drafts, setDrafts] = useState<StatementDraft[]>(() => [emptyStatement()]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, create] = useMutation(CreatePolicyMutation);
  const [, update] = useMutation(UpdatePolicyMutation);
  const [, remove] = useMutation(DeletePolicyMutation);

  useEffect(() => {
    if (!policy) return;
    setName(policy.name);
    setDrafts(statementDrafts(policy));
  }, [policy]);

  if (policyId && policies.data && !policy)
    return (
      <SectionFrame title={t('admin.views.Policies')} error={t('accessPolicies.notFound')}>
        {null}
      </SectionFrame>
    );
  const system = policy?.isSystemManaged ?? false;
  const invalid = !name.trim() || drafts.some((d) => statementProblem(d) !== null);

  const save = async () => {
    setBusy(true);
    setError(null);
    const input = { name, statements: drafts.map(statementInput) };
    const result = policy
      ? await update({ policy: { ...input, id: policy.id } }, CONTEXT)
      : await create({ policy: input }, CONTEXT);
    setBusy(false);
    if (result.error) setError(result.error.graphQLErrors[0]?.message ?? result.error.message);
    else void navigate(paths.list);
  };
  const del = async () => {
    if (!policy || !window.confirm(t('accessPolicies.confirmDelete', { name: policy.name }))) return;
    const result = await remove({ id: policy.id }, CONTEXT);
    if (result.error) setError(result.error.graphQLErrors[0]?.message ?? result.error.message);
    else void navigate(paths.list);
  };

  return (
    <SectionFrame title={policy ? t('accessPolicies.editPolicy') : t('accessPolicies.addPolicy')} error={error}>
      <form
        className="vt-policies__form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {system && <p className="vt-muted">{t('accessPolicies.systemPolicyHint')}</p>}
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
        <div className="vt-policies__buttons">
          {!system && (
            <Button type="submit" busy={busy} disabled={invalid}>
              {t('accessPolicies.save')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void navigate(paths.list)}>
            {t('accessPolicies.cancel')}
          </Button>
          {policy && !system && (
            <Button variant="quiet" onClick={() => void del()}>
              {t('accessPolicies.delete')}
            </Button>
          )}
        </div>
      </form>
    </SectionFrame>
  );
}
