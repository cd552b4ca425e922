/** The event bus over PostgreSQL LISTEN/NOTIFY, so several platform processes sharing one
 *  database deliver every event to every subscriber, wherever it connected. */
import type pg from 'pg';
import type { EventBus, Listener } from './eventBus';
import { MemoryBus } from './memoryBus';

const CHANNEL = 'vantage_events';
/** NOTIFY payloads are capped at 8000 bytes; larger ones travel through a table. */
const INLINE_LIMIT = 7000;

interface Envelope {
  topic: string;
  payload?: unknown;
  /** Row id in bus_messages when the payload was too large to inline. */
  ref?: string;
}

export class PostgresBus implements EventBus {
  private readonly local = new MemoryBus();
  private client: pg.PoolClient | undefined;

  private constructor(private readonly pool: pg.Pool) {}

  static async start(pool: pg.Pool): Promise<PostgresBus> {
    const bus = new PostgresBus(pool);
    const client = await pool.connect();
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) void bus.receive(msg.payload);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    bus.client = client;
    return bus;
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    let text = JSON.stringify({ topic, payload } satisfies Envelope);
    if (Buffer.byteLength(text) > INLINE_LIMIT) {
      const ref = crypto.randomUUID();
      await this.pool.query('INSERT INTO bus_messages (id, body, created_at) VALUES ($1, $2, $3)', [
        ref,
        JSON.stringify(payload),
        Date.now(),
      ]);
      // Messages are read within moments of their notification; an hour is generous.
      await this.pool.query('DELETE FROM bus_messages WHERE created_at < $1', [Date.now() - 3_600_000]);
      text = JSON.stringify({ topic, ref } satisfies Envelope);
    }
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, text]);
  }

  subscribe(topic: string, listener: Listener): () => void {
    return this.local.subscribe(topic, listener);
  }

  private async receive(text: string): Promise<void> {
    const envelope = JSON.parse(text) as Envelope;
    let payload = envelope.payload;
    if (envelope.ref) {
      const result = await this.pool.query<{ body: string }>('SELECT body FROM bus_messages WHERE id = $1', [
        envelope.ref,
      ]);
      const row = result.rows[0];
      if (!row) return;
      payload = JSON.parse(row.body);
    }
    this.local.deliver(envelope.topic, payload);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      client.release();
    }
    await this.local.close();
  }
}
