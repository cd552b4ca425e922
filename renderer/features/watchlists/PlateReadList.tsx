/** Plate reads as a table (issue 32): each passage's crop, plate, camera, time, confidence and the
 *  watchlists it was on; shared by the read search and a camera's VAE page. */
import { useTranslation } from 'react-i18next';
import type { PlateReadRecord } from './watchlistDocuments';
import { VISUALLY_HIDDEN } from '../../ui';

export interface PlateReadListProps {
  reads: readonly PlateReadRecord[];
  /** Camera names by id (the id shows where a name is unknown). */
  cameraNames: ReadonlyMap<string, string>;
  caption: string;
  /** Leaves the camera column out (a camera's own page). */
  oneCamera?: boolean;
}

export function PlateReadList({ reads, cameraNames, caption, oneCamera = false }: PlateReadListProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    // A narrow page scrolls the table sideways; the region takes the focus so keys scroll it too.
    <div className="vt-plate-reads__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="vt-admin-table vt-plate-reads">
        <caption className={VISUALLY_HIDDEN}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('watchlists.reads.crop')}</th>
            <th scope="col">{t('watchlists.plate')}</th>
            {!oneCamera && <th scope="col">{t('watchlists.reads.camera')}</th>}
            <th scope="col">{t('watchlists.reads.time')}</th>
            <th scope="col">{t('watchlists.reads.confidence')}</th>
            <th scope="col">{t('watchlists.reads.lists')}</th>
          </tr>
        </thead>
        <tbody>
          {reads.map((read) => (
            <tr key={read.id} data-plate={read.text} className={read.eventId ? 'vt-plate-reads__hit' : undefined}>
              <td>
                <img
                  className="vt-plate-reads__crop"
                  src={`data:image/jpeg;base64,${read.crop}`}
                  alt={t('watchlists.reads.cropAlt', { plate: read.text })}
                />
              </td>
              <td>
                <span className="vt-plate" dir="ltr">
                  {read.text}
                </span>
              </td>
              {!oneCamera && (
                <td>
                  <bdi>{cameraNames.get(read.cameraId) ?? read.cameraId}</bdi>
                </td>
              )}
              <td>{new Date(read.time).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}</td>
              <td>{percent.format(read.confidence)}</td>
              <td>
                <bdi>{read.watchlists.join(', ')}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
