/** bench/audio (issue 31): the A/V offset of a camera's sound in the console, in Chromium against the
 *  real platform, live (over the cloud's media socket and over the local transport, WebRTC) and in
 *  archive at 1×. The demo camera with a microphone is dropped on a Camera
 *  Grid cell, its sound unmuted on the focused cell, and for BENCH_AUDIO_SECONDS (20) the cell's own
 *  measurement is read: for each picture painted, when the sound of the picture's time is heard
 *  (the AudioContext's output timestamp) minus when the picture was shown. Each round plays live, live
 *  over Local, then archive from 30 s back; BENCH_ROUNDS (at least 3) rounds, while the bench's background load keeps
 *  every core BENCH_LOAD_PERCENT (50) % busy. The figures are the median over rounds of each round's
 *  p50 and p95 of |offset|, with the lowest and highest round and each round's load; beside them the
 *  cell's signed median offset and the share of pictures whose sound was heard (a piece of sound that
 *  the player leaves out, too late after its picture, has no offset at all). Target: p95 ≤
 *  AV_OFFSET_MAX_MS (40 ms) with every picture's sound heard. Run with `npx tsx bench/audio.ts`
 *  (BENCH_PORT_BASE: the platform's port). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium';
import { PLAYER_CONNECTION_STORAGE_KEY } from '../shared/shell/constants';
import { AV_OFFSET_MAX_MS } from '../shared/video/playerConstants';
import { startBackgroundLoad } from './lib/backgroundLoad';
import { buildIfStale } from './lib/buildIfStale';
import { shareSession, signIn } from './lib/consoleSession';
import { dropCamera } from './lib/cellProbes';
import { loadAverage } from './lib/report';
import { acrossRounds, describeFigure, inRound, type RoundResult } from './lib/rounds';
import { ROOT, startServer, type ServerProcess } from './lib/serverProcess';

const CAMERA = { id: 'demo-hq-camera-2', name: 'Demo HQ Camera 2' };
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 3);
const SECONDS = Math.max(5, Number(process.env.BENCH_AUDIO_SECONDS) || 20);
const LOAD_PERCENT = Number(process.env.BENCH_LOAD_PERCENT ?? 50);
const TARGET_P95_MS = AV_OFFSET_MAX_MS;
const CONSOLE_DIR = path.join(ROOT, 'build', 'renderer');
const ARCHIVE_BACK_MS = 30_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** One second's reading of the cell: p95 of |offset|, the signed median, and the share of pictures
 *  whose sound was heard, over the player's last 240 pictures. */
interface Readings {
  absP95: number[];
  signedP50: number[];
  heardPercent: number[];
}

/** The cell's A/V figures over `SECONDS` of play: read from the player's statistics through the
 *  cell's attributes, sampled once a second. */
async function offsets(page: Page): Promise<Readings> {
  const readings: Readings = { absP95: [], signedP50: [], heardPercent: [] };
  const cell = page.locator('[data-testid="camera-cell"]').first();
  for (let s = 0; s < SECONDS; s += 1) {
    await page.waitForTimeout(1_000);
    const [absP95, signedP50, heard] = await Promise.all(
      ['data-av-offset-abs-p95-ms', 'data-av-offset-p50-ms', 'data-av-heard-percent'].map((name) =>
        cell.getAttribute(name),
      ),
    );
    if (absP95) readings.absP95.push(Number(absP95));
    if (signedP50) readings.signedP50.push(Number(signedP50));
    if (heard) readings.heardPercent.push(Number(heard));
  }
  return readings;
}

/** 'local': live with the console's connection set to Local (issue 31: its sound held in sync too). */
type Mode = 'live' | 'local' | 'archive';
const MODES: readonly Mode[] = ['live', 'local', 'archive'];

