/** Mercurius's pubsub over the platform's event bus, so subscriptions receive what any
 *  service (in this process or, with PostgreSQL, another one) publishes. */
import type { Readable } from 'node:stream';
import type { EventBus } from '../events/eventBus';

type Queue = Readable & { close?: Array<() => void> };

export class BusPubSub {
  constructor(private readonly bus: EventBus) {}

  subscribe(topic: string, queue: Queue): Promise<void> {
    const off = this.bus.subscribe(topic, (payload) => {
      // The subscriber may be gone by the time a message arrives.
      if (!queue.destroyed && !queue.readableEnded) queue.push(payload);
    });
    queue.close ??= [];
    queue.close.push(off);
    return Promise.resolve();
  }

  publish(event: { topic: string; payload: unknown }, callback: (err?: Error) => void): void {
    this.bus.publish(event.topic, event.payload).then(
      () => callback(),
      (err: Error) => callback(err),
    );
  }
}
