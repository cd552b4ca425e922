/** Access → Groups (spec 3 §3.6 group: name, system-managed, users, policies); a row opens
 *  /view/group/edit/{groupId}, Add Group /view/group/add. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { GroupsQuery } from './accessPoliciesDocuments';
import { accessPaths } from './policyPaths';
import { SectionFrame } from './SectionFrame';

const paths = accessPaths('Groups');

export function GroupList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({ query: GroupsQuery, requestPolicy: 'network-only' });
  return (
    <SectionFrame
      title={t('admin.views.Groups')}
      error={error?.graphQLErrors[0]?.message ?? error?.message}
      action={<Button onClick={() => void navigate(paths.add)}>{t('accessPolicies.addGroup')}</Button>}
    >
      {fetching && !data && <p className="vt-muted">{t('accessPolicies.loading')}</p>}
      {data && (
        <table className="vt-policies__table" aria-label={t('admin.views.Groups')}>
          <thead>
            <tr>
              <th scope="col">{t('accessPolicies.name')}</th>
              <th scope="col">{t('accessPolicies.users')}</th>
              <th scope="col">{t('accessPolicies.policies')}</th>
            </tr>
          </thead>
          <tbody>
            {data.groups.map((group) => (
              <tr key={group.id}>
                <td>
                  <a
                    href={paths.edit(group.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(paths.edit(group.id));
                    }}
                  >
                    <bdi>{group.name}</bdi>
                  </a>
                  {group.isSystemManaged && <span className="vt-policies__badge">{t('accessPolicies.system')}</span>}
                </td>
                <td>
                  <bdi>{(group.users ?? []).map((u) => u.name).join(', ')}</bdi>
                </td>
                <td>
                  <bdi>{(group.policies ?? []).map((p) => p.name).join(', ')}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionFrame>
  );
}
