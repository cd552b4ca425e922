/** CPU time of the load generator (this process), of the server child and of the whole machine, to show how
 *  the cores were shared and whether anything else competed. */
import fs from 'node:fs';

export interface CpuSnapshot {
  atNs: bigint;
  generatorUs: number;
  /** Undefined where /proc is not available (not Linux). */
  serverUs: number | undefined;
  /** Busy time of all cores together; undefined where /proc is not available. */
  machineUs: number | undefined;
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

/** Busy (non-idle, non-iowait) time of all cores from the first line of /proc/stat. */
function machineBusyUs(): number | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    const ticks = [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0);
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
    machineUs: machineBusyUs(),
  };
}

export interface CpuPercent {
  generator: number;
  server?: number;
  /** The whole machine; machine - server - generator is everything else (PostgreSQL included). */
  machine?: number;
}

/** Percent of one core each used between two snapshots (200 = both cores of a 2-core machine). */
export function cpuPercent(from: CpuSnapshot, to: CpuSnapshot): CpuPercent {
  const wallUs = Number(to.atNs - from.atNs) / 1000;
  const percent = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : Math.round(((b - a) / wallUs) * 100);
  const server = percent(from.serverUs, to.serverUs);
  const machine = percent(from.machineUs, to.machineUs);
  return {
    generator: percent(from.generatorUs, to.generatorUs) ?? 0,
    ...(server !== undefined && { server }),
    ...(machine !== undefined && { machine }),
  };
}
