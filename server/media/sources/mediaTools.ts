/** Paths of the media tools the pipeline runs (issue 27 #11): ffmpeg — `VANTAGE_FFMPEG` if set,
 *  else the system's maintained build (Debian's /usr/bin/ffmpeg, kept current by security
 *  updates) where it has what the pipeline uses, else the static build from npm
 *  (@ffmpeg-installer, a 2018 build) so `npm install && npm start` needs nothing else — and the
 *  DejaVu font drawtext needs, both where the media account (mediaAccount.ts) can open them. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import bundled from '@ffmpeg-installer/ffmpeg';
import { reachableByMediaAccount } from './mediaAccount';

export const FFMPEG_ENV = 'VANTAGE_FFMPEG';
/** The system's ffmpeg, preferred to the bundled one where present. */
const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';
/** What the pipeline needs of a build: H.264 encoding (demo scenes, re-encoded url sources) and
 *  drawtext (names and clocks burned into demo scenes). */
const REQUIRED_FEATURES = ['--enable-libx264', '--enable-libfreetype'] as const;

export interface FfmpegChoice {
  path: string;
  /** Where it came from, for the start-up log and the README's notes. */
  source: 'env' | 'system' | 'bundled';
}

/** Picks the ffmpeg to run; `systemPath` and `bundledPath` are parameters for tests. */
export function chooseFfmpeg(
  env: NodeJS.ProcessEnv = process.env,
  systemPath: string = SYSTEM_FFMPEG,
  bundledPath: string = bundled.path,
): FfmpegChoice {
  const configured = env[FFMPEG_ENV]?.trim();
  if (configured) return { path: configured, source: 'env' };
  if (hasPipelineFeatures(systemPath)) return { path: systemPath, source: 'system' };
  return { path: bundledPath, source: 'bundled' };
}

function hasPipelineFeatures(ffmpeg: string): boolean {
  if (!fs.existsSync(ffmpeg)) return false;
  const version = spawnSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8', timeout: 10_000 });
  return version.status === 0 && REQUIRED_FEATURES.every((feature) => version.stdout.includes(feature));
}

let ffmpegChoice: FfmpegChoice | undefined;
let ffmpegPath: string | undefined;
let fontPath: string | undefined;

/** Found on first use (a look at the system's build), then fixed for the process. */
export const mediaTools = {
  get ffmpeg(): string {
    ffmpegChoice ??= chooseFfmpeg();
    ffmpegPath ??= reachableByMediaAccount(ffmpegChoice.path, 'exec');
    return ffmpegPath;
  },
  get ffmpegSource(): FfmpegChoice['source'] {
    ffmpegChoice ??= chooseFfmpeg();
    return ffmpegChoice.source;
  },
  get font(): string {
    fontPath ??= reachableByMediaAccount(
      path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSansMono-Bold.ttf'),
    );
    return fontPath;
  },
};
