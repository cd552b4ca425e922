/** The delivery manager's filters (spec 2 §4): Period, Status (Processing includes Exporting),
 *  Type and Filter by text; canceled requests are never listed. */
import {
  DELIVERY_STATUS_FILTER_MATCHES,
  type DeliveryStatusFilter,
  type VideoRequestStatus,
  type VideoRequestType,
} from '../../../shared/video/deliveryConstants';

export interface DeliveryFilter {
  periodHours: number;
  status: DeliveryStatusFilter;
  type: VideoRequestType;
  text: string;
}

export interface FilterableRequest {
  id: string;
  status: VideoRequestStatus;
  type?: VideoRequestType | null;
  createdAt?: number | null;
}

const MS_PER_HOUR = 3_600_000;

/** Whether a request shows under the filter; `deviceName` is what the text filter also reads. */
export function matchesDeliveryFilter(
  request: FilterableRequest,
  deviceName: string,
  filter: DeliveryFilter,
  now: number,
): boolean {
  if (request.status === 'CANCELED') return false;
  if (request.createdAt != null && request.createdAt < now - filter.periodHours * MS_PER_HOUR) return false;
  if ((request.type ?? 'Manual') !== filter.type) return false;
  if (filter.status !== 'ALL' && !DELIVERY_STATUS_FILTER_MATCHES[filter.status].includes(request.status)) return false;
  const text = filter.text.trim().toLowerCase();
  if (!text) return true;
  return [request.id, deviceName, request.status].some((field) => field.toLowerCase().includes(text));
}
