/** Targets archive (spec 3 §2.6): the target log of a past period read with targets(filter). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TargetsQuery } from './geoMapDocuments';
import { TargetLogTable } from './TargetLogTable';
import './geoMap.css';

const PERIODS_MIN = [5, 15, 60, 24 * 60] as const;

export function TargetsArchiveWidget() {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number>(15);
  const [to, setTo] = useState(() => Date.now());
  const [{ data, error, fetching }] = useQuery({
    query: TargetsQuery,
    variables: { filter: { from: to - minutes * 60_000, to, limit: 1000 } },
  });
  return (
    <div className="vt-geo-target-archive">
      <div className="vt-geo-toolbar">
        <label>
          {t('geoMap.targets.period')}
          <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
            {PERIODS_MIN.map((m) => (
              <option key={m} value={m}>
                {t('geoMap.targets.lastMinutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setTo(Date.now())}>
          {t('geoMap.targets.refresh')}
        </button>
      </div>
      {error && <p role="alert">{error.message}</p>}
      {fetching && !data ? (
        <p className="vt-muted">{t('geoMap.loading')}</p>
      ) : (
        <TargetLogTable rows={data?.targets ?? []} />
      )}
    </div>
  );
}