async function playRound(browser: Browser, server: ServerProcess, mode: Mode): Promise<Readings> {
  const session = await signIn(server.url, 'admin', 'admin', 'demo-hq');
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    await shareSession(context, session);
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      PLAYER_CONNECTION_STORAGE_KEY,
      mode === 'local' ? 'Local' : 'Cloud',
    ] as const);
    const page = await context.newPage();
    await page.goto(`${server.url}/view/${mode === 'archive' ? 'archiveCameraGrid' : 'cameraGrid'}`);
    const cell = page.locator('[data-testid="camera-cell"]').first();
    await cell.waitFor();
    const camera = mode === 'archive' ? { ...CAMERA, time: Date.now() - ARCHIVE_BACK_MS } : CAMERA;
    await page.evaluate(dropCamera, { cell: 0, camera });
    await page.waitForFunction(
      (transport) => {
        const cell = document.querySelector<HTMLElement>('[data-testid="camera-cell"]');
        return cell?.dataset.status === 'PLAY' && cell.dataset.transport === transport;
      },
      mode === 'local' ? 'local' : 'cloud',
    );
    await cell.focus();
    await cell.getByRole('button', { name: 'Unmute sound' }).click();
    // The player's own figure: p95 of |offset| over its last 240 pictures; one reading per second.
    const readings = await offsets(page);
    log(
      `  ${mode}: |offset| p95 readings ${readings.absP95.join(' ')} ms; signed p50 ${readings.signedP50.join(' ')} ms; ` +
        `heard ${readings.heardPercent.join(' ')} %`,
    );
    if (readings.absP95.length === 0) throw new Error('the cell measured no A/V offset (no sound played)');
    return readings;
  } finally {
    await context.close();
  }
}

async function main() {
  buildIfStale();
  const load = startBackgroundLoad(LOAD_PERCENT);
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    load.stop();
  };
  try {
    process.env.VANTAGE_MEDIA = '1';
    process.env.VANTAGE_MEDIA_CAMERAS = CAMERA.id;
    server = await startServer(undefined, { consoleDir: CONSOLE_DIR });
    const executablePath = systemChromium();
    browser = await chromium.launch({
      headless: true,
      args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
      ...(executablePath && { executablePath }),
    });
    // The archive needs its 30 s of recording.
    await new Promise((resolve) => setTimeout(resolve, ARCHIVE_BACK_MS + 5_000));
    const results: Record<Mode, RoundResult<Readings>[]> = { live: [], local: [], archive: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      log(`round ${round + 1} of ${ROUNDS}`);
      for (const mode of MODES) {
        const liveBrowser = browser;
        const liveServer = server;
        results[mode].push(await inRound(() => playRound(liveBrowser, liveServer, mode)));
      }
    }
    const figure = (mode: Mode, key: keyof Readings) =>
      acrossRounds(results[mode].map((r) => (r.ok ? { ...r, value: r.value[key] } : r)));
    const each = (key: keyof Readings) => Object.fromEntries(MODES.map((mode) => [mode, figure(mode, key)]));
    const figures = each('absP95') as Record<Mode, ReturnType<typeof figure>>;
    const signedP50 = each('signedP50') as Record<Mode, ReturnType<typeof figure>>;
    const heardPercent = each('heardPercent') as Record<Mode, ReturnType<typeof figure>>;
    const report = {
      bench: 'audio',
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' },
      backgroundLoad: { percentPerCore: load.percent, cores: load.cores },
      chromium: browser.version(),
      rounds: ROUNDS,
      secondsPerRound: SECONDS,
      note:
        'A/V offset = when the sound of a painted picture’s media time is heard (AudioBufferSourceNode start ' +
        'on the AudioContext’s output timestamp clock) − when the picture was painted; each reading is the ' +
        'cell’s p95 of |offset| over its last 240 pictures (data-av-offset-abs-p95-ms), one a second.',
      figures,
      signedP50,
      heardPercent,
      targetP95Ms: TARGET_P95_MS,
      loadAverageAfter: loadAverage(),
    };
    const dir = path.join(ROOT, 'build', 'bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `audio-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `audio: A/V offset |p95| live ${describeFigure(figures.live)}; live over Local ${describeFigure(figures.local)}; ` +
        `archive 1× ${describeFigure(figures.archive)} (target p95 ≤ ${TARGET_P95_MS} ms); signed p50 live ` +
        `${describeFigure(signedP50.live)}, Local ${describeFigure(signedP50.local)}, archive ` +
        `${describeFigure(signedP50.archive)}; sound heard (median reading) live ${heardPercent.live.p50.median ?? '–'} %, ` +
        `Local ${heardPercent.local.p50.median ?? '–'} %, archive ${heardPercent.archive.p50.median ?? '–'} %\n`,
    );
    log(`report: ${path.relative(ROOT, file)}`);
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
