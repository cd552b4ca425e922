/** Opens a subscription on one event-bus topic through Mercurius's per-subscription context. */
import type { GraphQLContext } from '../access';

interface SubscriptionContext {
  pubsub: { subscribe(topic: string): Promise<AsyncIterable<unknown>> };
}

export function subscribeTopic(ctx: GraphQLContext, topic: string): Promise<AsyncIterable<unknown>> {
  return (ctx as GraphQLContext & SubscriptionContext).pubsub.subscribe(topic);
}
