import { WorkLimiter } from './WorkLimiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WorkLimiter', () => {
  it('runs at most `concurrency` jobs, queues the next ones and refuses beyond the queue', async () => {
    const limiter = new WorkLimiter(2, 3);
    const gates = Array.from({ length: 5 }, deferred);
    let started = 0;
    const jobs = gates.map((gate, i) =>
      limiter.run(async () => {
        started += 1;
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(limiter.load).toMatchObject({ running: 2, waiting: 3 });
    await expect(limiter.run(async () => 'sixth')).rejects.toMatchObject({ name: 'DomainError', kind: 'busy' });

    gates[0]?.resolve();
    await jobs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(3);
    expect(limiter.load).toMatchObject({ running: 2, waiting: 2 });

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0, alarms: { running: 0, waiting: 0 } });
    expect(limiter.peakLoad).toEqual({ running: 2, waiting: 3 });
  });

  it('runs a job asked for first at once in a lane of its own, beside a busy lane and a full queue', async () => {
    const limiter = new WorkLimiter(1, 1);
    const viewer = deferred();
    const order: string[] = [];
    const running = limiter.run(() => viewer.promise);
    const queued = limiter.run(async () => void order.push('queued'));
    await expect(limiter.run(async () => 'refused')).rejects.toMatchObject({ kind: 'busy' });
    // The viewer's picture is still being decoded: the alarm's does not wait for it.
    await limiter.run(async () => void order.push('alarm'), true);
    expect(order).toEqual(['alarm']);
    viewer.resolve();
    await Promise.all([running, queued]);
    expect(order).toEqual(['alarm', 'queued']);
    expect(limiter.peakLoad).toEqual({ running: 1, waiting: 1 });
  });

  it('runs jobs asked for first one after another, never refused', async () => {
    const limiter = new WorkLimiter(1, 0);
    const first = deferred();
    const order: string[] = [];
    const alarms = [
      limiter.run(async () => {
        await first.promise;
        order.push('alarm 1');
      }, true),
      ...[2, 3, 4].map((n) => limiter.run(async () => void order.push(`alarm ${n}`), true)),
    ];
    expect(limiter.load.alarms).toEqual({ running: 1, waiting: 3 });
    // The shared lane stays free for a viewer meanwhile.
    expect(await limiter.run(async () => 'viewer')).toBe('viewer');
    first.resolve();
    await Promise.all(alarms);
    expect(order).toEqual(['alarm 1', 'alarm 2', 'alarm 3', 'alarm 4']);
    expect(limiter.load.alarms).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('ffmpeg failed')))).rejects.toThrow('ffmpeg failed');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
