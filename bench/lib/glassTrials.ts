/** Glass to glass of the two baselines of bench/video (issue 17): the hls.js player and the MSE
 *  player fed fMP4 over a WebSocket, both on a source whose media time 0 is a known wall time.
 *  For each presented frame (requestVideoFrameCallback): the wall time it was due on screen minus
 *  its capture time (startedAt + mediaTime). And the MSE player's live first frame. The page-side
 *  functions define no named functions inside: tsx would wrap them in a helper the page lacks. */
import type { Page } from '@playwright/test';
import type HlsClass from 'hls.js';
import type { HlsSource } from './hlsSource';
import type { MseSource } from './mseSource';

type BaselineWindow = Window & { Hls?: typeof HlsClass; benchVideo?: HTMLVideoElement; benchStop?: () => void };

const TIMEOUT_MS = 15_000;

/** In the page: an MSE player on the WebSocket, kept on window; resolves with ms to its first
 *  presented frame. It follows the live edge as go2rtc's player does (a jump when over 1 s behind). */
async function attachMsePlayer(args: { socketUrl: string; mime: string; timeoutMs: number }): Promise<number> {
  const win = window as unknown as BaselineWindow;
  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.width = 640;
  video.height = 360;
  document.body.append(video);
  const t0 = performance.now();
  const source = new MediaSource();
  video.src = URL.createObjectURL(source);
  await new Promise((resolve) => source.addEventListener('sourceopen', () => resolve(null), { once: true }));
  const buffer = source.addSourceBuffer(args.mime);
  const queue: ArrayBuffer[] = [];
  const socket = new WebSocket(args.socketUrl);
  socket.binaryType = 'arraybuffer';
  socket.onmessage = (event) => {
    queue.push(event.data as ArrayBuffer);
    if (!buffer.updating && queue.length > 0) buffer.appendBuffer(queue.shift() as ArrayBuffer);
  };
  buffer.addEventListener('updateend', () => {
    if (!buffer.updating && queue.length > 0) buffer.appendBuffer(queue.shift() as ArrayBuffer);
    if (video.buffered.length === 0) return;
    const start = video.buffered.start(0);
    const end = video.buffered.end(video.buffered.length - 1);
    if (video.currentTime < start || end - video.currentTime > 1) video.currentTime = Math.max(start, end - 0.2);
    if (video.paused) void video.play().catch(() => undefined);
  });
  win.benchVideo = video;
  win.benchStop = () => {
    socket.close();
    video.remove();
  };
  return new Promise<number>((resolve, reject) => {
    video.requestVideoFrameCallback(() => resolve(performance.now() - t0));
    setTimeout(() => reject(new Error('MSE showed no frame')), args.timeoutMs);
  });
}

/** In the page: an hls.js player from the live edge, kept on window. */
async function attachHlsPlayer(args: { src: string; timeoutMs: number }): Promise<number> {
  const win = window as unknown as BaselineWindow;
  const Hls = win.Hls as typeof HlsClass;
  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  document.body.append(video);
  const hls = new Hls();
  const t0 = performance.now();
  win.benchVideo = video;
  win.benchStop = () => {
    hls.destroy();
    video.remove();
  };
  return new Promise<number>((resolve, reject) => {
    video.requestVideoFrameCallback(() => resolve(performance.now() - t0));
    setTimeout(() => reject(new Error('hls.js showed no frame')), args.timeoutMs);
    hls.loadSource(args.src);
    hls.attachMedia(video);
  });
}

/** In the page: glass to glass of the presented frames of window.benchVideo over `ms`. */
async function sampleGlass(args: { startedAt: number; ms: number }): Promise<number[]> {
  const video = (window as unknown as BaselineWindow).benchVideo;
  if (!video) throw new Error('No baseline player');
  const samples: number[] = [];
  const end = performance.now() + args.ms;
  while (performance.now() < end) {
    const sample = await new Promise<number | null>((resolve) => {
      video.requestVideoFrameCallback((_now, metadata) =>
        resolve(performance.timeOrigin + metadata.expectedDisplayTime - (args.startedAt + metadata.mediaTime * 1000)),
      );
      setTimeout(() => resolve(null), 1000);
    });
    if (sample !== null) samples.push(Math.round(sample));
  }
  return samples;
}

function detach(): void {
  const win = window as unknown as BaselineWindow;
  win.benchStop?.();
  delete win.benchStop;
  delete win.benchVideo;
}

export interface BaselineFigures {
  firstFrameMs: number[];
  glassToGlassMs: number[];
}

/** MSE over WebSocket: `trials` live first frames on fresh players, then glass to glass of one. */
export async function mseTrials(page: Page, source: MseSource, trials: number, pauseMs: number, glassMs: number) {
  await page.goto(source.pageUrl);
  const args = { socketUrl: source.socketUrl, mime: source.mime, timeoutMs: TIMEOUT_MS };
  const figures: BaselineFigures = { firstFrameMs: [], glassToGlassMs: [] };
  for (let i = -1; i < trials; i++) {
    const ms = await page.evaluate(attachMsePlayer, args);
    if (i >= 0) figures.firstFrameMs.push(ms);
    if (i === trials - 1) {
      figures.glassToGlassMs = await page.evaluate(sampleGlass, { startedAt: source.startedAt, ms: glassMs });
    }
    await page.evaluate(detach);
    await page.waitForTimeout(pauseMs);
  }
  return figures;
}

/** hls.js: glass to glass of a player at its live edge. */
export async function hlsGlass(page: Page, source: HlsSource, glassMs: number): Promise<number[]> {
  await page.goto(source.pageUrl);
  await page.evaluate(attachHlsPlayer, { src: source.playlistUrl, timeoutMs: TIMEOUT_MS });
  try {
    return await page.evaluate(sampleGlass, { startedAt: source.startedAt, ms: glassMs });
  } finally {
    await page.evaluate(detach);
  }
}
