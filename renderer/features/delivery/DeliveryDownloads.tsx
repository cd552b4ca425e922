/** The delivery manager's download sub-screen (spec 2 §2): Back, Download all, the files (From,
 *  Duration, Size) and when they expire; links carry the viewer's time-zone offset. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { VideoRequestItem } from './deliveryDocuments';
import { downloadHref } from './downloadHref';
import { formatClipDuration } from './formatClipDuration';
import { formatSize } from './formatSize';
import { useDateTimeFormat } from './useDateTimeFormat';

export interface DeliveryDownloadsProps {
  request: VideoRequestItem;
  onBack: () => void;
}

export function DeliveryDownloads({ request, onBack }: DeliveryDownloadsProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const files = request.files ?? [];
  const expired = files.some((file) => file.expired) || (request.expiredAt != null && request.expiredAt < Date.now());

  function downloadAll() {
    for (const file of files) {
      const link = document.createElement('a');
      link.href = downloadHref(file.href);
      link.download = '';
      link.rel = 'noopener';
      link.click();
    }
  }

  return (
    <section className="vt-delivery__downloads" aria-label={t('video.delivery.manager.files', { id: request.id })}>
      <div className="vt-delivery__toolbar">
        <Button variant="secondary" onClick={onBack}>
          {t('video.delivery.manager.back')}
        </Button>
        <Button onClick={downloadAll} disabled={expired || files.length === 0}>
          {t('video.delivery.manager.downloadAll')}
        </Button>
      </div>
      <table className="vt-delivery__table">
        <thead>
          <tr>
            <th scope="col">{t('video.delivery.manager.columns.from')}</th>
            <th scope="col">{t('video.delivery.manager.columns.duration')}</th>
            <th scope="col">{t('video.delivery.manager.columns.size')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.href}>
              <td>
                {expired ? (
                  formatTime(file.startTime ?? 0)
                ) : (
                  <a href={downloadHref(file.href)} download>
                    {formatTime(file.startTime ?? 0)}
                  </a>
                )}
              </td>
              <td>{formatClipDuration((file.endTime ?? 0) - (file.startTime ?? 0))}</td>
              <td>{formatSize(file.size)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vt-delivery__expiry">
        {expired
          ? t('video.delivery.manager.expired')
          : request.expiredAt != null && t('video.delivery.manager.expiresAt', { date: formatTime(request.expiredAt) })}
      </p>
    </section>
  );
}
