/** The system-check box of /guilist (spec 1 §2.2, §8): status, description, the reasons that
 *  are shown, and the clock-shift warning. */
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../graphql';
import type { SystemStatusQuery } from './guilistDocuments';
import { visibleReasons } from './systemCheck';
import './guilist.css';

export type SystemStatusData = ResultOf<typeof SystemStatusQuery>['systemStatus'];

export function SystemCheck({ status, skewSeconds }: { status: SystemStatusData; skewSeconds: number }) {
  const { t } = useTranslation();
  const reasons = visibleReasons(status.reasons);
  const healthy = status.status === 'ONLINE';
  return (
    <section className="vt-system-check" aria-label={t('guilist.systemCheck')}>
      <p className="vt-system-check__status">
        {t('guilist.systemStatus')}{' '}
        <strong className={healthy ? 'vt-status vt-status--ok' : 'vt-status vt-status--alert'}>
          {t(`guilist.statuses.${status.status}`)}
        </strong>
      </p>
      {status.description && <p className="vt-system-check__description">{status.description}</p>}
      {reasons.length > 0 && (
        <ul className="vt-system-check__reasons" aria-label={t('guilist.reasons')}>
          {reasons.map((reason, index) => (
            <li key={`${reason.object?.id ?? ''}-${index}`}>
              <bdi>{reason.message}</bdi>
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
