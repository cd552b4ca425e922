/** One request of the delivery manager's table: id, device name, from, duration, status with
 *  progress, and the actions this viewer may take (spec 2 §4 Delivery manager). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { type DeliveryAction, deliveryActions, type DeliveryViewer } from './deliveryActions';
import type { VideoRequestItem } from './deliveryDocuments';
import { formatClipDuration } from './formatClipDuration';
import { formatEta } from './formatEta';
import { useDateTimeFormat } from './useDateTimeFormat';

export interface DeliveryRequestRowProps {
  /** The row's place in the table, and the table's measuring ref (a long table renders only the
   *  rows in view and measures them). */
  index?: number;
  ref?: (row: Element | null) => void;
  request: VideoRequestItem;
  /** The device's name, or 'Device not found'. */
  deviceName: string;
  viewer: DeliveryViewer;
  onAction: (action: DeliveryAction) => void;
}

const IN_PROGRESS = new Set(['PROCESSING', 'EXPORTING']);

export function DeliveryRequestRow({ index, ref, request, deviceName, viewer, onAction }: DeliveryRequestRowProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const actions = deliveryActions(request, viewer);
  const percent = request.size ? Math.min(100, Math.floor(((request.downloaded ?? 0) / request.size) * 100)) : 0;

  return (
    <tr ref={ref} data-index={index} data-request={request.id}>
      <td>
        <bdi>{request.id}</bdi>
      </td>
      <td>
        <bdi>{deviceName}</bdi>
      </td>
      <td>{request.startTime != null ? formatTime(request.startTime) : ''}</td>
      <td>{formatClipDuration((request.endTime ?? 0) - (request.startTime ?? 0))}</td>
      <td>
        <span className={`vt-delivery__status vt-delivery__status--${request.status.toLowerCase()}`}>
          {t(`video.delivery.manager.statuses.${request.status}`)}
        </span>
        {IN_PROGRESS.has(request.status) && (
          <span className="vt-delivery__progress">
            <progress max={100} value={percent} aria-label={t(`video.delivery.manager.statuses.${request.status}`)} />
            {t('video.delivery.manager.progress', { percent, eta: formatEta(request.eta, t) })}
          </span>
        )}
        {request.status === 'FAILED' && request.note && <bdi className="vt-delivery__note">{request.note}</bdi>}
      </td>
      <td className="vt-delivery__actions">
        {actions.map((action) => (
          <Button key={action} variant="quiet" onClick={() => onAction(action)}>
            {t(`video.delivery.manager.actions.${action}`)}
          </Button>
        ))}
      </td>
    </tr>
  );
}
