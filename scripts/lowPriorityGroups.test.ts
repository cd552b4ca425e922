/** npm test's low-priority scripts stay low when their children start sessions of their own
 *  (scripts/lowPriorityGroups.cjs). */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const groups = require('./lowPriorityGroups.cjs') as {
  parentOf: (statText: string) => number;
  descendantsOf: (roots: number[], parents: Map<number, number>) => number[];
  parseAutogroup: (text: string) => { group: number; nice: number } | undefined;
  lowerDescendantGroups: (roots: number[], nice?: number) => number[];
};

const autogroups = (() => {
  try {
    return fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
})();

describe('lowPriorityGroups', () => {
  it("reads a process's parent past a name that holds spaces and parentheses", () => {
    expect(groups.parentOf('4242 (Web Content (x)) S 17 4242 4242 0 -1 4194560')).toBe(17);
  });

  it('finds every process below the roots, and none beside them', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ]);
    expect(groups.descendantsOf([10], parents).sort((a, b) => a - b)).toEqual([11, 12, 13]);
    expect(groups.descendantsOf([12], parents)).toEqual([]);
    expect(groups.descendantsOf([11, 20], parents).sort((a, b) => a - b)).toEqual([12, 21]);
  });

  it("reads a session's group and its niceness", () => {
    expect(groups.parseAutogroup('/autogroup-5588 nice 0\n')).toEqual({ group: 5588, nice: 0 });
    expect(groups.parseAutogroup('/autogroup-7 nice -5')).toEqual({ group: 7, nice: -5 });
    expect(groups.parseAutogroup('')).toBeUndefined();
  });

  (autogroups ? describe : describe.skip)('on Linux with autogroups', () => {
    let parent: ChildProcess | undefined;
    afterEach(() => parent?.kill('SIGKILL'));

    it("lowers a descendant's own session to nice 19 and leaves this process's alone", async () => {
      // A shell (this session) whose child starts a session of its own, as Playwright's browser does.
      parent = spawn('bash', ['-c', 'setsid sleep 30 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
      const detached = Number(
        await new Promise<string>((resolve) => parent!.stdout!.once('data', (d) => resolve(String(d)))),
      );
      // A process left in the kernel's default group (or in a container that hides groups) reads
      // as no group at all.
      const groupOf = (pid: number) => groups.parseAutogroup(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
      const own = groupOf(process.pid);
      // setsid runs before sleep: the new session may take a moment to exist.
      for (let tries = 0; groupOf(detached)?.group === own?.group && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const theirs = groupOf(detached);
      if (!theirs) {
        // Sessions here get no group of their own: the warden finds nothing to lower.
        expect(groups.lowerDescendantGroups([parent.pid!])).toEqual([]);
        process.kill(detached, 'SIGKILL');
        return;
      }
      expect(theirs.group).not.toBe(own?.group);
      expect(theirs.nice).toBe(0);

      expect(groups.lowerDescendantGroups([parent.pid!])).toEqual([theirs.group]);
      expect(groupOf(detached)?.nice).toBe(19);
      expect(groupOf(process.pid)).toEqual(own);
      // Once lowered, a group is left as it is.
      expect(groups.lowerDescendantGroups([parent.pid!])).toEqual([]);
      process.kill(detached, 'SIGKILL');
    });
  });
});
