/** Holds each GraphQL WebSocket to its protocol before Mercurius reads a frame (design.md §4:
 *  graphql-ws). Mercurius answers some violations with an error and lets others through: a frame
 *  that is JSON but no object closes the socket with no code and an error in the log; a subscribe
 *  without a payload, or with a query that is not text (a ready-made syntax tree, which skips the
 *  document limits), answers with an internal message; a second subscribe under an id still in use
 *  orphans the first, whose event-bus listener is never removed. Here every such frame closes the
 *  socket with the graphql-transport-ws code and a reason a developer can read, and Mercurius
 *  never sees it. */
import { getOperationAST, parse } from 'graphql';
import secureJson from 'secure-json-parse';
import WebSocket from 'ws';
import { listTooLong, longListAt } from '../http/listLengthLimit';
import { documentNestingProblem } from './limits/documentNestingProblem';
import { QUERY_LIMITS } from './limits/queryLimits';

/** Close codes of the graphql-transport-ws protocol. */
export const SUBSCRIPTION_CLOSE = {
  BAD_MESSAGE: 4400,
  UNAUTHORIZED: 4401,
  DUPLICATE_ID: 4409,
  TOO_MANY: 4429,
} as const;

/** RFC 6455's close code for an end both sides wanted. */
const NORMAL_CLOSURE = 1000;

/** Subscriptions one socket may hold at once: the console opens about ten. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;
/** Longest subscription id accepted (graphql-ws clients use UUIDs). */
const MAX_ID_LENGTH = 128;

interface Signals {
  init: string;
  subscribe: string;
  /** Client → server: the end of one subscription (passed on; the id is freed by the answer). */
  stop: string;
  /** Client → server: the end of the connection, answered here with a normal close. */
  terminate: string;
  /** Other client → server messages that need no check. */
  plain: readonly string[];
  /** Server → client messages that end a subscription. */
  ends: readonly string[];
}

/** graphql-transport-ws (the console's), and the older graphql-ws sub-protocol Mercurius also speaks. */
const PROTOCOLS: Record<string, Signals> = {
  'graphql-transport-ws': {
    init: 'connection_init',
    subscribe: 'subscribe',
    stop: 'complete',
    terminate: 'connection_terminate',
    plain: ['ping', 'pong'],
    ends: ['complete', 'error'],
  },
  'graphql-ws': {
    init: 'connection_init',
    subscribe: 'start',
    stop: 'stop',
    terminate: 'connection_terminate',
    plain: [],
    ends: ['complete', 'error'],
  },
};

interface Refusal {
  code: number;
  reason: string;
}

