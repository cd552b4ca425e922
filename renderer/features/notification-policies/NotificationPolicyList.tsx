/** The list of a realm's notification policies (issue 28): name, on or off (and which schedule holds
 *  it on or off now), channels, and the newest problem a send had; a row opens the policy. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { AdminTable } from '../admin';
import { HeldBySchedule } from '../schedules';
import type { NotificationPolicy } from './notificationPolicyDocuments';

export function NotificationPolicyList({
  policies,
  selectedId,
  onOpen,
}: {
  policies: readonly NotificationPolicy[];
  selectedId: string | null;
  onOpen: (policy: NotificationPolicy) => void;
}) {
  const { t } = useTranslation();
  const channels = (p: NotificationPolicy) =>
    [
      p.emailEnabled && t('notificationPolicies.channels.EMAIL'),
      p.webhook && t('notificationPolicies.channels.WEBHOOK'),
      p.mqtt && t('notificationPolicies.channels.MQTT'),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <AdminTable<NotificationPolicy>
      label={t('admin.views.NotificationPolicies')}
      columns={[
        t('notificationPolicies.name'),
        t('notificationPolicies.columns.state'),
        t('notificationPolicies.columns.channels'),
        t('notificationPolicies.columns.problem'),
      ]}
      rows={policies}
      rowKey={(p) => p.id}
      rowProps={(p) => ({
        'data-policy': p.name,
        ...(p.id === selectedId && { 'aria-current': 'true' as const }),
      })}
      cells={(p) => (
        <>
          <td>
            <Button variant="quiet" onClick={() => onOpen(p)}>
              <bdi>{p.name}</bdi>
            </Button>
          </td>
          <td>
            {p.enabled ? t('notificationPolicies.on') : t('notificationPolicies.off')}
            <HeldBySchedule hold={p.heldBy} />
          </td>
          <td>{channels(p)}</td>
          <td>
            {p.lastProblem ? (
              <span className="vt-notify__result vt-notify__result--failed" title={p.lastProblem.error ?? undefined}>
                {t(`notificationPolicies.channels.${p.lastProblem.channel}`)}:{' '}
                {t(`notificationPolicies.results.${p.lastProblem.result}`)}
              </span>
            ) : (
              <span className="vt-muted">{t('notificationPolicies.noProblem')}</span>
            )}
          </td>
        </>
      )}
    />
  );
}
