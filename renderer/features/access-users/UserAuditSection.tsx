/** Access → Audit, the user events (spec 1 §2.5, §6: blocked by limited audit access): logins,
 *  failed logins, lockouts and administrative changes of the realm, newest first, with who, what,
 *  to whom and when (what the particulars name by id, by name); filtered by kind, a page of 100 at a
 *  time with Load more. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { USER_AUDIT_KINDS, USER_AUDIT_PAGE_LIMIT } from '../../../shared/access/userAudit';
import { Button, ErrorBanner, SelectField } from '../../ui';
import { AdminListPage } from '../admin';
import { type UserAuditEntry, UserAuditQuery } from './accessUsersDocuments';
import { auditDetailText } from './auditDetailText';
import { graphqlMessage } from './graphqlMessage';
import { useAuditNames } from './useAuditNames';
import './accessUsers.css';

const ALL = '';

export function UserAuditSection() {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [kind, setKind] = useState<string>(ALL);
  const [entries, setEntries] = useState<UserAuditEntry[]>([]);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const nameOf = useAuditNames();

  const load = async (start: number, replace: boolean) => {
    setLoading(true);
    const filter = { start, limit: USER_AUDIT_PAGE_LIMIT, ...(kind && { kinds: [kind] }) };
    const result = await client.query(UserAuditQuery, { filter }, { requestPolicy: 'network-only' }).toPromise();
    setLoading(false);
    if (result.error) return setError(graphqlMessage(result.error));
    setError(null);
    const page = result.data?.userAudit ?? [];
    setEntries((current) => (replace ? page : [...current, ...page]));
    setMore(page.length === USER_AUDIT_PAGE_LIMIT);
  };

  useEffect(() => {
    void load(1, true);
    // Reloads from the first page whenever the filter changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <AdminListPage
      titleId="vt-user-audit-title"
      title={t('userAudit.title')}
      actions={
        <Button variant="secondary" onClick={() => void load(1, true)}>
          {t('userAudit.refresh')}
        </Button>
      }
    >
      <SelectField
        label={t('userAudit.kind')}
        value={kind}
        options={[
          { value: ALL, label: t('userAudit.allKinds') },
          ...USER_AUDIT_KINDS.map((k) => ({ value: k, label: t(`userAudit.kinds.${k}`) })),
        ]}
        onChange={setKind}
      />
      <ErrorBanner error={error} />
      {!loading && !error && entries.length === 0 && <p className="vt-muted">{t('accessUsers.noData')}</p>}
      {entries.length > 0 && (
        <table className="vt-access__table" aria-label={t('userAudit.title')}>
          <thead>
            <tr>
              <th scope="col">{t('userAudit.time')}</th>
              <th scope="col">{t('userAudit.event')}</th>
              <th scope="col">{t('userAudit.by')}</th>
              <th scope="col">{t('userAudit.subject')}</th>
              <th scope="col">{t('userAudit.details')}</th>
              <th scope="col">{t('userAudit.address')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{time.format(entry.time)}</td>
                <td>{t(`userAudit.kinds.${entry.kind}`, { defaultValue: entry.kind })}</td>
                <td>
                  <bdi>{entry.actorName ?? ''}</bdi>
                </td>
                <td>
                  <bdi>{entry.targetName ?? ''}</bdi>
                </td>
                <td>
                  <bdi>{auditDetailText(entry.detail, nameOf)}</bdi>
                </td>
                <td>{entry.address ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loading && <p className="vt-muted">{t('accessUsers.loading')}</p>}
      {more && !loading && (
        <Button variant="secondary" onClick={() => void load(entries.length + 1, false)}>
          {t('userAudit.loadMore')}
        </Button>
      )}
    </AdminListPage>
  );
}
