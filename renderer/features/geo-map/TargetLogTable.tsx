/** A target log (spec 3 §2.1 live and archive target logs): one row per report, newest first. */
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../graphql';
import type { TargetFields } from './geoMapDocuments';

export type TargetRow = ResultOf<typeof TargetFields>;

export function TargetLogTable({ rows }: { rows: readonly TargetRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="vt-widget-message">{t('geoMap.targets.empty')}</p>;
  return (
    <table className="vt-geo-target-log">
      <thead>
        <tr>
          <th>{t('geoMap.targets.time')}</th>
          <th>{t('geoMap.targets.target')}</th>
          <th>{t('geoMap.targets.position')}</th>
          <th>{t('geoMap.targets.witnesses')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.targetId}-${row.modifiedAt}-${index}`} data-target={row.targetId}>
            <td>{row.modifiedAt ? new Date(row.modifiedAt).toLocaleTimeString() : ''}</td>
            <td>{row.classification ?? row.type ?? row.targetId}</td>
            <td>
              {row.position?.lat?.toFixed(5)}, {row.position?.lng?.toFixed(5)}
            </td>
            <td>{(row.witnesses ?? []).map((w) => w.name ?? w.id).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
