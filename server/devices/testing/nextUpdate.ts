/** Waits for the objectUpdate of one device and action (other devices' updates pass by). */
import type { Subscription } from '../../testing/apiClient';

export interface ObjectUpdatePayload {
  objectUpdate: { id: string; action: string; healthStatus?: string | null; channelStatus?: string | null };
}

export async function nextUpdate(
  updates: Subscription<ObjectUpdatePayload>,
  id: string,
  action: string,
): Promise<ObjectUpdatePayload['objectUpdate']> {
  for (;;) {
    const update = (await updates.next(10_000)).data?.objectUpdate;
    if (update?.id === id && update.action === action) return update;
  }
}

/** Waits for the device's STATUS update with `healthStatus`, passing the ones before it: a camera
 *  whose source is still starting on a loaded machine may say OFF first. */
export async function statusBecomes(
  updates: Subscription<ObjectUpdatePayload>,
  id: string,
  healthStatus: string,
): Promise<ObjectUpdatePayload['objectUpdate']> {
  for (;;) {
    const update = await nextUpdate(updates, id, 'STATUS');
    if (update?.healthStatus === healthStatus) return update;
  }
}
