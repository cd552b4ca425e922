/** An administration table (spec 3 §2.12): a header row and a row per item, each row's cells the
 *  screen's own; the device sections' lists, the device and camera logs, an avatar's API keys and
 *  the discovery's findings share its look. */
import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import './adminKit.css';

export interface AdminTableProps<T> {
  columns: readonly ReactNode[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The row's cells (<td> elements). */
  cells: (row: T) => ReactNode;
  /** Attributes of a row (data-* for tests and styling). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** The table's accessible name, when no heading names it. */
  label?: string;
  /** What a row opens under it across the table's width (null while closed). */
  detail?: (row: T) => ReactNode;
  /** The opened row's id, for the aria-controls of the button that opens it. */
  detailId?: (row: T) => string;
}

export function AdminTable<T>(props: AdminTableProps<T>) {
  const { columns, rows, rowKey, cells, rowProps, label, detail, detailId } = props;
  return (
    <table className="vt-admin-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const opened = detail?.(row);
          return (
            <Fragment key={rowKey(row)}>
              <tr {...rowProps?.(row)}>{cells(row)}</tr>
              {opened != null && (
                <tr className="vt-admin-table__detail" id={detailId?.(row)}>
                  <td colSpan={columns.length}>{opened}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
