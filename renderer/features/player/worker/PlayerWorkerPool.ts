/** The player workers of a window (issue 17): a small pool, sized to the machine's cores, shared
 *  by every tile. A player joins the worker with the fewest players and keeps it (its canvas lives
 *  there); workers start on first use, and messages wait while one is starting. */
import type { FromWorker, MessagePortLike, ToWorker } from './workerMessages';

/** The part of a Worker the pool uses. */
export interface WorkerLike extends MessagePortLike<ToWorker> {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
}

/** Most workers a window starts, however many cores it has: each holds many decoders. */
export const MAX_PLAYER_WORKERS = 4;

export function poolSizeFor(cores: number | undefined): number {
  return Math.max(1, Math.min(MAX_PLAYER_WORKERS, Math.floor(cores ?? 1) || 1));
}

/** A player's line to its worker. */
export interface WorkerLink {
  readonly id: number;
  /** Which worker of the pool (0-based). */
  readonly slot: number;
  post(message: ToWorker, transfer?: Transferable[]): void;
  leave(): void;
}

interface Slot {
  worker: WorkerLike | null;
  starting: Promise<void> | null;
  waiting: Array<[ToWorker, Transferable[] | undefined]>;
  players: number;
  failed: boolean;
}

export class PlayerWorkerPool {
  private readonly slots: Slot[];
  private readonly handlers = new Map<number, (message: FromWorker) => void>();
  private nextId = 1;

  constructor(
    private readonly spawn: () => Promise<WorkerLike>,
    readonly size: number,
  ) {
    this.slots = Array.from({ length: size }, () => ({
      worker: null,
      starting: null,
      waiting: [],
      players: 0,
      failed: false,
    }));
  }

  /** Players per worker, for the statistics and the tests. */
  get load(): number[] {
    return this.slots.map((slot) => slot.players);
  }

  join(handler: (message: FromWorker) => void): WorkerLink {
    const id = this.nextId++;
    const slotIndex = this.leastLoaded();
    const slot = this.slots[slotIndex] as Slot;
    slot.players += 1;
    this.handlers.set(id, handler);
    let left = false;
    const post = (message: ToWorker, transfer?: Transferable[]) => {
      if (left) return;
      if (slot.worker) slot.worker.postMessage(message, transfer ?? []);
      else {
        slot.waiting.push([message, transfer]);
        this.start(slot);
      }
    };
    post({ t: 'create', id });
    return {
      id,
      slot: slotIndex,
      post,
      leave: () => {
        if (left) return;
        post({ t: 'destroy', id });
        left = true;
        slot.players -= 1;
        this.handlers.delete(id);
      },
    };
  }

  private leastLoaded(): number {
    let best = 0;
    this.slots.forEach((slot, index) => {
      if (slot.players < (this.slots[best] as Slot).players) best = index;
    });
    return best;
  }

  private start(slot: Slot): void {
    if (slot.starting || slot.failed) return;
    slot.starting = this.spawn().then(
      (worker) => {
        worker.onmessage = (event) => this.handlers.get(event.data.id)?.(event.data);
        slot.worker = worker;
        const waiting = slot.waiting;
        slot.waiting = [];
        waiting.forEach(([message, transfer]) => worker.postMessage(message, transfer ?? []));
      },
      () => {
        // Without its worker a tile cannot play; its play timeout says so to the user.
        slot.failed = true;
        slot.waiting = [];
      },
    );
  }
}
