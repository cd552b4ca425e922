/** The hls.js baseline's trials in Chromium, on the page of bench/lib/hlsSource: live first frame
 *  (a fresh player per trial, from loadSource/attachMedia to the first requestVideoFrameCallback)
 *  and seek (one player, currentTime set to a past time outside the buffer, to the first frame
 *  presented at that time). The page-side functions define no named functions inside: tsx would
 *  wrap them in a helper the page does not have. */
import type { Page } from '@playwright/test';
import type HlsClass from 'hls.js';
import type { HlsSource } from './hlsSource';

type HlsWindow = Window & {
  Hls: typeof HlsClass;
  benchHls?: HlsClass;
  benchVideo?: HTMLVideoElement;
  /** The current seek's stages (issue 37): each one's first time, performance.now(). */
  benchSeekMarks?: Record<string, number>;
};

interface FrameAt {
  at: number;
  mediaTime: number;
}

/** In the page: a fresh muted video and hls.js player; ms until its first presented frame. */
async function liveTrial(args: { src: string; timeoutMs: number }): Promise<number> {
  const win = window as unknown as HlsWindow;
  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.width = 640;
  video.height = 360;
  document.body.append(video);
  const hls = new win.Hls();
  try {
    const t0 = performance.now();
    const shown = new Promise<number>((resolve, reject) => {
      video.requestVideoFrameCallback(() => resolve(performance.now() - t0));
      hls.on(win.Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) reject(new Error(`hls.js: ${data.details}`));
      });
      setTimeout(() => reject(new Error('hls.js showed no frame')), args.timeoutMs);
    });
    hls.loadSource(args.src);
    hls.attachMedia(video);
    return await shown;
  } finally {
    hls.destroy();
    video.remove();
  }
}

/** In the page: the seek player, kept on window, playing from the live edge. */
async function attachSeekPlayer(args: { src: string; timeoutMs: number }): Promise<void> {
  const win = window as unknown as HlsWindow;
  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.width = 640;
  video.height = 360;
  document.body.append(video);
  // Nothing kept behind the play position: a seek back always fetches, as an archive seek does.
  const hls = new win.Hls({ backBufferLength: 0 });
  win.benchHls = hls;
  win.benchVideo = video;
  // Where hls.js's seek spends its time, beside the console's stages (issue 37).
  hls.on(win.Hls.Events.FRAG_LOADING, () => ((win.benchSeekMarks ??= {}).fragLoading ??= performance.now()));
  hls.on(win.Hls.Events.FRAG_LOADED, () => ((win.benchSeekMarks ??= {}).fragLoaded ??= performance.now()));
  hls.on(win.Hls.Events.FRAG_BUFFERED, () => ((win.benchSeekMarks ??= {}).fragBuffered ??= performance.now()));
  video.addEventListener('seeked', () => ((win.benchSeekMarks ??= {}).seeked ??= performance.now()));
  await new Promise<void>((resolve, reject) => {
    video.requestVideoFrameCallback(() => resolve());
    hls.on(win.Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) reject(new Error(`hls.js: ${data.details}`));
    });
    setTimeout(() => reject(new Error('hls.js showed no frame')), args.timeoutMs);
    hls.loadSource(args.src);
    hls.attachMedia(video);
  });
}

/** In the page: seeks to a random time at least `marginS` inside the seekable range and outside
 *  the buffer; ms from setting currentTime to the first frame presented at that time. */
async function seekTrial(args: {
  marginS: number;
  timeoutMs: number;
}): Promise<{ ms: number; target: number; buffered: boolean; stages: string }> {
  const win = window as unknown as HlsWindow;
  const video = win.benchVideo;
  if (!video || video.seekable.length === 0) throw new Error('The seek player is not ready');
  const start = video.seekable.start(0) + args.marginS;
  const end = video.seekable.end(video.seekable.length - 1) - args.marginS;
  if (end <= start) throw new Error(`Seekable range too short: ${start}–${end}`);
  let target = start;
  let buffered = true;
  for (let attempt = 0; attempt < 50 && buffered; attempt++) {
    target = start + Math.random() * (end - start);
    buffered = false;
    for (let i = 0; i < video.buffered.length; i++) {
      if (target >= video.buffered.start(i) - 1 && target <= video.buffered.end(i) + 1) buffered = true;
    }
  }
  win.benchSeekMarks = {};
  const t0 = performance.now();
  video.currentTime = target;
  while (performance.now() - t0 < args.timeoutMs) {
    const frame = await new Promise<FrameAt>((resolve) =>
      video.requestVideoFrameCallback((_now, metadata) =>
        resolve({ at: performance.now(), mediaTime: metadata.mediaTime }),
      ),
    );
    // A frame of the old position may still be presented while the seek is under way.
    if (!video.seeking && Math.abs(frame.mediaTime - target) < 0.5) {
      const stages = Object.entries({ ...win.benchSeekMarks, painted: frame.at })
        .sort((x, y) => x[1] - y[1])
        .map(([stage, at]) => `${stage}:${(at - t0).toFixed(1)}`)
        .join(' ');
      return { ms: frame.at - t0, target, buffered, stages };
    }
  }
  throw new Error(`No frame at ${target.toFixed(1)} s within ${args.timeoutMs} ms`);
}
function detachSeekPlayer(): void {
  const win = window as unknown as HlsWindow;
  win.benchHls?.destroy();
  win.benchVideo?.remove();
  delete win.benchHls;
  delete win.benchVideo;
}

const TIMEOUT_MS = 15_000;

/** `trials` live first frames, each on a fresh player (one unmeasured warm-up first). */
export async function hlsLiveTrials(page: Page, source: HlsSource, trials: number, pauseMs: number): Promise<number[]> {
  await page.goto(source.pageUrl);
  const args = { src: source.playlistUrl, timeoutMs: TIMEOUT_MS };
  await page.evaluate(liveTrial, args);
  const times: number[] = [];
  for (let i = 0; i < trials; i++) {
    times.push(await page.evaluate(liveTrial, args));
    await page.waitForTimeout(pauseMs);
  }
  return times;
}

export interface HlsSeeks {
  ms: number[];
  /** Seeks whose target was already buffered (no place outside the buffer was found). */
  intoBuffer: number;
  /** Each seek's stages, 'fragLoading:1.0 fragLoaded:9.2 … painted:40.1' (ms since currentTime). */
  stages: string[];
}

/** `trials` seeks of one player into the recorded past (one unmeasured warm-up first). */
export async function hlsSeekTrials(
  page: Page,
  source: HlsSource,
  trials: number,
  pauseMs: number,
  marginS: number,
): Promise<HlsSeeks> {
  await page.goto(source.pageUrl);
  await page.evaluate(attachSeekPlayer, { src: source.playlistUrl, timeoutMs: TIMEOUT_MS });
  try {
    const args = { marginS, timeoutMs: TIMEOUT_MS };
    await page.evaluate(seekTrial, args);
    const seeks: HlsSeeks = { ms: [], intoBuffer: 0, stages: [] };
    for (let i = 0; i < trials; i++) {
      await page.waitForTimeout(pauseMs);
      const seek = await page.evaluate(seekTrial, args);
      seeks.ms.push(seek.ms);
      seeks.stages.push(seek.stages);
      if (seek.buffered) seeks.intoBuffer += 1;
    }
    return seeks;
  } finally {
    await page.evaluate(detachSeekPlayer);
  }
}
