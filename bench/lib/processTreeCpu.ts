/** CPU time of a process and all its descendants (the server and its ffmpeg children), from /proc. */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  cpuUs: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      name,
      cpuUs: ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/** CPU microseconds used so far by `root` and each of its live descendants, by pid. */
export function treeCpu(root: number): Map<number, ProcStat> {
  const all = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is ProcStat => s !== undefined);
  const children = new Map<number, ProcStat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const out = new Map<number, ProcStat>();
  const visit = (s: ProcStat) => {
    out.set(s.pid, s);
    for (const c of children.get(s.pid) ?? []) visit(c);
  };
  const rootStat = all.find((s) => s.pid === root);
  if (rootStat) visit(rootStat);
  return out;
}

/** Percent of one core used by the tree over `ms`, split into the root process and its children. */
export async function measureTreeCpu(root: number, ms: number) {
  const before = treeCpu(root);
  const t0 = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = treeCpu(root);
  const wallUs = Number(process.hrtime.bigint() - t0) / 1000;
  let rootUs = 0;
  let childUs = 0;
  let children = 0;
  for (const [pid, s] of after) {
    // Only processes alive over the whole window count (a restart mid-window would skew it).
    const was = before.get(pid);
    if (!was) continue;
    if (pid === root) rootUs += s.cpuUs - was.cpuUs;
    else {
      childUs += s.cpuUs - was.cpuUs;
      children += 1;
    }
  }
  const pct = (us: number) => Math.round((us / wallUs) * 1000) / 10;
  return { totalPercent: pct(rootUs + childUs), serverPercent: pct(rootUs), childrenPercent: pct(childUs), children };
}
