/** bench/walls (issue 30): a video wall driven from one console. A rows × columns wall (2 × 2 here by
 *  default; BENCH_WALL_ROWS=4 BENCH_WALL_COLUMNS=4 for the issue's 16 displays), each display a wall
 *  display page in Chromium showing 4 live cameras; then, display after display, a command changes
 *  what one display shows and the bench times it from the command's send to every cell of that page
 *  painting its new camera (target: p95 ≤ 500 ms), in BENCH_WALL_ROUNDS rounds (default 3) of
 *  BENCH_TRIALS commands (default 12): the figure is the median of the rounds' with its spread, each
 *  beside the machine's load and CPU. It reports the platform's CPU per wall stream while all of them
 *  play. A part that fails under load (a page that does not load, a display that never paints, a
 *  command that times out) is reported as failed and the bench goes on with the rest. Prints a JSON
 *  document, then one summary line. Run after a build of the server and console:
 *  `npx tsx bench/walls.ts`. */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium';
import { type PlatformProcess, startPlatformProcess } from '../server/testing/platformProcess';
import { chromiumCpuPercent, chromiumCpuSnapshot } from './lib/chromiumCpu';
import { measureTreeCpu } from './lib/processTreeCpu';
import { loadAverage } from './lib/report';
import { acrossRounds, describeFigure, inRound, type RoundFigure, type RoundResult } from './lib/rounds';
import { ROOT } from './lib/serverProcess';
import type { Distribution } from './lib/distribution';
import { describeStageRounds, stageFigures } from './lib/stageFigures';
import { firstLine, painted, paintedAt, pairedDisplayPage, platformSession } from './lib/wallDisplayPages';

const ROWS = Number(process.env.BENCH_WALL_ROWS) || 2;
const COLUMNS = Number(process.env.BENCH_WALL_COLUMNS) || 2;
const TRIALS = Math.max(3, Number(process.env.BENCH_TRIALS) || 12);
const ROUNDS = Math.max(1, Number(process.env.BENCH_WALL_ROUNDS) || 3);
const CAMERAS = Array.from({ length: 6 }, (_, i) => `demo-hq-camera-${i + 1}`);
const TARGET_P95_MS = 500;
const CPU_WINDOW_MS = 20_000;
/** A loaded machine (load 30–40 on 2 cores) takes far longer than Playwright's 30 s to load a page. */
const PAGE_LOAD_TIMEOUT_MS = 180_000;
/** How long a display may take to paint its first cameras, and a command its new ones. */
const FIRST_PAINT_TIMEOUT_MS = 180_000;
const COMMAND_TIMEOUT_MS = 20_000;

const log = (line: string) => process.stderr.write(`${line}\n`);

interface Failure {
  part: string;
  error: string;
  /** 1-minute load average when it failed. */
  load: number;
}

interface WallReport {
  bench: 'walls';
  startedAt: string;
  wall: { rows: number; columns: number; displays: number; camerasPerDisplay: number; streams: number };
  pageLoadTimeoutMs: number;
  /** Per display: how long its page took to load, and whether it painted its first cameras. */
  displays: Array<{ index: number; loadMs: number | null; painting: boolean }>;
  commandToPaintedMs: (RoundFigure & { targetP95: number; meetsTarget: boolean | null }) | null;
  /** The same commands split: from the send to the page's cells showing the new cameras (the
   *  platform told the display, the page rendered its cells), and from then to every new camera's
   *  first picture painted (media URL, socket, the camera's last keyframe, decode and paint). */
  commandToShownMs: RoundFigure | null;
  shownToPaintedMs: RoundFigure | null;
  /** Per round, where the new cameras' first pictures spent their time (every cell of every
   *  command): each stage's ms since the cell's player asked for its camera. */
  firstPictureStagesMs: Array<Record<string, Distribution>>;
  platformCpu: Record<string, number | string> | null;
  /** The wall pages' Chromium while every stream plays, percent of one core by process type. */
  displaysCpu: Record<string, number | string | Record<string, { percent: number; processes: number }>> | null;
  failures: Failure[];
  machine: { cores: number; loadAtStart: number[]; loadBeforeCommands?: number[]; loadAtEnd?: number[] };
}

const camerasFor = (shift: number) => Array.from({ length: 4 }, (_, i) => CAMERAS[(shift + i) % CAMERAS.length]!);

