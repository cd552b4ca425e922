/** npm test's steps say what they cost the cores (issue 35): scripts/cpuMeter.cjs. */
type Cores = { total: number; busy: number; nice: number; cores: number } | undefined;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const meter = require('./cpuMeter.cjs') as {
  parseProcStat: (text: string) => Cores;
  parseChildrenSeconds: (text: string) => number;
  parseBashTimes: (text: string) => number | undefined;
  describeCpu: (before: Cores, after: Cores, wallSeconds: number, ownSeconds?: number) => string;
  startCpuMeter: () => () => string;
};

/** /proc/stat of two cores: user nice system idle iowait irq softirq steal guest guest_nice. */
const stat = (user: number, nice: number, system: number, idle: number, iowait = 0) =>
  [
    `cpu  ${user} ${nice} ${system} ${idle} ${iowait} 0 0 0 0 0`,
    `cpu0 1 0 0 1 0 0 0 0 0 0`,
    `cpu1 1 0 0 1 0 0 0 0 0 0`,
    'intr 1 2 3',
  ].join('\n');

describe('cpuMeter', () => {
  it('reads the busy and niced share of the cores, waiting for the disk counting as idle', () => {
    expect(meter.parseProcStat(stat(100, 50, 20, 300, 30))).toEqual({ total: 500, busy: 170, nice: 50, cores: 2 });
  });

  it('describes a span: 100 s on two cores, three quarters busy, a third of that niced', () => {
    const before = meter.parseProcStat(stat(1000, 0, 0, 1000));
    // 20 000 ticks later (100 s on two cores): 15 000 busy, 5 000 of them niced.
    const after = meter.parseProcStat(stat(1000 + 10_000, 5_000, 0, 1000 + 5_000));
    expect(meter.describeCpu(before, after, 100, 140.4)).toBe(
      '100.0 s, 2 cores 75 % busy (150 core-s, 50 of them niced), its processes 140 core-s',
    );
    // Without /proc (off Linux): the wall time alone.
    expect(meter.describeCpu(undefined, undefined, 12.34)).toBe('12.3 s');
  });

  it("reads the reaped children's CPU time from /proc/self/stat, whatever the command's name holds", () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    // Fields 16 and 17 (cutime, cstime) of the line: 1 234 and 566 ticks.
    fields[16 - 3] = '1234';
    fields[17 - 3] = '566';
    expect(meter.parseChildrenSeconds(`4242 (node (a) b) ${fields.join(' ')}`)).toBeCloseTo(18);
  });

  it("reads bash's `times` at the end of a script's output, and nothing from output without it", () => {
    expect(meter.parseBashTimes('Tests: 3 passed\n\n0m0.004s 0m0.001s\n4m2.500s 0m7.250s\n')).toBeCloseTo(249.75);
    expect(meter.parseBashTimes('Tests: 3 passed\n4m2.500s 0m7.250s\n')).toBeUndefined();
  });

  it('measures a span on this machine: its wall time, and the cores when there is a /proc', () => {
    const stop = meter.startCpuMeter();
    // Past a few of /proc's 10 ms ticks.
    const end = Date.now() + 50;
    while (Date.now() < end);
    const line = stop();
    expect(line).toMatch(/^\d+\.\d s/);
    if (process.platform === 'linux') expect(line).toMatch(/cores \d+ % busy .*its processes \d+ core-s$/);
  });
});
