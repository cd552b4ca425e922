/** CPU of the Chromium this process launched, by process type (browser, renderer, gpu-process,
 *  utility …), from /proc; and the page's own figures from the DevTools protocol. */
import fs from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { treeCpu } from './processTreeCpu';

export interface ChromiumCpuSnapshot {
  atNs: bigint;
  /** CPU microseconds so far of each Chromium process, with its type. */
  processes: Map<number, { type: string; cpuUs: number }>;
}

/** The `--type=` of a Chromium process (its command line), 'browser' for the main process, or
 *  undefined for anything that is not Chromium (the server, ffmpeg). */
function chromiumType(pid: number, name: string): string | undefined {
  let args: string[];
  try {
    // Chromium rewrites its process title, so the arguments may be separated by spaces.
    args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
  } catch {
    return undefined;
  }
  const isChromium = /chrom/i.test(name) || /chrom/i.test(args[0] ?? '');
  if (!isChromium) return undefined;
  const type = args.find((arg) => arg.startsWith('--type='));
  return type ? type.slice('--type='.length) : 'browser';
}

export function chromiumCpuSnapshot(root = process.pid): ChromiumCpuSnapshot {
  const processes = new Map<number, { type: string; cpuUs: number }>();
  for (const [pid, stat] of treeCpu(root)) {
    if (pid === root) continue;
    const type = chromiumType(pid, stat.name);
    if (type) processes.set(pid, { type, cpuUs: stat.cpuUs });
  }
  return { atNs: process.hrtime.bigint(), processes };
}

/** Percent of one core per process type between two snapshots (processes alive in both), with how
 *  many processes of each type there were; 200 = both cores of a 2-core machine. */
export function chromiumCpuPercent(
  from: ChromiumCpuSnapshot,
  to: ChromiumCpuSnapshot,
): Record<string, { percent: number; processes: number }> {
  const wallUs = Number(to.atNs - from.atNs) / 1000;
  const byType: Record<string, { percent: number; processes: number }> = {};
  for (const [pid, now] of to.processes) {
    const was = from.processes.get(pid);
    if (!was) continue;
    const entry = (byType[now.type] ??= { percent: 0, processes: 0 });
    entry.percent += ((now.cpuUs - was.cpuUs) / wallUs) * 100;
    entry.processes += 1;
  }
  for (const entry of Object.values(byType)) entry.percent = Math.round(entry.percent * 10) / 10;
  return byType;
}

/** The page's DevTools performance metrics, in seconds: CPU time of its main thread (ThreadTime)
 *  and of its renderer process (ProcessTime), and the wall time of its main-thread tasks
 *  (TaskDuration; ScriptDuration the JavaScript part), which on a loaded machine includes time
 *  spent waiting for a core. */
export async function pageSeconds(
  cdp: CDPSession,
): Promise<{ thread: number; process: number; task: number; script: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    thread: metric('ThreadTime'),
    process: metric('ProcessTime'),
    task: metric('TaskDuration'),
    script: metric('ScriptDuration'),
  };
}
