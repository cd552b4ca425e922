/** Waits for the objectUpdate of one device and action (other devices' updates pass by). */
import type { Subscription } from '../../testing/apiClient';

type ObjectUpdate = ObjectUpdatePayload['objectUpdate'];

export interface ObjectUpdatePayload {
  objectUpdate: { id: string; action: string; healthStatus?: string | null; channelStatus?: string | null };
}

/** `matches` passes the device's updates of that action before the one asked for: a camera whose
 *  source is still starting on a loaded machine may say STATUS OFF before NORMAL. */
export async function nextUpdate(
  updates: Subscription<ObjectUpdatePayload>,
  id: string,
  action: string,
  matches: (update: ObjectUpdate) => boolean = () => true,
): Promise<ObjectUpdate> {
  for (;;) {
    const update = (await updates.next(10_000)).data?.objectUpdate;
    if (update?.id === id && update.action === action && matches(update)) return update;
  }
}
