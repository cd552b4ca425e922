/** Access → Authorization Policies (spec 3 §3.6 policy: name, system-managed, statements); a row
 *  opens /view/policy/edit/{policyId}, Add Policy /view/policy/add. Below the list, the effective
 *  permissions: who can see a camera, what a user can do. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { PoliciesQuery } from './accessPoliciesDocuments';
import { EffectivePermissions } from './EffectivePermissions';
import { accessPaths } from './policyPaths';
import { SectionFrame } from './SectionFrame';

const paths = accessPaths('Policies');

export function PolicyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({ query: PoliciesQuery, requestPolicy: 'network-only' });
  return (
    <SectionFrame
      title={t('admin.views.Policies')}
      error={error?.graphQLErrors[0]?.message ?? error?.message}
      action={<Button onClick={() => void navigate(paths.add)}>{t('accessPolicies.addPolicy')}</Button>}
    >
      {fetching && !data && <p className="vt-muted">{t('accessPolicies.loading')}</p>}
      {data && (
        <table className="vt-policies__table" aria-label={t('admin.views.Policies')}>
          <thead>
            <tr>
              <th scope="col">{t('accessPolicies.name')}</th>
              <th scope="col">{t('accessPolicies.statements')}</th>
            </tr>
          </thead>
          <tbody>
            {data.policies.map((policy) => (
              <tr key={policy.id}>
                <td>
                  <a
                    href={paths.edit(policy.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(paths.edit(policy.id));
                    }}
                  >
                    <bdi>{policy.name}</bdi>
                  </a>
                  {policy.isSystemManaged && <span className="vt-policies__badge">{t('accessPolicies.system')}</span>}
                </td>
                <td>
                  {(policy.statements ?? []).map((s) => (
                    <div key={s.id} className="vt-policies__statement-summary">
                      <span className={`vt-policies__effect vt-policies__effect--${s.effect.toLowerCase()}`}>
                        {t(`accessPolicies.effect.${s.effect}`)}
                      </span>{' '}
                      <bdi>{(s.actions ?? []).join(', ')}</bdi>{' '}
                      <span className="vt-muted">
                        {s.allResources
                          ? t('accessPolicies.allResources')
                          : (s.resources ?? []).map((r) => r.name ?? r.id).join(', ')}
                      </span>
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <EffectivePermissions />
    </SectionFrame>
  );
}
