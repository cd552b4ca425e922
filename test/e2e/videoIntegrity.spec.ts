// Archive integrity under load: with both cores kept busy, every picture the player paints for an
// archive time T is the recorded frame at T — never a frame decoded without its keyframe or
// against a stale reference. Over seeded random seeks, speed changes and re-inits, each painted
// frame is compared with ffmpeg's own decode of the recorded file at the same time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { expect, type Locator, test } from '@playwright/test';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { openWorkspace } from './logIn';
import {
  archiveOf,
  cells,
  chooseSpeed,
  controls,
  expectPlaying,
  HQ_CAMERAS,
  PLAYER_PATH,
  SCENE_REGION,
  shownTime,
} from './video';
import { allowTime } from './patience';

/** testsrc2: a moving picture with smooth areas and sharp edges, where a broken reference shows. */
const CAMERA = HQ_CAMERAS[0]!;
const SEED = Number(process.env.E2E_SEED ?? 20261125);
const CHECKS = 12;
/** Measured here: the right frame matches ffmpeg's decode at about 47 dB (the two decoders'
 *  rounding), the frame 100 ms before or after at about 15 dB; a mosaic or a ghost of an older
 *  picture falls well below. */
const MIN_PSNR_DB = 35;
const SPEEDS = [-5, -2, -1, 0.5, 1, 2, 5] as const;
const ffmpeg = ffmpegInstaller.path;

/** Small seeded generator (mulberry32): a failing run can be replayed with E2E_SEED. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Busy loops on every core, bounded in time, at normal priority like a workstation's other work. */
function stressCpu(cores: number, ms: number): ChildProcess[] {
  const loop = `const end = Date.now() + ${ms}; while (Date.now() < end) {}`;
  return Array.from({ length: cores }, () => spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));
}

/** The recorded file's frame at `time` (ms since the epoch), decoded by ffmpeg to PNG: the
 *  segment that holds it (files are named after their first frame's time) after its init segment. */
function recordedFrame(cameraId: string, time: number, out: string): void {
  const dir = path.join(process.env.E2E_DIR ?? '', 'data', 'archive', cameraId, String(STREAM_NUMBER.FULL));
  const segment = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.m4s'))
    .map((name) => ({ name, start: Number(name.split('-')[0]) }))
    .filter((file) => file.start <= time)
    .sort((a, b) => b.start - a.start)[0];
  expect(segment, `a recorded segment holds ${time}`).toBeDefined();
  const base = path.join(dir, segment!.name.replace(/\.m4s$/, ''));
  const file = `${out}.mp4`;
  fs.writeFileSync(file, Buffer.concat([fs.readFileSync(`${base}.init.mp4`), fs.readFileSync(`${base}.m4s`)]));
  // Half a frame's margin: the frame whose time is `time`, not the one after it.
  const at = (time - segment!.start) / 1000 - 0.005;
  run(['-i', file, '-vf', `setpts=PTS-STARTPTS,select=gte(t\\,${at})`, '-frames:v', '1', '-pix_fmt', 'rgb24', out]);
}

/** PSNR (dB) of two pictures over the scene region (the burned-in texts left out), by ffmpeg. */
function scenePsnr(a: string, b: string): number {
  const { x, y, width, height } = SCENE_REGION;
  const crop = `crop=iw*${width}:ih*${height}:iw*${x}:ih*${y},format=rgb24`;
  const report = run(['-i', a, '-i', b, '-lavfi', `[0]${crop}[a];[1]${crop}[b];[a][b]psnr`, '-f', 'null', '-']);
  const average = /average:(inf|[\d.]+)/.exec(report)?.[1];
  expect(average, report).toBeDefined();
  return average === 'inf' ? 99 : Number(average);
}

