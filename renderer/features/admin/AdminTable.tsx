/** An administration table (spec 3 §2.12): a header row and a row per item, each row's cells the
 *  screen's own; the device sections' lists, the device and camera logs, an avatar's API keys and
 *  the discovery's findings share its look. */
import type { HTMLAttributes, Key, ReactNode } from 'react';
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
}

export function AdminTable<T>({ columns, rows, rowKey, cells, rowProps, label }: AdminTableProps<T>) {
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
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
