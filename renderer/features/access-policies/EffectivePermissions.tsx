/** Effective permissions, as the platform's policy engine answers them: "who can see camera X?"
 *  (every member of the realm, allowed or not, and the groups and policies that decided) and
 *  "what can user Y do?" (every action and how far it reaches). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ErrorBanner, SelectField } from '../../ui';
import { PickerSourcesQuery, UserPermissionsQuery, WhoCanQuery } from './accessPoliciesDocuments';

const WHO_CAN_ACTIONS = ['device:Read', 'device:Control', 'device:Configure', 'videoRequest:Create'];

export function EffectivePermissions() {
  const { t } = useTranslation();
  const [sources] = useQuery({ query: PickerSourcesQuery, requestPolicy: 'cache-and-network' });
  const cameras = sources.data?.devicesByAspectTypes ?? [];
  const users = sources.data?.users ?? [];
  const [cameraId, setCameraId] = useState('');
  const [action, setAction] = useState(WHO_CAN_ACTIONS[0] ?? 'device:Read');
  const [userId, setUserId] = useState('');
  const camera = cameraId || cameras[0]?.id || '';
  const user = userId || users[0]?.id || '';
  const [who] = useQuery({
    query: WhoCanQuery,
    variables: { action, resource: { id: camera, type: 'device' } },
    pause: !camera,
    requestPolicy: 'network-only',
  });
  const [what] = useQuery({
    query: UserPermissionsQuery,
    variables: { userId: user },
    pause: !user,
    requestPolicy: 'network-only',
  });
  return (
    <div className="vt-policies__effective">
      <section aria-labelledby="vt-who-can">
        <h2 id="vt-who-can">{t('accessPolicies.whoCan')}</h2>
        <div className="vt-policies__row">
          <SelectField
            label={t('accessPolicies.camera')}
            value={camera}
            options={cameras.map((c) => ({ value: c.id, label: c.name }))}
            onChange={setCameraId}
          />
          <SelectField
            label={t('accessPolicies.action')}
            value={action}
            options={WHO_CAN_ACTIONS.map((a) => ({ value: a, label: a }))}
            onChange={setAction}
          />
        </div>
        <ErrorBanner error={who.error?.graphQLErrors[0]?.message ?? who.error?.message} />
        <table className="vt-policies__table" aria-label={t('accessPolicies.whoCan')}>
          <thead>
            <tr>
              <th scope="col">{t('accessPolicies.user')}</th>
              <th scope="col">{t('accessPolicies.decision')}</th>
              <th scope="col">{t('accessPolicies.groups')}</th>
              <th scope="col">{t('accessPolicies.decidedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {(who.data?.whoCan ?? []).map((answer) => (
              <tr key={answer.user.id} data-allowed={answer.allowed}>
                <td>
                  <bdi>{answer.user.name}</bdi>
                </td>
                <td>{answer.allowed ? t('accessPolicies.allowed') : t('accessPolicies.denied')}</td>
                <td>
                  <bdi>{answer.groups.join(', ')}</bdi>
                </td>
                <td>
                  <bdi>{answer.policies.join(', ')}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="vt-what-can">
        <h2 id="vt-what-can">{t('accessPolicies.whatCan')}</h2>
        <SelectField
          label={t('accessPolicies.user')}
          value={user}
          options={users.map((u) => ({ value: u.id, label: u.name }))}
          onChange={setUserId}
        />
        <ErrorBanner error={what.error?.graphQLErrors[0]?.message ?? what.error?.message} />
        <table className="vt-policies__table" aria-label={t('accessPolicies.whatCan')}>
          <thead>
            <tr>
              <th scope="col">{t('accessPolicies.action')}</th>
              <th scope="col">{t('accessPolicies.level')}</th>
              <th scope="col">{t('accessPolicies.reach')}</th>
            </tr>
          </thead>
          <tbody>
            {(what.data?.userPermissions ?? [])
              .filter((p) => p.scope !== 'NONE')
              .map((p) => (
                <tr key={p.action.name}>
                  <td title={p.action.description ?? undefined}>{p.action.name}</td>
                  <td>{p.action.level}</td>
                  <td>
                    {p.scope === 'ALL'
                      ? p.exceptDevices.length
                        ? t('accessPolicies.allBut', { names: p.exceptDevices.map((d) => d.name).join(', ') })
                        : t('accessPolicies.allResources')
                      : p.devices.length
                        ? p.devices.map((d) => d.name).join(', ')
                        : t('accessPolicies.namedResources')}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
