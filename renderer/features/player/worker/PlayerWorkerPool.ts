/** The player workers of a window (issue 17): a small pool, sized to the machine's cores, shared
 *  by every tile. A player joins the worker with the fewest players and keeps it (its canvas lives
 *  there); workers start on first use, and messages wait while one is starting. */
import type { WorkerAbilities } from './workerAbilities';
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
  private probing: Promise<WorkerAbilities> | null = null;
  /** Told when a worker cannot start (the probe's answer then). */
  private readonly onFailure = new Set<() => void>();

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
      if (!left) this.send(slot, message, transfer);
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

  /** What the pool's first worker can do, asked once (it starts that worker). A worker that
   *  cannot start can do nothing. */
  probe(): Promise<WorkerAbilities> {
    this.probing ??= new Promise((resolve) => {
      const id = this.nextId++;
      const answer = (abilities: WorkerAbilities) => {
        this.handlers.delete(id);
        this.onFailure.delete(failed);
        resolve(abilities);
      };
      const failed = () => answer({ webCodecs: false });
      this.handlers.set(id, (message) => {
        if (message.t === 'probed') answer(message.abilities);
      });
      this.onFailure.add(failed);
      const slot = this.slots[0] as Slot;
      if (slot.failed) return failed();
      this.send(slot, { t: 'probe', id });
    });
    return this.probing;
  }

  private send(slot: Slot, message: ToWorker, transfer?: Transferable[]): void {
    if (slot.worker) slot.worker.postMessage(message, transfer ?? []);
    else {
      slot.waiting.push([message, transfer]);
      this.start(slot);
    }
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
        if (slot === this.slots[0]) [...this.onFailure].forEach((failed) => failed());
      },
    );
  }
}
