// What a step of npm test cost in CPU, printed beside its wall time (issue 35: CI under 20
// minutes). The machine's figures come from /proc/stat (on CI the steps have the machine to
// themselves): how busy its cores were and how much of that was niced. A step's own figure is the
// CPU time of the child processes it has reaped (/proc/self/stat cutime + cstime), which holds
// everything they ran in turn. Where a step leaves the cores idle, work can be moved beside it;
// where they are full, only less work makes it shorter. Off Linux the meter says nothing.
const fs = require('node:fs');

/** Clock ticks a second in /proc (USER_HZ, 100 on every Linux build that matters here). */
const TICKS = 100;

/** The cores' times from /proc/stat's text, in ticks: all of them, the busy ones, the niced ones. */
function parseProcStat(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { total, busy: total - idle - iowait, nice, cores: text.split('\n').filter((l) => /^cpu\d/.test(l)).length };
}

/** CPU seconds of the children this process has reaped, from /proc/self/stat's text. */
function parseChildrenSeconds(text) {
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of the whole line: 14 and 15 of what follows ')'.
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

/** CPU seconds of a shell's children from bash's `times` (its second line: user and system time,
 *  as 1m2.345s); undefined when the text does not end with it. */
function parseBashTimes(text) {
  const lines = text.trimEnd().split('\n');
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1) ?? '');
  if (!match || !/^\d+m[\d.]+s \d+m[\d.]+s$/.test(lines.at(-2) ?? '')) return undefined;
  const [, um, us, sm, ss] = match.map(Number);
  return um * 60 + us + sm * 60 + ss;
}

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const machine = () => {
  const text = read('/proc/stat');
  return text === undefined ? undefined : parseProcStat(text);
};

/** CPU seconds of the children reaped so far; undefined off Linux. */
function childrenSeconds() {
  const text = read('/proc/self/stat');
  return text === undefined ? undefined : parseChildrenSeconds(text);
}

/** One line on a span: its wall time, how busy the machine's cores were and with what, and the
 *  CPU seconds of the span's own processes (ownSeconds, when known). */
function describeCpu(before, after, wallSeconds, ownSeconds) {
  const parts = [`${wallSeconds.toFixed(1)} s`];
  if (before && after && after.total > before.total) {
    const share = (ticks) => ticks / (after.total - before.total);
    const coreSeconds = (ticks) => Math.round(share(ticks) * wallSeconds * after.cores);
    const busy = after.busy - before.busy;
    const nice = after.nice - before.nice;
    parts.push(
      `${after.cores} cores ${Math.round(share(busy) * 100)} % busy (${coreSeconds(busy)} core-s, ${coreSeconds(nice)} of them niced)`,
    );
  }
  if (ownSeconds !== undefined) parts.push(`its processes ${Math.round(ownSeconds)} core-s`);
  return parts.join(', ');
}

/** Starts measuring; the function returned describes the span since (describeCpu). */
function startCpuMeter() {
  const started = Date.now();
  const before = machine();
  const childrenBefore = childrenSeconds();
  return () => {
    const childrenAfter = childrenSeconds();
    const own =
      childrenBefore === undefined || childrenAfter === undefined ? undefined : childrenAfter - childrenBefore;
    return describeCpu(before, machine(), (Date.now() - started) / 1000, own);
  };
}

module.exports = { parseProcStat, parseChildrenSeconds, parseBashTimes, describeCpu, startCpuMeter };
