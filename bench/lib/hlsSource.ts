/** The baseline's source: ffmpeg encodes a demo-like scene (the demo camera's size, rate, GOP and
 *  bitrate, with a burned-in clock) into a growing HLS event playlist of 1 s fMP4 segments, and a
 *  small node:http server serves it with hls.js and an empty page to play it in. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ENCODING } from '../../server/media/sources/demoSceneArgs';
import { mediaTools } from '../../server/media/sources/mediaTools';
import { benchPort, ROOT } from './serverProcess';

const HLS_JS = path.join(ROOT, 'node_modules', 'hls.js', 'dist', 'hls.min.js');
const PLAYLIST = 'index.m3u8';
const READY_SEGMENTS = 3;
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/mp4',
  '.js': 'text/javascript',
};

const PAGE = '<!doctype html><meta charset="utf-8"><title>hls.js baseline</title><script src="/hls.min.js"></script>';

export interface HlsSource {
  /** The page to open in the browser; hls.js is loaded as the global Hls. */
  pageUrl: string;
  playlistUrl: string;
  /** Wall time (ms) when ffmpeg started: media time 0 of the playlist. */
  startedAt: number;
  ffmpegPid: number;
  /** Stops ffmpeg and the server and removes the segments; safe to call twice. */
  stop(): Promise<void>;
}

function hlsArgs(dir: string): string[] {
  const { width, height, fps, bitrateK } = DEMO_ENCODING.full;
  const gop = fps * DEMO_ENCODING.gopSeconds;
  const font = mediaTools.font.replace(/[\\':]/g, (c) => `\\${c}`);
  const text = (value: string, y: string) =>
    `drawtext=fontfile=${font}:text='${value}':x=10:y=${y}:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.55`;
  return [
    ...['-hide_banner', '-nostats', '-loglevel', 'error'],
    ...['-re', '-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=${fps}`],
    ...['-vf', `format=yuv420p,${text('HLS baseline', '10')},${text('%{pts\\:hms}', 'h-th-10')}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
    ...['-b:v', `${bitrateK}k`, '-maxrate', `${bitrateK}k`, '-bufsize', `${bitrateK * 2}k`],
    ...['-f', 'hls', '-hls_time', String(DEMO_ENCODING.gopSeconds), '-hls_playlist_type', 'event'],
    ...['-hls_segment_type', 'fmp4', '-hls_flags', 'independent_segments'],
    ...['-hls_segment_filename', path.join(dir, 'seg%05d.m4s'), path.join(dir, PLAYLIST)],
  ];
}

function serve(dir: string): http.Server {
  return http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file: string | undefined;
    if (pathname === '/hls.min.js') file = HLS_JS;
    else if (pathname.startsWith('/hls/')) {
      const name = path.basename(pathname);
      if (name === pathname.slice('/hls/'.length)) file = path.join(dir, name);
    }
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(PAGE);
      return;
    }
    if (!file || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // No caching: every trial fetches what a fresh player would.
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    fs.createReadStream(file).pipe(response);
  });
}

const segmentCount = (dir: string) => {
  try {
    return (fs.readFileSync(path.join(dir, PLAYLIST), 'utf8').match(/^#EXTINF:/gm) ?? []).length;
  } catch {
    return 0;
  }
};

/** Starts encoding and serving; resolves once the playlist lists a few segments. */
export async function startHlsSource(): Promise<HlsSource> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bench-hls-'));
  const startedAt = Date.now();
  const ffmpeg = spawn(mediaTools.ffmpeg, hlsArgs(dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => ffmpeg.once('exit', () => resolve()));
  const server = serve(dir);
  await new Promise<void>((resolve) => server.listen(benchPort(1), '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) {
        ffmpeg.kill('SIGTERM');
        const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (segmentCount(dir) < READY_SEGMENTS) {
      if (ffmpeg.exitCode !== null || ffmpeg.signalCode !== null) throw new Error(`ffmpeg ended: ${errors}`);
      if (Date.now() > deadline) throw new Error(`No HLS segments within ${READY_TIMEOUT_MS / 1000} s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    pageUrl: `${origin}/`,
    playlistUrl: `${origin}/hls/${PLAYLIST}`,
    startedAt,
    ffmpegPid: ffmpeg.pid ?? 0,
    stop,
  };
}
