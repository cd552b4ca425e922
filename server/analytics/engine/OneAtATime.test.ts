import { OneAtATime } from './OneAtATime';

/** A task that finishes when told to, and says when it started. */
function held<T>(value: T) {
  let release!: () => void;
  const started = { yes: false };
  const done = new Promise<void>((r) => (release = r));
  const task = async () => {
    started.yes = true;
    await done;
    return value;
  };
  return { task, started, release };
}

it('runs requests in turn, counting those that wait or run', async () => {
  const turns = new OneAtATime();
  const first = held('a');
  const second = held('b');
  const a = turns.run(first.task);
  const b = turns.run(second.task);
  await Promise.resolve();
  expect(first.started.yes).toBe(true);
  expect(second.started.yes).toBe(false);
  expect(turns.load).toBe(2);
  first.release();
  expect(await a).toBe('a');
  second.release();
  expect(await b).toBe('b');
  expect(second.started.yes).toBe(true);
  expect(turns.load).toBe(0);
});

it('goes on after a request that failed', async () => {
  const turns = new OneAtATime();
  const failed = turns.run(() => Promise.reject(new Error('worker ended')));
  const next = turns.run(async () => 'read');
  await expect(failed).rejects.toThrow('worker ended');
  expect(await next).toBe('read');
  expect(turns.load).toBe(0);
});
