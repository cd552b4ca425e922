/** Face passages as a table (issue 32: non-matches are searchable): each passage's crop, camera,
 *  time, the person it matched (or unknown), the nearest enrolled person with their distance, and
 *  the watchlists it was on. */
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../ui';
import type { FaceReadRecord } from './watchlistDocuments';

export interface FaceReadListProps {
  reads: readonly FaceReadRecord[];
  /** Camera names by id (the id shows where a name is unknown). */
  cameraNames: ReadonlyMap<string, string>;
  caption: string;
}

export function FaceReadList({ reads, cameraNames, caption }: FaceReadListProps) {
  const { t, i18n } = useTranslation();
  const distance = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    // A narrow page scrolls the table sideways; the region takes the focus so keys scroll it too.
    <div className="vt-plate-reads__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="vt-admin-table vt-plate-reads vt-face-reads">
        <caption className={VISUALLY_HIDDEN}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('watchlists.reads.crop')}</th>
            <th scope="col">{t('watchlists.faces.person')}</th>
            <th scope="col">{t('watchlists.reads.camera')}</th>
            <th scope="col">{t('watchlists.reads.time')}</th>
            <th scope="col">{t('watchlists.faces.nearest')}</th>
            <th scope="col">{t('watchlists.reads.lists')}</th>
          </tr>
        </thead>
        <tbody>
          {reads.map((read) => {
            const person = read.matched ? (read.nearestName ?? '') : t('watchlists.faces.unknown');
            return (
              <tr key={read.id} data-track={read.trackId} className={read.matched ? 'vt-plate-reads__hit' : undefined}>
                <td>
                  <img
                    className="vt-face-reads__crop"
                    src={`data:image/jpeg;base64,${read.crop}`}
                    alt={t('watchlists.faces.cropAlt', { person })}
                  />
                </td>
                <td>
                  <bdi>{person}</bdi>
                </td>
                <td>
                  <bdi>{cameraNames.get(read.cameraId) ?? read.cameraId}</bdi>
                </td>
                <td>
                  {new Date(read.time).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })}
                </td>
                <td>
                  {read.nearestName === null || read.nearestDistance === null ? (
                    t('watchlists.faces.noneEnrolled')
                  ) : (
                    <>
                      <bdi>{read.nearestName}</bdi> ({distance.format(read.nearestDistance)})
                    </>
                  )}
                </td>
                <td>
                  <bdi>{read.watchlists.join(', ')}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
