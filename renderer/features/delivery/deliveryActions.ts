/** What a user may do with a video request in the delivery manager (spec 2 §4 Delivery manager):
 *  the actions by status, for an administrator or the request's owner only. */
import type { VideoRequestStatus } from '../../../shared/video/deliveryConstants';

export type DeliveryAction = 'pause' | 'resume' | 'remove' | 'resubmit' | 'download';

export interface DeliveryRequestLike {
  status: VideoRequestStatus;
  userId?: string | null;
  files?: readonly unknown[] | null;
}

export interface DeliveryViewer {
  userId: string;
  isAdmin: boolean;
}

/** Spec 2 §4, status by status; Completed needs files to be opened for download. */
const ACTIONS_BY_STATUS: Record<VideoRequestStatus, readonly DeliveryAction[]> = {
  QUEUED: ['pause', 'remove'],
  PROCESSING: ['pause', 'remove'],
  EXPORTING: ['pause', 'remove'],
  PAUSED: ['resume', 'remove'],
  FAILED: ['resubmit'],
  COMPLETED: ['download'],
  CANCELED: [],
};

/** Admins or the owner act on a request; others see it without actions. */
export function mayActOn(request: DeliveryRequestLike, viewer: DeliveryViewer): boolean {
  return viewer.isAdmin || (request.userId != null && request.userId === viewer.userId);
}

export function deliveryActions(request: DeliveryRequestLike, viewer: DeliveryViewer): DeliveryAction[] {
  if (!mayActOn(request, viewer)) return [];
  return ACTIONS_BY_STATUS[request.status].filter(
    (action) => action !== 'download' || (request.files?.length ?? 0) > 0,
  );
}

/** The requests 'Remove all requests' cancels: those that can be removed and the viewer may act
 *  on (an administrator: any user's). */
export function removableRequests<T extends DeliveryRequestLike>(requests: readonly T[], viewer: DeliveryViewer): T[] {
  return requests.filter((request) => deliveryActions(request, viewer).includes('remove'));
}
