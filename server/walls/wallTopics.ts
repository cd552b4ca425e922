/** The event-bus topics of video walls (issue 30): consoles follow a realm's walls, a paired
 *  display page follows its own display. Payloads carry ids only; subscribers read the wall again,
 *  so what they see is what the database holds (in every platform process). */
import type { EventBus } from '../events';

export const wallTopics = {
  /** Any change to a realm's walls: `{ wallId }`. */
  realm: (realmId: string) => `videoWalls:${realmId}`,
  /** A display's content, name or pairing changed: `{}`. */
  display: (wallId: string, index: number) => `wallDisplay:${wallId}:${index}`,
} as const;

/** Publishes wall changes on the bus under wallTopics. */
export interface WallPublisher {
  wall(realmId: string, wallId: string): Promise<void>;
  display(wallId: string, index: number): Promise<void>;
}

export function wallPublisher(bus: EventBus): WallPublisher {
  return {
    wall: (realmId, wallId) => bus.publish(wallTopics.realm(realmId), { wallId }),
    display: (wallId, index) => bus.publish(wallTopics.display(wallId, index), {}),
  };
}
