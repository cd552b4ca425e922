/** The second baseline of bench/video (issue 17): an MSE player fed fMP4 over a WebSocket, as
 *  go2rtc and Frigate play live. ffmpeg encodes a demo-like scene (the demo camera's size, rate,
 *  GOP, bitrate and muxing: a fragment per frame) with a burned-in clock; a node:http server sends
 *  each new socket the init segment and the fragments since the newest keyframe, then every new
 *  fragment, and serves an empty page to play it in. Media time 0 is `startedAt` on the wall
 *  clock, so glass to glass is wall time at presentation minus startedAt + mediaTime. A stream the
 *  splitter cannot read ends the source with that failure (`failure`), instead of an exception
 *  thrown out of ffmpeg's stdout handler that would end the whole bench (issue 37). */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { Fmp4Splitter, parseFragment, parseInitSegment, type InitSegment } from '../../server/media/fmp4';
import { DEMO_ENCODING } from '../../server/media/sources/demoSceneArgs';
import { mediaTools } from '../../server/media/sources/mediaTools';
import { benchPort } from './serverProcess';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;
const PAGE = '<!doctype html><meta charset="utf-8"><title>MSE over WebSocket baseline</title>';

export interface MseSource {
  pageUrl: string;
  socketUrl: string;
  /** MIME type for MediaSource.addSourceBuffer. */
  mime: string;
  /** Wall time (ms) when ffmpeg started: media time 0. */
  startedAt: number;
  /** Why the source stopped sending, if it did. */
  failure(): string | null;
  stop(): Promise<void>;
}

function mseArgs(): string[] {
  const { width, height, fps, bitrateK } = DEMO_ENCODING.full;
  const gop = fps * DEMO_ENCODING.gopSeconds;
  const font = mediaTools.font.replace(/[\\':]/g, (c) => `\\${c}`);
  const text = (value: string, y: string) =>
    `drawtext=fontfile=${font}:text='${value}':x=10:y=${y}:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.55`;
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error'],
    ...['-re', '-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=${fps}`],
    ...['-vf', `format=yuv420p,${text('MSE baseline', '10')},${text('%{pts\\:hms}', 'h-th-10')}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...['-b:v', `${bitrateK}k`, '-maxrate', `${bitrateK}k`, '-bufsize', `${bitrateK * 2}k`],
    ...['-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov+default_base_moof+frag_every_frame', 'pipe:1'],
  ];
}

export async function startMseSource(): Promise<MseSource> {
  const startedAt = Date.now();
  const ffmpeg = spawn(mediaTools.ffmpeg, mseArgs(), { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => ffmpeg.once('exit', () => resolve()));
  let init: InitSegment | undefined;
  /** Fragments since the newest keyframe: what a new viewer starts with. */
  let gop: Buffer[] = [];
  const clients = new Set<WebSocket>();
  const splitter = new Fmp4Splitter({
    init: (bytes) => {
      init = parseInitSegment(bytes);
    },
    fragment: (bytes) => {
      if (!init) return;
      const key = parseFragment(bytes, init)[0]?.key ?? false;
      if (key) gop = [];
      gop.push(bytes);
      for (const client of clients) client.send(bytes);
    },
  });
  let failure: string | null = null;
  ffmpeg.stdout.on('data', (chunk: Buffer) => {
    if (failure !== null) return;
    try {
      splitter.push(chunk);
    } catch (err) {
      failure = `MSE source: ${err instanceof Error ? err.message : String(err)}`;
      process.stderr.write(`${failure}\n`);
      ffmpeg.kill('SIGTERM');
      clients.forEach((client) => client.close());
    }
  });

  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(PAGE);
    } else response.writeHead(404).end();
  });
  const sockets = new WebSocketServer({ server, path: '/live' });
  sockets.on('connection', (socket) => {
    if (!init) return socket.close();
    socket.send(init.bytes);
    gop.forEach((bytes) => socket.send(bytes));
    clients.add(socket);
    socket.on('close', () => clients.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(benchPort(2), '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) {
        ffmpeg.kill('SIGTERM');
        const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      clients.forEach((client) => client.terminate());
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    })();
    return stopped;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!init || gop.length === 0) {
    if (ffmpeg.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`MSE source: no fragments: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pageUrl: `http://127.0.0.1:${port}/`,
    socketUrl: `ws://127.0.0.1:${port}/live`,
    mime: `video/mp4; codecs="${init.codec}"`,
    startedAt,
    failure: () => failure,
    stop,
  };
}