/** One command's times (ms): send to painted, send to shown, shown to painted. */
interface Trial {
  total: number;
  shown: number;
  picture: number;
  /** Each new cell's data-first-frame-stages. */
  stages: string[];
}

/** The rounds' values of one part of the trials. */
const part = (
  rounds: ReadonlyArray<RoundResult<Trial[]>>,
  key: 'total' | 'shown' | 'picture',
): Array<RoundResult<number[]>> => rounds.map((r) => (r.ok ? { ...r, value: r.value.map((t) => t[key]) } : r));

const SET_CONTENT =
  'mutation ($w: ID!, $i: Int!, $c: WallContentInput!) { setWallDisplayContent(wallId: $w, displayIndex: $i, content: $c) { id } }';

async function main(): Promise<WallReport> {
  const displays = ROWS * COLUMNS;
  const report: WallReport = {
    bench: 'walls',
    startedAt: new Date().toISOString(),
    wall: { rows: ROWS, columns: COLUMNS, displays, camerasPerDisplay: 4, streams: displays * 4 },
    pageLoadTimeoutMs: PAGE_LOAD_TIMEOUT_MS,
    displays: [],
    commandToPaintedMs: null,
    commandToShownMs: null,
    shownToPaintedMs: null,
    firstPictureStagesMs: [],
    platformCpu: null,
    displaysCpu: null,
    failures: [],
    machine: { cores: os.cpus().length, loadAtStart: loadAverage() },
  };
  const failed = (part: string, err: unknown) => {
    report.failures.push({ part, error: firstLine(err), load: loadAverage()[0] ?? 0 });
    log(`${part} failed: ${firstLine(err)}`);
  };
  let server: PlatformProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startPlatformProcess({
      entry: 'build',
      consoleDir: path.join(ROOT, 'build', 'renderer'),
      env: { VANTAGE_MEDIA: '1' },
      // A free port unless the run is given one (BENCH_PORT_BASE).
      ...(Number(process.env.BENCH_PORT_BASE) > 0 && { port: Number(process.env.BENCH_PORT_BASE) }),
    });
    browser = await chromium.launch({ args: CHROMIUM_ARGS, executablePath: systemChromium() });
    const graphql = await platformSession(server.url, 'admin');
    const { createVideoWall: wall } = await graphql<{ createVideoWall: { id: string } }>(
      'mutation ($r: Int!, $c: Int!) { createVideoWall(wall: { name: "Bench wall", rows: $r, columns: $c }) { id } }',
      { r: ROWS, c: COLUMNS },
    );
    const setContent = (index: number, cameraIds: string[]) =>
      graphql(SET_CONTENT, { w: wall.id, i: index, c: { layout: 4, cameraIds } });

    const pages = new Map<number, Page>();
    for (let index = 0; index < displays; index++) {
      try {
        const { page, loadMs } = await pairedDisplayPage(
          browser,
          server.url,
          graphql,
          wall.id,
          index,
          PAGE_LOAD_TIMEOUT_MS,
        );
        await setContent(index, camerasFor(index));
        pages.set(index, page);
        report.displays.push({ index, loadMs, painting: false });
        log(`display ${index + 1}/${displays} paired (page loaded in ${loadMs} ms)`);
      } catch (err) {
        report.displays.push({ index, loadMs: null, painting: false });
        failed(`display ${index + 1}: load and pairing`, err);
      }
    }
    const first = await Promise.allSettled(
      [...pages].map(([index, page]) => painted(page, camerasFor(index), FIRST_PAINT_TIMEOUT_MS).then(() => index)),
    );
    const painting: number[] = [];
    first.forEach((result, i) => {
      const index = [...pages.keys()][i]!;
      if (result.status === 'fulfilled') {
        painting.push(index);
        report.displays.find((d) => d.index === index)!.painting = true;
      } else failed(`display ${index + 1}: first cameras painted`, result.reason);
    });
    if (painting.length === 0) throw new Error('no display painted its cameras');

    const streams = painting.length * 4;
    log(`${streams} wall streams painting; measuring the platform's CPU for ${CPU_WINDOW_MS / 1000} s`);
    try {
      const displaysBefore = chromiumCpuSnapshot();
      const cpu = await measureTreeCpu(server.pid, CPU_WINDOW_MS);
      const byType = chromiumCpuPercent(displaysBefore, chromiumCpuSnapshot());
      const displaysPercent = Object.values(byType).reduce((sum, entry) => sum + entry.percent, 0);
      report.displaysCpu = {
        percentOfOneCore: Math.round(displaysPercent * 10) / 10,
        percentPerWallStream: Number((displaysPercent / streams).toFixed(2)),
        byProcessType: byType,
      };
      report.platformCpu = {
        windowMs: CPU_WINDOW_MS,
        wallStreams: streams,
        percentOfOneCore: cpu.totalPercent,
        serverPercent: cpu.serverPercent,
        encodersPercent: cpu.childrenPercent,
        serverPercentPerWallStream: Number((cpu.serverPercent / streams).toFixed(2)),
        note: "encoders: the demo cameras' ffmpeg children, which run whether or not a wall shows them",
      };
    } catch (err) {
      failed('platform CPU', err);
    }

    report.machine.loadBeforeCommands = loadAverage();
    // Each display's camera set, shifted by one per command: every cell changes camera.
    const shift = new Map(painting.map((index) => [index, index]));
    const rounds: Array<RoundResult<Trial[]>> = [];
    let command = 0;
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push(
        await inRound(async () => {
          const trials: Trial[] = [];
          for (let trial = 0; trial < TRIALS; trial++, command++) {
            const index = painting[command % painting.length]!;
            shift.set(index, shift.get(index)! + 1);
            const next = camerasFor(shift.get(index)!);
            const sent = Date.now();
            try {
              const [, times] = await Promise.all([
                setContent(index, next),
                paintedAt(pages.get(index)!, next, COMMAND_TIMEOUT_MS),
              ]);
              trials.push({
                total: times.paintedAt - sent,
                shown: times.shownAt - sent,
                picture: times.paintedAt - times.shownAt,
                stages: times.stages,
              });
            } catch (err) {
              failed(`round ${round + 1} command ${trial + 1} (display ${index + 1})`, err);
            }
          }
          if (trials.length === 0) throw new Error('every command of the round failed');
          return trials;
        }),
      );
      log(`round ${round + 1}/${ROUNDS}: ${describeFigure(acrossRounds(part(rounds.slice(-1), 'total')))}`);
    }
    const figure = acrossRounds(part(rounds, 'total'));
    const p95 = figure.p95.median;
    report.commandToPaintedMs = {
      ...figure,
      targetP95: TARGET_P95_MS,
      meetsTarget: p95 === null ? null : p95 <= TARGET_P95_MS,
    };
    report.commandToShownMs = acrossRounds(part(rounds, 'shown'));
    report.shownToPaintedMs = acrossRounds(part(rounds, 'picture'));
    report.firstPictureStagesMs = rounds.flatMap((r) => (r.ok ? [stageFigures(r.value.flatMap((t) => t.stages))] : []));
  } catch (err) {
    failed('bench', err);
  } finally {
    report.machine.loadAtEnd = loadAverage();
    await browser?.close().catch((err: unknown) => failed('closing the browser', err));
    await server?.stop().catch((err: unknown) => failed('stopping the platform', err));
  }
  return report;
}

void main().then((report) => {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const painting = report.displays.filter((d) => d.painting).length;
  const cpu = report.platformCpu;
  const shown = report.displaysCpu;
  process.stdout.write(
    `walls: ${painting}/${report.wall.displays} displays painting (${painting * 4} streams): command to painted ` +
      `${describeFigure(report.commandToPaintedMs ?? undefined)} (target p95 ≤ ${TARGET_P95_MS} ms), of which ` +
      `command to shown ${describeFigure(report.commandToShownMs ?? undefined)} and shown to painted ` +
      `${describeFigure(report.shownToPaintedMs ?? undefined)} (first picture p50 by stage: ` +
      `${describeStageRounds(report.firstPictureStagesMs) || 'n/a'}); ` +
      (cpu ? `platform ${cpu.serverPercent} % of a core, ${cpu.serverPercentPerWallStream} % per wall stream; ` : '') +
      (shown
        ? `displays ${shown.percentOfOneCore} % of a core, ${shown.percentPerWallStream} % per wall stream; `
        : '') +
      `load ${report.machine.loadAtStart.join(' ')} at start, ${report.machine.loadAtEnd?.join(' ')} at end; ` +
      `${report.failures.length} failure(s)\n`,
  );
});
