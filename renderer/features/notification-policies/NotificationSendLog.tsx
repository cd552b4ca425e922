/** A notification policy's send log (issue 28): each send's time, channel, where it went, its
 *  result and attempts and, for a failure, the reason — newest first, read again on demand and
 *  after each test. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '../../ui';
import { AdminQueryState, AdminTable } from '../admin';
import { type NotificationSend, NotificationSendsQuery } from './notificationPolicyDocuments';

export function NotificationSendLog({ policyId, version }: { policyId: string; version: number }) {
  const { t, i18n } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: NotificationSendsQuery,
    variables: { policyId },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (version > 0) refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  const sends = data?.notificationSends ?? [];
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section className="vt-notify__log" aria-labelledby="vt-notify-log-title">
      <header className="vt-notify__log-header">
        <h2 id="vt-notify-log-title">{t('notificationPolicies.log')}</h2>
        <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('notificationPolicies.refresh')}
        </Button>
      </header>
      <AdminQueryState fetching={fetching && !data} error={error} empty={sends.length === 0}>
        <AdminTable<NotificationSend>
          label={t('notificationPolicies.log')}
          columns={[
            t('notificationPolicies.columns.time'),
            t('notificationPolicies.columns.channel'),
            t('notificationPolicies.columns.target'),
            t('notificationPolicies.columns.result'),
            t('notificationPolicies.columns.event'),
          ]}
          rows={sends}
          rowKey={(send) => send.id}
          rowProps={(send) => ({ 'data-result': send.result })}
          cells={(send) => (
            <>
              <td>{time.format(send.at)}</td>
              <td>{t(`notificationPolicies.channels.${send.channel}`)}</td>
              <td className="vt-notify__target">
                <bdi>{send.target}</bdi>
              </td>
              <td>
                <span className={`vt-notify__result vt-notify__result--${send.result.toLowerCase()}`}>
                  {t(`notificationPolicies.results.${send.result}`)}
                </span>
                {send.attempts > 1 && (
                  <span className="vt-muted"> {t('notificationPolicies.attempts', { count: send.attempts })}</span>
                )}
                {send.error && <div className="vt-notify__error">{send.error}</div>}
              </td>
              <td>{send.test ? t('notificationPolicies.testSend') : <bdi>{send.eventId}</bdi>}</td>
            </>
          )}
        />
      </AdminQueryState>
    </section>
  );
}
