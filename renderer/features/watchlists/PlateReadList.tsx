/** Plate reads as a table (issue 32): each passage's crop, plate, camera, time, confidence and the
 *  watchlists it was on; shared by the read search and a camera's VAE page. */
import { useTranslation } from 'react-i18next';
import type { PlateReadRecord } from './watchlistDocuments';
import { ReadCameraCell, ReadCrop, ReadsTable, ReadTimeCell } from './ReadsTable';

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
  const columns = [
    t('watchlists.reads.crop'),
    t('watchlists.plate'),
    ...(oneCamera ? [] : [t('watchlists.reads.camera')]),
    t('watchlists.reads.time'),
    t('watchlists.reads.confidence'),
    t('watchlists.reads.lists'),
  ];
  return (
    <ReadsTable caption={caption} className="vt-admin-table vt-plate-reads" columns={columns}>
      {reads.map((read) => (
        <tr key={read.id} data-plate={read.text} className={read.eventId ? 'vt-plate-reads__hit' : undefined}>
          <td>
            <ReadCrop
              className="vt-plate-reads__crop"
              crop={read.crop}
              alt={t('watchlists.reads.cropAlt', { plate: read.text })}
            />
          </td>
          <td>
            <span className="vt-plate" dir="ltr">
              {read.text}
            </span>
          </td>
          {!oneCamera && <ReadCameraCell cameraId={read.cameraId} cameraNames={cameraNames} />}
          <ReadTimeCell time={read.time} />
          <td>{percent.format(read.confidence)}</td>
          <td>
            <bdi>{read.watchlists.join(', ')}</bdi>
          </td>
        </tr>
      ))}
    </ReadsTable>
  );
}
