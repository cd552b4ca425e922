/** The MQTT channel (issue 28): publishes the JSON body at QoS 1 to `{topic}/{deviceId}` (the
 *  home-automation convention of one topic per thing, e.g. `vantage/events/cam-1`; subscribers
 *  take `vantage/events/#`) on the broker the policy names, through mqtt.js. One connection per
 *  broker and account, kept open and reconnected by mqtt.js, closed with the platform. */
import type { MqttClient, connect } from 'mqtt';

/** How long connecting or a QoS 1 acknowledgement may take before the send fails (ms). */
const MQTT_TIMEOUT_MS = 5000;

export interface MqttTarget {
  url: string;
  username: string | null;
  password: string | null;
}

export class MqttPublisher {
  private readonly clients = new Map<string, MqttClient>();

  async publish(target: MqttTarget, topic: string, payload: string): Promise<void> {
    // mqtt.js is loaded at the first publish (the module cache keeps it after that): 124 modules
    // that a platform whose policies name no broker never needs at its start.
    const client = this.client((await import('mqtt')).connect, target);
    await withTimeout(
      (async () => {
        if (!client.connected) await once(client);
        await client.publishAsync(topic, payload, { qos: 1 });
      })(),
      `The broker ${safeUrl(target.url)} did not answer within ${MQTT_TIMEOUT_MS} ms`,
    );
  }

  /** Closes the connections of brokers no policy names any more (or all, with none kept). */
  release(keep: ReadonlySet<string> = new Set()): void {
    for (const [key, client] of this.clients) {
      if (keep.has(key)) continue;
      this.clients.delete(key);
      client.end(true);
    }
  }

  static key(target: MqttTarget): string {
    return `${target.url}\u0000${target.username ?? ''}\u0000${target.password ?? ''}`;
  }

  private client(connectTo: typeof connect, target: MqttTarget): MqttClient {
    const key = MqttPublisher.key(target);
    let client = this.clients.get(key);
    if (!client) {
      client = connectTo(target.url, {
        ...(target.username && { username: target.username }),
        ...(target.password && { password: target.password }),
        connectTimeout: MQTT_TIMEOUT_MS,
        reconnectPeriod: 1000,
        clean: true,
      });
      // Errors surface as failed sends; an unhandled 'error' event must not end the process.
      client.on('error', () => undefined);
      this.clients.set(key, client);
    }
    return client;
  }
}

function once(client: MqttClient): Promise<void> {
  return new Promise((resolve) => client.once('connect', () => resolve()));
}

async function withTimeout<T>(work: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), MQTT_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The broker's URL without its login, for messages and the log. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}
