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
    expect(limiter.load).toEqual({ running: 2, waiting: 3 });
    await expect(limiter.run(async () => 'sixth')).rejects.toMatchObject({ name: 'DomainError', kind: 'busy' });

    gates[0]?.resolve();
    await jobs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(3);
    expect(limiter.load).toEqual({ running: 2, waiting: 2 });

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
    expect(limiter.peakLoad).toEqual({ running: 2, waiting: 3 });
  });

  it('runs a job asked for first ahead of those waiting, even with the queue full', async () => {
    const limiter = new WorkLimiter(1, 1);
    const gate = deferred();
    const order: string[] = [];
    const running = limiter.run(() => gate.promise);
    const queued = limiter.run(async () => void order.push('queued'));
    await expect(limiter.run(async () => 'refused')).rejects.toMatchObject({ kind: 'busy' });
    const alarm = limiter.run(async () => void order.push('alarm'), true);
    expect(limiter.load).toEqual({ running: 1, waiting: 2 });
    gate.resolve();
    await Promise.all([running, queued, alarm]);
    expect(order).toEqual(['alarm', 'queued']);
  });

  it('frees the slot when a job fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('ffmpeg failed')))).rejects.toThrow('ffmpeg failed');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