const refuse = (code: number, reason: string): Refusal => ({
  code,
  // A close reason holds at most 123 bytes.
  reason: Buffer.from(reason)
    .subarray(0, 123)
    .toString()
    .replace(/\uFFFD$/, ''),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a subscribe's document names nothing to run, checked here because Mercurius parses it
 *  and picks its operation before any hook (the document limits included) runs, and reads a
 *  missing operation as a JavaScript error it then sends to the client. A syntax error is left to
 *  Mercurius, which answers it as GraphQL does. */
function operationProblem(query: string, operationName: string | undefined): string | undefined {
  if (query.length > QUERY_LIMITS.documentLength) {
    return `the document is longer than ${QUERY_LIMITS.documentLength} characters`;
  }
  const nesting = documentNestingProblem(query);
  if (nesting) return nesting;
  let document;
  try {
    document = parse(query);
  } catch {
    return undefined;
  }
  if (getOperationAST(document, operationName)) return undefined;
  return operationName
    ? `no operation named '${operationName.slice(0, 40)}'`
    : 'the document holds several operations and no operationName, or none';
}

/** Screens every frame the socket receives; to be called before Mercurius handles the socket. */
export function guardSubscriptionSocket(socket: WebSocket): void {
  const signals = PROTOCOLS[socket.protocol];
  if (!signals) return; // Mercurius refuses other sub-protocols itself (1002)
  let initialised = false;
  let refused = false;
  const active = new Set<string>();

  const screen = (data: unknown): Refusal | undefined => {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return refuse(SUBSCRIPTION_CLOSE.BAD_MESSAGE, 'Invalid message received: not JSON');
    }
    if (!isRecord(message) || typeof message.type !== 'string') {
      return refuse(SUBSCRIPTION_CLOSE.BAD_MESSAGE, 'Invalid message received: an object with a type is expected');
    }
    try {
      // Mercurius reads frames with secure-json-parse, which throws on these keys: it would answer
      // with an error and skip the frame (a connection_init so skipped left the socket
      // uninitialised, and Mercurius closed it without a code at the next subscribe).
      secureJson.scan(message);
    } catch {
      return refuse(
        SUBSCRIPTION_CLOSE.BAD_MESSAGE,
        'Invalid message received: __proto__ and constructor.prototype keys are not allowed',
      );
    }
    const { type, id, payload } = message;
    if (type === signals.init) {
      if (initialised) return refuse(SUBSCRIPTION_CLOSE.TOO_MANY, 'Too many initialisation requests');
      if (payload !== undefined && payload !== null && !isRecord(payload)) {
        return refuse(
          SUBSCRIPTION_CLOSE.BAD_MESSAGE,
          'Invalid message received: connection_init payload must be an object',
        );
      }
      const headers = isRecord(payload) ? payload.headers : undefined;
      if (
        headers !== undefined &&
        headers !== null &&
        (!isRecord(headers) || Object.values(headers).some((value) => typeof value !== 'string'))
      ) {
        // Mercurius copies these into the request's headers, where anything but text throws.
        return refuse(
          SUBSCRIPTION_CLOSE.BAD_MESSAGE,
          'Invalid message received: connection_init headers must be an object of texts',
        );
      }
      initialised = true;
      return undefined;
    }
    if (type === signals.subscribe) {
      if (!initialised) return refuse(SUBSCRIPTION_CLOSE.UNAUTHORIZED, 'Unauthorized: connection_init first');
      if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) {
        return refuse(
          SUBSCRIPTION_CLOSE.BAD_MESSAGE,
          `Invalid message received: ${type} needs an id of 1 to ${MAX_ID_LENGTH} characters`,
        );
      }
      if (!isRecord(payload) || typeof payload.query !== 'string') {
        return refuse(
          SUBSCRIPTION_CLOSE.BAD_MESSAGE,
          `Invalid message received: ${type} needs a payload with a query text`,
        );
      }
      const { variables, operationName } = payload;
      if (variables !== undefined && variables !== null && !isRecord(variables)) {
        return refuse(SUBSCRIPTION_CLOSE.BAD_MESSAGE, 'Invalid message received: variables must be an object');
      }
      // Mercurius runs no execution hook for subscriptions, where queries measure their lists; a
      // subscription's variables are filters, which no console fills past the limit (issue 27 #4).
      const longList = variables ? longListAt(variables, QUERY_LIMITS.listItems) : undefined;
      if (longList !== undefined) {
        return refuse(
          SUBSCRIPTION_CLOSE.BAD_MESSAGE,
          `Invalid message received: ${listTooLong(QUERY_LIMITS.listItems)} ($${longList})`,
        );
      }
      if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
        return refuse(SUBSCRIPTION_CLOSE.BAD_MESSAGE, 'Invalid message received: operationName must be a string');
      }
      const documentProblem = operationProblem(payload.query, operationName ?? undefined);
      if (documentProblem)
        return refuse(SUBSCRIPTION_CLOSE.BAD_MESSAGE, `Invalid message received: ${documentProblem}`);
      if (active.has(id)) return refuse(SUBSCRIPTION_CLOSE.DUPLICATE_ID, `Subscriber for ${id} already exists`);
      if (active.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
        return refuse(
          SUBSCRIPTION_CLOSE.TOO_MANY,
          `Too many subscriptions on one socket (${MAX_SUBSCRIPTIONS_PER_SOCKET})`,
        );
      }
      active.add(id);
      return undefined;
    }
    // Mercurius would close without a code; the client asked for the end, which is a normal one.
    if (type === signals.terminate) return refuse(NORMAL_CLOSURE, 'Connection terminated by the client');
    // The id stays taken until the platform has ended its subscription (below): Mercurius starts
    // a subscription asynchronously, and a complete that overtakes the start ends nothing.
    if (type === signals.stop || signals.plain.includes(type)) return undefined;
    return refuse(SUBSCRIPTION_CLOSE.BAD_MESSAGE, `Invalid message received: unknown type '${type.slice(0, 40)}'`);
  };

  // Listeners cannot stop one another: the frame is screened where the socket emits it.
  const emit = socket.emit.bind(socket) as (event: string | symbol, ...args: unknown[]) => boolean;
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'message') {
      if (refused) return true;
      const refusal = screen(args[0]);
      if (refusal) {
        refused = true;
        if (socket.readyState === WebSocket.OPEN) socket.close(refusal.code, refusal.reason);
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof socket.emit;

  // A subscription the platform ended (complete, also in answer to the client's, or error) frees its id.
  const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    if (typeof data === 'string' && !data.startsWith('{"type":"next"') && !data.startsWith('{"type":"data"')) {
      const sent = JSON.parse(data) as { type?: string; id?: unknown };
      if (typeof sent.id === 'string' && signals.ends.includes(sent.type ?? '')) active.delete(sent.id);
    }
    send(data, ...rest);
  }) as typeof socket.send;
}
