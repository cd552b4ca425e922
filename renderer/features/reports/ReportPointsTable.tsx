/** The report's points as a table beside its chart (issue 29), newest first; a long period
 *  (10,000 minute points) renders only the rows in view (useVirtualRows). */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualRows } from '../../ui';

export interface ReportPointsTableProps {
  points: ReadonlyArray<{ time: number; value?: number | null | undefined }>;
  format: (value: number | null | undefined) => string;
  /** Names the table (the metric and device). */
  label: string;
  /** Whether the points are hours apart: the date is then part of every time. */
  withDate: boolean;
}

const ROW_PX = 30;

export function ReportPointsTable({ points, format, label, withDate }: ReportPointsTableProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement | null>(null);
  const newestFirst = useMemo(() => [...points].reverse(), [points]);
  const rows = useVirtualRows({ count: newestFirst.length, scrollRef: scroller, estimateRowPx: ROW_PX });
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(
        i18n.language,
        withDate ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'medium' },
      ),
    [i18n.language, withDate],
  );
  return (
    // The scroller is focusable so a keyboard reaches rows beyond the first screenful.
    <div className="vt-report-table" ref={scroller} tabIndex={0} role="region" aria-label={label}>
      <table className="vt-admin-table">
        <thead>
          <tr>
            <th scope="col">{t('reports.table.time')}</th>
            <th scope="col" className="vt-report-table__value">
              {t('reports.table.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.before > 0 && <tr aria-hidden="true" style={{ blockSize: rows.before }} />}
          {rows.indexes.map((index) => {
            const point = newestFirst[index]!;
            return (
              <tr key={point.time} data-index={index} ref={rows.measure}>
                <td>{time.format(point.time)}</td>
                <td className="vt-report-table__value">
                  <bdi>{format(point.value)}</bdi>
                </td>
              </tr>
            );
          })}
          {rows.after > 0 && <tr aria-hidden="true" style={{ blockSize: rows.after }} />}
        </tbody>
      </table>
    </div>
  );
}
