/** The fault suite's GraphQL WebSocket part: sockets on the subscription path (signed in, from the
 *  console's origin), most of them initialised as the console does, each sent a few frames of
 *  graphqlWsFuzzMessage. Every frame the platform sends must be a graphql-ws message, every error a
 *  readable message (not a leaked JavaScript error), and every socket the platform closes must carry
 *  a code the protocol defines with its reason: no socket may just drop. */
import type { GraphQLSchema } from 'graphql';
import WebSocket from 'ws';
import { driveConcurrently } from './driveConcurrently';
import { connectionInit, consoleMessage, graphqlWsFuzzMessage } from './graphqlWsFuzzMessage';
import type { Random } from './seededRandom';

const MESSAGES_PER_SOCKET = 5;
const LOOPS = 4;
/** Server → client message types of graphql-transport-ws, and of the older graphql-ws. */
const SERVER_TYPES = new Set([
  'connection_ack',
  'ping',
  'pong',
  'next',
  'error',
  'complete',
  'connection_error',
  'ka',
  'data',
]);
/** Closes the platform may make, each a refusal the client can read: graphql-transport-ws's
 *  (4400 bad message, 4401 subscribe before connection_init, 4403 session ended, 4409 duplicate id,
 *  4429 too many), 1000 in answer to connection_terminate, and RFC 6455's for frames ws's parser
 *  refuses before any JSON is read: 1009 a frame over the size limit, 1007 a text frame that is not
 *  UTF-8, 1002 a frame the protocol does not allow (reserved opcode or bits, an unmasked frame). */
const REFUSALS = new Set([4400, 4401, 4403, 4409, 4429, 1000, 1009, 1007, 1002]);
/** Ends without a stated reason: 1005 a close frame with no code, 1006 no close frame at all. */
const NO_CODE = new Set([1005, 1006]);
/** What a JavaScript error leaks when it reaches the client untranslated. */
const LEAKED_ERROR = /Cannot (read|destructure|convert)|is not (iterable|a function|defined)|undefined|TypeError/;

/** An error's own words, without what it quotes of the client's document ('Syntax Error:
 *  Unexpected Name "undefined10"' quotes the fuzzer's text, which may hold any of those words). */
const ownWords = (text: string): string => text.replace(/"[^"]*"/g, '""');

export interface GraphqlSocketFuzzFigures {
  sockets: number;
  messages: number;
  /** Close codes the platform sent, by code. */
  closes: Record<string, number>;
  /** Error messages the platform answered with (not closes). */
  errors: number;
  /** Sockets the platform closed without a code (1005) or dropped without a close frame (1006):
   *  each is also a problem, with the frames that led to it. */
  abnormal: number;
  problems: string[];
}

export async function fuzzGraphqlSockets(options: {
  random: Random;
  most: number;
  ms: number;
  url: string;
  cookie: string;
  origin: string;
  schema: GraphQLSchema;
}): Promise<GraphqlSocketFuzzFigures> {
  const { random, schema } = options;
  const figures: GraphqlSocketFuzzFigures = {
    sockets: 0,
    messages: 0,
    closes: {},
    errors: 0,
    abnormal: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (figures.problems.length < 50) figures.problems.push(text);
  };
  await driveConcurrently(LOOPS, options.most, options.ms, async (i) => {
    const protocol = random.chance(0.9) ? 'graphql-transport-ws' : 'graphql-ws';
    const socket = new WebSocket(options.url, protocol, {
      headers: { cookie: options.cookie, origin: options.origin },
    });
    figures.sockets += 1;
    const received: string[] = [];
    let closedByUs = false;
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('message', (data) => received.push(String(data)));
    socket.on('error', () => undefined); // judged by the close that follows
    await new Promise<void>((resolve) => {
      socket.once('open', () => resolve());
      socket.once('close', () => resolve());
    });
    const sent: string[] = [];
    const send = (frame: string | Buffer) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      socket.send(frame);
      sent.push(typeof frame === 'string' ? frame.slice(0, 120) : `<${frame.length} bytes>`);
      figures.messages += 1;
    };
    // Mostly as the console starts (init, a few subscriptions), then the malformed frames.
    if (random.chance(0.8)) send(connectionInit(random));
    const wellFormed = random.int(4);
    for (let m = 0; m < wellFormed; m += 1) send(consoleMessage(random, schema));
    for (let m = wellFormed; m < MESSAGES_PER_SOCKET; m += 1) {
      send(random.chance(0.5) ? consoleMessage(random, schema) : graphqlWsFuzzMessage(random, schema));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
      closedByUs = true;
      socket.close(1000);
    }
    const close = await Promise.race([
      closed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000)),
    ]);
    const what = `ws #${i} ${protocol} [${sent.join(' | ')}]`;
    if (!close) {
      problem(`${what}: the socket did not close`);
      socket.terminate();
      return;
    }
    if (!closedByUs) {
      figures.closes[String(close.code)] = (figures.closes[String(close.code)] ?? 0) + 1;
      if (NO_CODE.has(close.code)) {
        figures.abnormal += 1;
        problem(`${what}: ended by the platform without a code (${close.code})`);
      } else if (!REFUSALS.has(close.code)) {
        problem(`${what}: closed by the platform with ${close.code} '${close.reason}'`);
      } else if (close.code >= 4000 && close.reason === '') {
        problem(`${what}: closed with ${close.code} and no reason`);
      }
    }
    for (const text of received) {
      let message: { type?: unknown; payload?: unknown };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        problem(`${what}: sent a frame that is not JSON: ${text.slice(0, 200)}`);
        continue;
      }
      if (typeof message.type !== 'string' || !SERVER_TYPES.has(message.type)) {
        problem(`${what}: sent an unknown message ${text.slice(0, 200)}`);
      }
      if (message.type === 'error' || message.type === 'connection_error') {
        figures.errors += 1;
        const errors = [message.payload].flat() as Array<{ message?: unknown } | null>;
        for (const error of errors) {
          const text = error?.message;
          if (typeof text !== 'string' || text === '')
            problem(`${what}: an error without a message: ${JSON.stringify(message).slice(0, 200)}`);
          else if (LEAKED_ERROR.test(ownWords(text)))
            problem(`${what}: an error that leaks a JavaScript error: ${text.slice(0, 200)}`);
        }
      }
    }
  });
  return figures;
}
