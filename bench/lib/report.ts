/** The bench's output: the JSON document, its file under build/bench/, and one summary line per database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CaseName } from './cases';
import type { CaseFigures } from './stats';

export type DatabaseFigures = Partial<Record<CaseName, CaseFigures>>;

export interface BenchReport {
  benchmark: 'server';
  startedAt: string;
  node: string;
  cpus: number;
  cpuModel: string;
  /** 1, 5 and 15 minute load averages when the run began: anything above ~0 is a competing load. */
  loadAverageAtStart: number[];
  loadAverageAtEnd?: number[];
  note: string;
  warmupSeconds: number;
  databases: Record<string, DatabaseFigures>;
  /** Databases not measured, with the reason (no URL, or a failure). */
  skipped: Record<string, string>;
  /** Things that make a database's figures suspect, e.g. the server ending in the middle of the run. */
  incidents: Record<string, string>;
}

export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

export function newReport(warmupMs: number): BenchReport {
  return {
    benchmark: 'server',
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: loadAverage(),
    note: 'Server and load generator share this machine; rps counts successful answers; ratioToHealth = rps / health rps in the same run.',
    warmupSeconds: warmupMs / 1000,
    databases: {},
    skipped: {},
    incidents: {},
  };
}

/** Fills ratioToHealth for every case of a database from its own health baseline. */
export function addRatios(figures: DatabaseFigures): void {
  const baseline = figures.health?.rps;
  if (!baseline) return;
  for (const name of Object.keys(figures) as CaseName[]) {
    const f = figures[name];
    if (f) f.ratioToHealth = Number((f.rps / baseline).toPrecision(3));
  }
}

const describe = (name: string, f: CaseFigures | undefined, withRatio: boolean) => {
  if (!f) return `${name} n/a`;
  const ratio = withRatio && f.ratioToHealth !== undefined ? ` (${f.ratioToHealth}x health)` : '';
  return `${name} ${f.rps} rps${ratio} p50 ${f.p50Ms} ms p99 ${f.p99Ms} ms`;
};

export function summaryLine(database: string, figures: DatabaseFigures, incident?: string): string {
  const errors = Object.values(figures).reduce((sum, f) => sum + (f?.errors ?? 0), 0);
  return [
    `${database}:`,
    `${describe('health', figures.health, false)};`,
    `${describe('userInfo', figures.userInfo, true)};`,
    `${describe('deviceList', figures.deviceList, true)};`,
    `${describe('login', figures.login, true)};`,
    `with 200 policies: ${describe('userInfo', figures.userInfo200Policies, true)};`,
    `${describe('deviceList', figures.deviceList200Policies, true)};`,
    `errors ${errors}${incident ? ` (${incident})` : ''}`,
  ].join(' ');
}

/** Writes the report to build/bench/server-<timestamp>.json and returns the path. */
export function writeReport(root: string, report: BenchReport): string {
  const dir = path.join(root, 'build', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `server-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
