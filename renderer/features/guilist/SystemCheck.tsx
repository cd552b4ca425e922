/** The system-check box of /guilist (spec 1 §2.2, §8): status (spec 3 §4), how many problems, a
 *  line naming each of them (reasonLines, issue 34), and the clock-shift warning. */
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../graphql';
import type { SystemStatusQuery } from './guilistDocuments';
import { reasonLines } from './reasonLines';
import './guilist.css';

/** Statuses in which nothing, or nothing recorded, can be relied on: drawn as critical. */
const CRITICAL_STATUSES = new Set(['BROKEN', 'CRITICAL', 'OFFLINE']);

export type SystemStatusData = ResultOf<typeof SystemStatusQuery>['systemStatus'];

export function SystemCheck({ status, skewSeconds }: { status: SystemStatusData; skewSeconds: number }) {
  const { t } = useTranslation();
  const lines = reasonLines(status.reasons);
  const tone = status.status === 'ONLINE' ? 'ok' : CRITICAL_STATUSES.has(status.status) ? 'critical' : 'alert';
  return (
    <section className="vt-system-check" aria-label={t('guilist.systemCheck')}>
      <p className="vt-system-check__status">
        {t('guilist.systemStatus')}{' '}
        <strong className={`vt-status vt-status--${tone}`}>{t(`guilist.statuses.${status.status}`)}</strong>
      </p>
      {status.reasons.length > 0 ? (
        <p className="vt-system-check__description">{t('guilist.problemsFound', { count: status.reasons.length })}</p>
      ) : (
        status.description && <p className="vt-system-check__description">{status.description}</p>
      )}
      {lines.length > 0 && (
        <ul className="vt-system-check__reasons" aria-label={t('guilist.reasons')}>
          {lines.map((line, index) => (
            <li key={index}>
              {'text' in line ? (
                <bdi>{line.text}</bdi>
              ) : (
                t(`guilist.reasonLines.${line.key}`, {
                  ...line.values,
                  ...(typeof line.values.health === 'string' && {
                    health: t(`guilist.health.${line.values.health}`, { defaultValue: line.values.health }),
                  }),
                })
              )}
            </li>
          ))}
        </ul>
      )}
      {skewSeconds > 0 && (
        <p className="vt-warning" role="alert">
          {t('guilist.clockSkew', { time: skewSeconds })}
        </p>
      )}
    </section>
  );
}
