/** The fault suite's never-initialised sockets (issue 27 #10: 1,000 anonymous GraphQL sockets
 *  that never sent connection_init were held for good, and a media socket sending only heartbeats
 *  stayed open for more than 90 s): GraphQL sockets that stay silent or only ping, and media
 *  sockets that send only `{}` heartbeats. The platform must close each with its protocol's code
 *  within its init wait, however many there are. */
import WebSocket from 'ws';
import { HEARTBEAT_MS, MEDIA_INIT_TIMEOUT_MS, MEDIA_WS_PATH, MEDIA_WS_PROTOCOL } from '../../../shared/video/constants';
import { CONNECTION_INIT_WAIT_MS, INIT_TIMEOUT_CLOSE } from '../../graphql/closeUninitialisedSocket';

/** What a loaded machine may add to a wait before the close arrives. */
const SLACK_MS = 15_000;
/** The media socket's close for a missing init (MediaSession). */
const MEDIA_INIT_CLOSE = 1008;

export interface NeverInitialisedFigures {
  opened: { graphql: number; media: number };
  /** Close codes seen, per kind. */
  closes: { graphql: Record<string, number>; media: Record<string, number> };
  /** The longest a socket of each kind stayed open, ms. */
  longestOpenMs: { graphql: number; media: number };
  problems: string[];
}

interface Watched {
  kind: 'graphql' | 'media';
  socket: WebSocket;
  closed: Promise<{ code: number; openMs: number }>;
}

/** Opens `count` sockets of each kind (GraphQL: half silent, half pinging; media: heartbeats only)
 *  and answers, once all are closed or their deadline passed, what happened to them. */
export async function neverInitialisedSockets(options: {
  url: string;
  count: number;
  graphqlPath: string;
}): Promise<{ settled: () => Promise<NeverInitialisedFigures> }> {
  const base = options.url.replace(/^http/, 'ws');
  const watched: Watched[] = [];
  const timers: NodeJS.Timeout[] = [];
  const figures: NeverInitialisedFigures = {
    opened: { graphql: 0, media: 0 },
    closes: { graphql: {}, media: {} },
    longestOpenMs: { graphql: 0, media: 0 },
    problems: [],
  };
  const open = async (kind: Watched['kind'], path: string, protocol: string) => {
    const socket = new WebSocket(`${base}${path}`, protocol, { headers: { origin: options.url } });
    const started = Date.now();
    const closed = new Promise<{ code: number; openMs: number }>((resolve) =>
      socket.once('close', (code) => resolve({ code, openMs: Date.now() - started })),
    );
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      socket.once('open', () => resolve());
      socket.once('close', () => resolve());
    });
    if (socket.readyState !== WebSocket.OPEN) {
      figures.problems.push(`${kind} socket did not open`);
      return;
    }
    figures.opened[kind] += 1;
    watched.push({ kind, socket, closed });
  };
  for (let i = 0; i < options.count; i += 1) {
    await open('graphql', options.graphqlPath, 'graphql-transport-ws');
    await open('media', MEDIA_WS_PATH, MEDIA_WS_PROTOCOL);
  }
  const every = (ms: number, tick: () => void) => timers.push(setInterval(tick, ms).unref());
  for (const [i, { kind, socket }] of watched.entries()) {
    const send = (text: string) => () => void (socket.readyState === WebSocket.OPEN && socket.send(text));
    if (kind === 'media') every(HEARTBEAT_MS, send('{}'));
    else if (i % 4 === 0) every(1000, send('{"type":"ping"}'));
  }
  const settled = async () => {
    const deadline = { graphql: CONNECTION_INIT_WAIT_MS + SLACK_MS, media: MEDIA_INIT_TIMEOUT_MS + SLACK_MS };
    const expected = { graphql: INIT_TIMEOUT_CLOSE.code, media: MEDIA_INIT_CLOSE };
    await Promise.all(
      watched.map(async ({ kind, socket, closed }) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<undefined>(
          (resolve) => (timer = setTimeout(() => resolve(undefined), deadline[kind])),
        );
        const close = await Promise.race([closed, late]);
        clearTimeout(timer);
        if (!close) {
          figures.problems.push(`a ${kind} socket was still open ${deadline[kind]} ms after it opened`);
          socket.terminate();
          return;
        }
        figures.closes[kind][close.code] = (figures.closes[kind][close.code] ?? 0) + 1;
        figures.longestOpenMs[kind] = Math.max(figures.longestOpenMs[kind], close.openMs);
        if (close.code !== expected[kind]) figures.problems.push(`a ${kind} socket closed with ${close.code}`);
        if (close.openMs > deadline[kind])
          figures.problems.push(`a ${kind} socket was closed only after ${close.openMs} ms`);
      }),
    );
    timers.forEach((t) => clearInterval(t));
    return figures;
  };
  return { settled };
}
