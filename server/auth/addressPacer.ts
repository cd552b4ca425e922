/** Paces login attempts from an address past its failure threshold: each waits its turn, one
 *  after another, instead of the whole address being refused. */
import { setTimeout as sleep } from 'node:timers/promises';
import { ADDRESS_DELAY_MAX_MS, ADDRESS_DELAY_STEP_MS, ADDRESS_QUEUE_MAX_MS, MAX_ADDRESS_FAILURES } from './authPolicy';

/** Time as the pacer sees it; tests pass their own so they need not wait. */
export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: PacerClock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    await sleep(ms);
  },
};

/** How long one attempt waits, given its address's failures in the window: nothing below the
 *  threshold, then one step per failure at or past it, capped. */
export function addressDelayMs(failures: number): number {
  if (failures < MAX_ADDRESS_FAILURES) return 0;
  return Math.min(ADDRESS_DELAY_MAX_MS, ADDRESS_DELAY_STEP_MS * (failures - MAX_ADDRESS_FAILURES + 1));
}

export class AddressPacer {
  /** The last turn handed out per address; an entry lives only while attempts from it wait. */
  private readonly lastTurn = new Map<string, number>();

  constructor(private readonly clock: PacerClock = realClock) {}

  /** Waits `delayMs` after the address's previous turn; false, at once, when that turn is
   *  further off than the queue allows (the attempt is then refused unchecked). */
  async wait(address: string, delayMs: number): Promise<boolean> {
    const now = this.clock.now();
    // Turns follow one another, so attempts sent in parallel are spaced like sequential ones.
    const turn = Math.max(now, this.lastTurn.get(address) ?? now) + delayMs;
    if (turn - now > ADDRESS_QUEUE_MAX_MS) return false;
    this.lastTurn.set(address, turn);
    try {
      await this.clock.sleep(turn - now);
    } finally {
      if (this.lastTurn.get(address) === turn) this.lastTurn.delete(address);
    }
    return true;
  }

  /** How many addresses have attempts waiting. */
  get waitingAddresses(): number {
    return this.lastTurn.size;
  }
}
