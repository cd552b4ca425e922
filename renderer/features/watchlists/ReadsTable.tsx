/** The table of the plate and face reads (issue 32): a captioned table in a region that scrolls
 *  sideways on a narrow page, its column headings, and each read's crop, camera and time as they show. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../ui';

export interface ReadsTableProps {
  caption: string;
  className: string;
  columns: readonly string[];
  /** The reads' rows. */
  children: ReactNode;
}

export function ReadsTable({ caption, className, columns, children }: ReadsTableProps) {
  return (
    // A narrow page scrolls the table sideways; the region takes the focus so keys scroll it too.
    <div className="vt-plate-reads__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={className}>
        <caption className={VISUALLY_HIDDEN}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A read's crop, as the platform sent it (a JPEG in base64). */
export function ReadCrop({ className, crop, alt }: { className: string; crop: string; alt: string }) {
  return <img className={className} src={`data:image/jpeg;base64,${crop}`} alt={alt} />;
}

/** The camera that saw a read, by name (its id where the name is unknown). */
export function ReadCameraCell({
  cameraId,
  cameraNames,
}: {
  cameraId: string;
  cameraNames: ReadonlyMap<string, string>;
}) {
  return (
    <td>
      <bdi>{cameraNames.get(cameraId) ?? cameraId}</bdi>
    </td>
  );
}

/** When a read was seen, in the console's language. */
export function ReadTimeCell({ time }: { time: number }) {
  const { i18n } = useTranslation();
  return <td>{new Date(time).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}</td>;
}
