/** CPU time of the load generator (this process) and of the server child, to show how the two shared the cores. */
import fs from 'node:fs';

export interface CpuSnapshot {
  atNs: bigint;
  generatorUs: number;
  /** Undefined where /proc is not available (not Linux). */
  serverUs: number | undefined;
}

/** Linux clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

function processCpuUs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1e6) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    atNs: process.hrtime.bigint(),
    generatorUs: own.user + own.system,
    serverUs: serverPid ? processCpuUs(serverPid) : undefined,
  };
}

/** Percent of one core each side used between two snapshots (200 = both cores of a 2-core machine). */
export function cpuPercent(from: CpuSnapshot, to: CpuSnapshot): { server?: number; generator: number } {
  const wallUs = Number(to.atNs - from.atNs) / 1000;
  const percent = (us: number) => Math.round((us / wallUs) * 100);
  return {
    generator: percent(to.generatorUs - from.generatorUs),
    ...(from.serverUs !== undefined && to.serverUs !== undefined && { server: percent(to.serverUs - from.serverUs) }),
  };
}
