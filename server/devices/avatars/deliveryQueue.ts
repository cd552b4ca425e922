/** An avatar's delivery queue as the platform sees it (spec 3 §3.1 Avatar aspect delivery queue and
 *  turnaround time, §7.2 purgeAvatarQueue): its archive-on-demand requests waiting or in progress,
 *  those done lately, and cancelling the waiting ones. */

export interface QueuedDelivery {
  id: string;
  status: string;
  createdAt: number;
  updatedAt: number;
}

export interface DeliveryQueue {
  /** Requests of the avatar not yet done (QUEUED, PROCESSING, EXPORTING, PAUSED), oldest first. */
  pending(realmId: string, avatarId: string): Promise<QueuedDelivery[]>;
  /** Requests of the avatar completed since `since`. */
  completedSince(realmId: string, avatarId: string, since: number): Promise<QueuedDelivery[]>;
  /** Cancels the given requests; answers how many were cancelled. */
  cancel(realmId: string, ids: readonly string[]): Promise<number>;
}

export const PENDING_DELIVERY_STATUSES = ['QUEUED', 'PROCESSING', 'EXPORTING', 'PAUSED'] as const;
