/** Face passages as a table (issue 32: non-matches are searchable): each passage's crop, camera,
 *  time, the person it matched (or unknown), the nearest enrolled person with their distance, and
 *  the watchlists it was on. */
import { useTranslation } from 'react-i18next';
import { ReadCameraCell, ReadCrop, ReadsTable, ReadTimeCell } from './ReadsTable';
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
  const columns = [
    t('watchlists.reads.crop'),
    t('watchlists.faces.person'),
    t('watchlists.reads.camera'),
    t('watchlists.reads.time'),
    t('watchlists.faces.nearest'),
    t('watchlists.reads.lists'),
  ];
  return (
    <ReadsTable caption={caption} className="vt-admin-table vt-plate-reads vt-face-reads" columns={columns}>
      {reads.map((read) => {
        const person = read.matched ? (read.nearestName ?? '') : t('watchlists.faces.unknown');
        return (
          <tr key={read.id} data-track={read.trackId} className={read.matched ? 'vt-plate-reads__hit' : undefined}>
            <td>
              <ReadCrop
                className="vt-face-reads__crop"
                crop={read.crop}
                alt={t('watchlists.faces.cropAlt', { person })}
              />
            </td>
            <td>
              <bdi>{person}</bdi>
            </td>
            <ReadCameraCell cameraId={read.cameraId} cameraNames={cameraNames} />
            <ReadTimeCell time={read.time} />
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
    </ReadsTable>
  );
}
