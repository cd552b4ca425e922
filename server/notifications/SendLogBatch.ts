/** The notification send log's first writes, batched (issue 28): at 100 events/s through many
 *  policies every send wrote its own row, one statement and one commit each beside the events the
 *  platform records; rows written within a few milliseconds of each other now go in one multi-row
 *  insert. A write resolves once its row is stored, so a test send's answer and the policy's log
 *  agree. A batch the database refuses (a row of a policy deleted meanwhile) is written row by row,
 *  so one refused row costs no other its place in the log. */

/** Rows per statement: within SQLite's 999 bound parameters at eleven columns a row, and few
 *  enough that one statement stays short. */
export const SEND_LOG_BATCH_ROWS = 80;
/** How long a row waits for others before its batch is written (ms). */
export const SEND_LOG_BATCH_MS = 25;

interface Pending<Row> {
  row: Row;
  resolve(): void;
  reject(err: unknown): void;
}

export class SendLogBatch<Row> {
  private pending: Array<Pending<Row>> = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: {
      insertMany(rows: readonly Row[]): Promise<void>;
      insert(row: Row): Promise<void>;
    },
    private readonly maxRows = SEND_LOG_BATCH_ROWS,
    private readonly waitMs = SEND_LOG_BATCH_MS,
  ) {}

  /** Queues the row; resolves when it is stored, rejects when the database refused it. */
  insert(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (this.pending.length >= this.maxRows) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.waitMs);
    });
  }

  /** Writes what waits now (the platform stopping does not wait for the timer). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) void this.write(batch);
  }

  private async write(batch: Array<Pending<Row>>): Promise<void> {
    try {
      await this.store.insertMany(batch.map((p) => p.row));
      for (const p of batch) p.resolve();
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const p of batch) await this.store.insert(p.row).then(p.resolve, p.reject);
    }
  }
}
