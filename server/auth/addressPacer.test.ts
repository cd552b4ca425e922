import { AddressPacer, addressDelayMs, type PacerClock } from './addressPacer';
import { ADDRESS_DELAY_MAX_MS, ADDRESS_DELAY_STEP_MS, ADDRESS_QUEUE_MAX_MS, MAX_ADDRESS_FAILURES } from './authPolicy';

/** A clock whose sleeps wait until the test wakes them, so turns can be inspected mid-queue. */
function fakeClock() {
  let now = 1_000_000;
  const sleeps: Array<{ ms: number; wake: () => void }> = [];
  const clock: PacerClock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleeps.push({ ms, wake })),
  };
  return {
    clock,
    sleeps,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('addressDelayMs', () => {
  it('is nothing below the threshold, a step per failure from it, capped', () => {
    expect(addressDelayMs(0)).toBe(0);
    expect(addressDelayMs(MAX_ADDRESS_FAILURES - 1)).toBe(0);
    expect(addressDelayMs(MAX_ADDRESS_FAILURES)).toBe(ADDRESS_DELAY_STEP_MS);
    expect(addressDelayMs(MAX_ADDRESS_FAILURES + 3)).toBe(4 * ADDRESS_DELAY_STEP_MS);
    expect(addressDelayMs(MAX_ADDRESS_FAILURES + 10_000)).toBe(ADDRESS_DELAY_MAX_MS);
  });
});

describe('AddressPacer', () => {
  it('makes each sequential attempt wait its delay', async () => {
    const { clock, sleeps, advance } = fakeClock();
    const pacer = new AddressPacer(clock);
    for (const delay of [250, 500]) {
      const turn = pacer.wait('10.0.0.1', delay);
      expect(sleeps.at(-1)?.ms).toBe(delay);
      advance(delay);
      sleeps.at(-1)?.wake();
      await expect(turn).resolves.toBe(true);
    }
    expect(pacer.waitingAddresses).toBe(0);
  });

  it('spaces parallel attempts one after another and refuses, at once, those past the queue', async () => {
    const { clock, sleeps } = fakeClock();
    const pacer = new AddressPacer(clock);
    const fits = Math.floor(ADDRESS_QUEUE_MAX_MS / ADDRESS_DELAY_MAX_MS);
    const turns = Array.from({ length: fits }, () => pacer.wait('10.0.0.1', ADDRESS_DELAY_MAX_MS));
    expect(sleeps.map((s) => s.ms)).toEqual(Array.from({ length: fits }, (_, i) => (i + 1) * ADDRESS_DELAY_MAX_MS));

    await expect(pacer.wait('10.0.0.1', ADDRESS_DELAY_MAX_MS)).resolves.toBe(false);
    expect(sleeps).toHaveLength(fits);

    // Another address is not held up by this one's queue.
    const other = pacer.wait('10.0.0.2', ADDRESS_DELAY_STEP_MS);
    expect(sleeps.at(-1)?.ms).toBe(ADDRESS_DELAY_STEP_MS);

    for (const s of sleeps) s.wake();
    await expect(Promise.all([...turns, other])).resolves.toEqual(Array(fits + 1).fill(true));
    expect(pacer.waitingAddresses).toBe(0);
  });

  it('frees the turn when a wait fails', async () => {
    const pacer = new AddressPacer({ now: () => 0, sleep: () => Promise.reject(new Error('aborted')) });
    await expect(pacer.wait('10.0.0.1', ADDRESS_DELAY_STEP_MS)).rejects.toThrow('aborted');
    expect(pacer.waitingAddresses).toBe(0);
  });
});
