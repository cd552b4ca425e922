// Keeps a low-priority script low when its children start sessions of their own. Linux with
// autogroups (sched_autogroup_enabled, the default of most distributions) shares the cores between
// sessions first and only then between the processes of a session by their niceness or SCHED_IDLE.
// Playwright starts its web server and its browser detached (setsid), so the e2e set that npm test
// runs at SCHED_IDLE had its platform and Chromium in sessions of their own that took a fair share
// each — more than jest's alone pass beside them, whose detector and timing suites then failed.
// The warden gives every such session of the scripts' descendants the lowest autogroup priority
// (/proc/<pid>/autogroup, nice 19). Elsewhere it does nothing.
const fs = require('node:fs');
const { setInterval, clearInterval } = require('node:timers');

/** A process's parent from /proc/<pid>/stat's text: the field after the state, past the name's ')'. */
function parentOf(statText) {
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

/** The processes below the roots, from a map of each process to its parent. */
function descendantsOf(roots, parents) {
  const children = new Map();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const found = [];
  const queue = roots.flatMap((root) => children.get(root) ?? []);
  while (queue.length > 0) {
    const pid = queue.shift();
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** The group and its niceness from /proc/<pid>/autogroup's text ('/autogroup-42 nice 0'). */
function parseAutogroup(text) {
  const match = /^\/autogroup-(\d+) nice (-?\d+)/.exec(text);
  return match ? { group: Number(match[1]), nice: Number(match[2]) } : undefined;
}

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // gone since the listing, or not Linux
  }
}

function processParents() {
  const parents = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (stat) parents.set(Number(name), parentOf(stat));
  }
  return parents;
}

/** Once: every autogroup of the roots' descendants other than this process's own gets `nice`.
 *  Returns the groups it lowered. */
function lowerDescendantGroups(roots, nice = 19) {
  if (roots.length === 0) return [];
  const own = parseAutogroup(read('/proc/self/autogroup') ?? '');
  const lowered = [];
  for (const pid of descendantsOf(roots, processParents())) {
    const group = parseAutogroup(read(`/proc/${pid}/autogroup`) ?? '');
    if (!group || group.group === own?.group || group.nice >= nice) continue;
    try {
      fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
      lowered.push(group.group);
    } catch {
      // Ended meanwhile, or not ours to lower.
    }
  }
  return lowered;
}

/** Lowers the sessions below the processes `roots()` names every `intervalMs` (one look at /proc
 *  costs 5–10 ms of CPU) until the returned stop is called. */
function startGroupWarden(roots, { nice = 19, intervalMs = 1000 } = {}) {
  if (read('/proc/sys/kernel/sched_autogroup_enabled')?.trim() !== '1') return () => undefined;
  const timer = setInterval(() => lowerDescendantGroups(roots(), nice), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { parentOf, descendantsOf, parseAutogroup, lowerDescendantGroups, startGroupWarden };
