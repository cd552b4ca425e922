import { MAX_PLAYER_WORKERS, PlayerWorkerPool, poolSizeFor, type WorkerLike } from './PlayerWorkerPool';
import type { FromWorker, ToWorker } from './workerMessages';

class RecordingWorker implements WorkerLike {
  readonly received: ToWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  postMessage(message: ToWorker): void {
    this.received.push(message);
  }
  send(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

function pool(size: number) {
  const workers: RecordingWorker[] = [];
  let spawns = 0;
  const instance = new PlayerWorkerPool(async () => {
    spawns += 1;
    const worker = new RecordingWorker();
    workers.push(worker);
    return worker;
  }, size);
  return { instance, workers, spawns: () => spawns };
}

describe('poolSizeFor: one worker per core, at least one, at most MAX_PLAYER_WORKERS', () => {
  it.each([
    [undefined, 1],
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [16, MAX_PLAYER_WORKERS],
  ])('%p cores → %p workers', (cores, size) => {
    expect(poolSizeFor(cores)).toBe(size);
  });
});

describe('PlayerWorkerPool', () => {
  it('starts a worker on first use and delivers what was posted while it started, in order', async () => {
    const p = pool(2);
    expect(p.spawns()).toBe(0);
    const link = p.instance.join(() => undefined);
    link.post({ t: 'playing', id: link.id, playing: true });
    expect(p.spawns()).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(p.workers[0]?.received).toEqual([
      { t: 'create', id: link.id },
      { t: 'playing', id: link.id, playing: true },
    ]);
  });

  it('asks its first worker what it can do, once, and hears the answer under the id it asked with', async () => {
    const p = pool(2);
    const first = p.instance.probe();
    expect(p.instance.probe()).toBe(first);
    await Promise.resolve();
    await Promise.resolve();
    const asked = p.workers[0]?.received.filter((m) => m.t === 'probe') ?? [];
    expect(asked).toHaveLength(1);
    p.workers[0]?.send({ t: 'probed', id: asked[0]?.id ?? -1, abilities: { webCodecs: true } });
    await expect(first).resolves.toEqual({ webCodecs: true });
    expect(p.instance.load).toEqual([0, 0]);
  });

  it('a first worker that cannot start can do nothing', async () => {
    const failing = new PlayerWorkerPool(() => Promise.reject(new Error('no workers here')), 2);
    await expect(failing.probe()).resolves.toEqual({ webCodecs: false });
  });

  it('spreads players over the workers, the least loaded first, and a player that leaves frees its place', async () => {
    const p = pool(2);
    const a = p.instance.join(() => undefined);
    const b = p.instance.join(() => undefined);
    const c = p.instance.join(() => undefined);
    expect([a.slot, b.slot, c.slot]).toEqual([0, 1, 0]);
    expect(p.instance.load).toEqual([2, 1]);
    a.leave();
    expect(p.instance.load).toEqual([1, 1]);
    const d = p.instance.join(() => undefined);
    expect(d.slot).toBe(0);
    await Promise.resolve();
    expect(p.spawns()).toBe(2);
  });

  it("routes a worker's messages to the player they name, and none after it left", async () => {
    const p = pool(1);
    const heardA: FromWorker[] = [];
    const heardB: FromWorker[] = [];
    const a = p.instance.join((m) => heardA.push(m));
    const b = p.instance.join((m) => heardB.push(m));
    await Promise.resolve();
    await Promise.resolve();
    const worker = p.workers[0] as RecordingWorker;
    worker.send({ t: 'requested', id: b.id, sid: 1 });
    expect(heardA).toEqual([]);
    expect(heardB).toEqual([{ t: 'requested', id: b.id, sid: 1 }]);
    b.leave();
    expect(worker.received.at(-1)).toEqual({ t: 'destroy', id: b.id });
    worker.send({ t: 'requested', id: b.id, sid: 1 });
    b.post({ t: 'clear', id: b.id });
    expect(heardB).toHaveLength(1);
    expect(worker.received.at(-1)).toEqual({ t: 'destroy', id: b.id });
    a.leave();
  });
});
