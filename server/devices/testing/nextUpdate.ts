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