function run(args: string[]): string {
  const result = spawnSync(ffmpeg, ['-hide_banner', '-nostats', '-y', ...args], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stderr;
}

/** For a painted picture that is not the recorded frame at its time: the recorded frame near that
 *  time it matches best, so a failure tells a picture labelled with its neighbour's time (a match
 *  at about 47 dB a frame away) from a picture decoded wrong (no match anywhere). */
function nearest(shown: string, time: number, out: string): { nearest: { offsetMs: number; psnr: number } } {
  const offsets = [-160, -120, -80, -40, 40, 80, 120, 160];
  const scored = offsets.map((offsetMs) => {
    const file = `${out}-recorded${offsetMs}.png`;
    recordedFrame(CAMERA.id, time + offsetMs, file);
    return { offsetMs, psnr: Math.round(scenePsnr(shown, file) * 10) / 10 };
  });
  return { nearest: scored.reduce((a, b) => (b.psnr > a.psnr ? b : a)) };
}

/** Analytics Markup off: the player draws the detector's boxes onto the picture's own canvas, and
 *  this test judges the decoded picture alone (a crossing object's box is on one picture in twenty). */
async function markupOff(cell: Locator): Promise<void> {
  await expectPlaying(cell, 'archive');
  const settings = controls(cell).getByRole('button', { name: 'Settings' });
  if (!(await settings.isVisible())) await controls(cell).getByRole('button', { name: 'More controls' }).click();
  await settings.click();
  await cell
    .page()
    .getByRole('group', { name: 'Analytics Markup' })
    .getByRole('menuitemradio', { name: 'None' })
    .click();
  await expect(cell).toHaveAttribute('data-markup', 'None');
  await cell.page().keyboard.press('Escape');
}

/** The cell's canvas as a PNG file (lossless: what the operator sees, pixel for pixel). */
async function shownPicture(cell: Locator, out: string): Promise<void> {
  const url = await cell
    .getByTestId('camera-canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
  fs.writeFileSync(out, Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
}

test.describe('archive integrity', () => {
  test(
    'under CPU stress, every frame painted after seeks, speed changes and re-inits is the recorded frame at its time',
    PLAYER_PATH,
    async ({ page }, testInfo) => {
      allowTime(240_000);
      const next = random(SEED);
      await openWorkspace(page, 'operator');
      const start = await archiveOf(page, CAMERA.id, 90_000);
      // Far enough from both ends that reverse play or a jump back stays inside the recording.
      const pick = () => start + 35_000 + next() * (Date.now() - start - 50_000);
      const stress = stressCpu(2, 200_000);
      try {
        await page.goto(`/matrix/${CAMERA.id}/${Math.round(pick())}`);
        const cell = cells(page).first();
        await markupOff(cell);
        const results: Array<{
          step: string;
          time: number;
          psnr: number;
          nearest?: { offsetMs: number; psnr: number };
        }> = [];
        for (let check = 0; check < CHECKS; check += 1) {
          const roll = next();
          let step: string;
          if (check === 0) step = 'init';
          else if (roll < 0.25) {
            step = 're-init';
            await page.goto(`/matrix/${CAMERA.id}/${Math.round(pick())}`);
            await markupOff(cell);
          } else if (roll < 0.6) {
            const speed = SPEEDS[Math.floor(next() * SPEEDS.length)]!;
            step = `speed ${speed}`;
            await chooseSpeed(cell, speed);
            await controls(cell).getByRole('button', { name: 'Play', exact: true }).click();
          } else {
            // Within the recording at both ends: a jump forward to the live edge waits for video
            // still being recorded, which is not what this test is about.
            const at = await shownTime(cell);
            const forwardFits = at + 30_000 < Date.now() - 15_000;
            const back = (roll < 0.8 || !forwardFits) && at - 30_000 > start + 5_000;
            step = back ? 'jump back' : 'jump forward';
            const name = back ? 'Jump back 30 seconds' : 'Jump forward 30 seconds';
            await controls(cell).getByRole('button', { name, exact: true }).click();
          }
          await expectPlaying(cell, 'archive');
          // Let it play a little: frames after the restart's keyframe are the ones at risk.
          await page.waitForTimeout(300 + next() * 1_200);
          await controls(cell).getByRole('button', { name: 'Pause', exact: true }).click();
          await expect(cell).toHaveAttribute('data-status', 'PAUSE');
          const time = await shownTime(cell);
          const shown = testInfo.outputPath(`${check}-shown.png`);
          const recorded = testInfo.outputPath(`${check}-recorded.png`);
          await shownPicture(cell, shown);
          recordedFrame(CAMERA.id, time, recorded);
          const psnr = scenePsnr(shown, recorded);
          results.push({
            step,
            time,
            psnr: Math.round(psnr * 10) / 10,
            ...(psnr < MIN_PSNR_DB ? nearest(shown, time, testInfo.outputPath(`${check}`)) : {}),
          });
        }
        console.log(`archive integrity (seed ${SEED}): ${JSON.stringify(results)}`);
        for (const result of results) {
          expect(result.psnr, `${result.step} at ${new Date(result.time).toISOString()}`).toBeGreaterThanOrEqual(
            MIN_PSNR_DB,
          );
        }
      } finally {
        stress.forEach((child) => child.kill());
      }
    },
  );
});
