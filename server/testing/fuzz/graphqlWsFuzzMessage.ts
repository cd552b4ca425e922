/** GraphQL WebSocket frames for the fault suite (graphql-transport-ws, design.md §4, bent): broken
 *  JSON, JSON that is no message, unknown types, subscribe before connection_init, repeated
 *  connection_init, ids reused while their subscription runs, payloads of the wrong shape, the
 *  schema's subscriptions with fuzzed arguments, binary garbage and frames over the size limit. */
import type { GraphQLSchema } from 'graphql';
import { brokenDocument, operation } from './graphqlFuzzBody';
import { malformedBody } from './malformedBody';
import { malformedValue } from './malformedValue';
import type { Random } from './seededRandom';

/** Few ids, so a valid subscribe often reuses one that is still running. */
const IDS = ['1', '2', 'a'];
const TYPES = [
  '',
  'CONNECTION_INIT',
  'start',
  'stop',
  'data',
  'next',
  'ka',
  'connection_terminate',
  'connection_ack',
  '__proto__',
  'x'.repeat(500),
];
/** Past the socket's 1 MiB frame limit. */
const OVER_LIMIT = 1024 * 1024 + 16;

export const connectionInit = (random: Random): string =>
  JSON.stringify({
    type: 'connection_init',
    ...(random.chance(0.2) && {
      payload: random.chance(0.5) ? { headers: malformedValue(random) } : malformedValue(random),
    }),
  });

/** One subscribe message with the schema's subscriptions, as the console sends them, or bent. */
function subscribe(random: Random, schema: GraphQLSchema): Record<string, unknown> {
  const root = schema.getSubscriptionType();
  const id = random.chance(0.9) ? random.pick(IDS) : malformedValue(random);
  const roll = random.next();
  let payload: unknown;
  if (roll < 0.5 && root) payload = operation(random, root, 'subscription');
  else if (roll < 0.65) payload = brokenDocument(random);
  else if (roll < 0.8) payload = { query: malformedValue(random) };
  else if (roll < 0.9)
    payload = {
      query: 'subscription { sessionClose { reason } }',
      variables: malformedValue(random),
      operationName: malformedValue(random),
    };
  else
    payload = random.pick([
      undefined,
      null,
      'subscription { sessionClose { reason } }',
      [],
      { kind: 'Document', definitions: [] },
    ]);
  return { id, type: 'subscribe', payload };
}

/** A frame the console could send: one of the schema's subscriptions (some with arguments the
 *  platform refuses), the end of one, or a ping. */
export function consoleMessage(random: Random, schema: GraphQLSchema): string {
  const root = schema.getSubscriptionType();
  const roll = random.next();
  if (roll < 0.7 && root)
    return JSON.stringify({
      id: random.pick(IDS),
      type: 'subscribe',
      payload: operation(random, root, 'subscription'),
    });
  if (roll < 0.9) return JSON.stringify({ id: random.pick(IDS), type: 'complete' });
  return JSON.stringify({ type: 'ping' });
}

export function graphqlWsFuzzMessage(random: Random, schema: GraphQLSchema): string | Buffer {
  switch (random.int(12)) {
    case 0:
      return malformedBody(random);
    case 1:
      return Buffer.from(Array.from({ length: 1 + random.int(2048) }, () => random.int(256)));
    case 2:
      return JSON.stringify(
        random.pick<unknown>([null, 42, [], 'connection_init', true, [{ type: 'connection_init' }]]),
      );
    case 3:
      return JSON.stringify({ type: random.pick(TYPES), id: random.pick(IDS) });
    case 4:
      return connectionInit(random);
    case 5:
      return JSON.stringify({ type: 'complete', id: random.chance(0.8) ? random.pick(IDS) : malformedValue(random) });
    case 6:
      return JSON.stringify({
        type: random.pick(['ping', 'pong']),
        ...(random.chance(0.3) && { payload: malformedValue(random) }),
      });
    case 7:
      if (random.chance(0.2)) return JSON.stringify({ type: 'connection_init', payload: 'x'.repeat(OVER_LIMIT) });
      return JSON.stringify({
        ...(malformedValue(random) as object),
        type: random.pick(['subscribe', 'connection_init']),
      });
    default:
      return JSON.stringify(subscribe(random, schema));
  }
}
