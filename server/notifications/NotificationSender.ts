/** Sends one event over a policy's channels and logs each send (issue 28): e-mail to the policy's
 *  recipients through the realm's mailer, the signed webhook with retries and backoff (its log row
 *  shows RETRYING with the last error until it succeeds or gives up, so a failing receiver is
 *  visible on the policy while it is retried), and MQTT. Channels run side by side and never
 *  throw: a failure is a log row, not an exception on the event's path. */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import {
  DEFAULT_MQTT_TOPIC,
  type NotificationChannel,
  type NotificationResult,
} from '../../shared/notifications/notificationPolicies';
import type { NotificationPolicyRecord } from '../db/repositories/notificationPolicies';
import type { NotificationSendRecord } from '../db/repositories/notificationSends';
import type { Mailer } from '../mail/mailer';
import { sendEmailNotification } from './channels/sendEmailNotification';
import { postWebhook } from './channels/postWebhook';
import { safeUrl, type MqttPublisher } from './channels/MqttPublisher';
import { notificationBody, type NotifiedEvent } from './notificationBody';
import { SendLogBatch } from './SendLogBatch';

/** Where the sender reads and writes; platform/ wiring fills it. */
export interface NotificationSenderDeps {
  sends: {
    insert(send: NotificationSendRecord): Promise<void>;
    insertMany(sends: readonly NotificationSendRecord[]): Promise<void>;
    update(id: string, patch: Pick<NotificationSendRecord, 'result' | 'attempts' | 'error' | 'at'>): Promise<void>;
    trim(realmId: string, policyId: string, keep: number): Promise<void>;
  };
  /** The e-mail addresses of the policy's users and groups who take notifications. */
  recipientAddresses(realmId: string, userIds: readonly string[], groupIds: readonly string[]): Promise<string[]>;
  /** The realm's mailer: its own SMTP settings when validated, else the platform's. */
  mailerFor(realmId: string): Promise<Mailer>;
  mqtt: MqttPublisher;
  /** Whether the platform may connect to a host (the probe networks administrators allow). */
  mayConnect(host: string): Promise<boolean>;
  /** Waits between webhook attempts (ms); its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  /** Sends kept per policy. */
  keepSends: number;
  now?: () => number;
  onError(message: string): void;
}

export class NotificationSender {
  private readonly now: () => number;
  private sinceTrim = new Map<string, number>();
  /** Aborted when the platform stops: waits end and requests in flight are dropped. */
  private readonly stopping = new AbortController();
  /** A send's first log write waits a few ms for others to share its statement. */
  private readonly firstWrites: SendLogBatch<NotificationSendRecord>;

  constructor(private readonly deps: NotificationSenderDeps) {
    this.now = deps.now ?? Date.now;
    this.firstWrites = new SendLogBatch(deps.sends);
    // Every webhook in flight listens for the stop (AbortSignal.any): a burst of events puts many
    // more than Node's default ten on it, which is not a leak.
    setMaxListeners(0, this.stopping.signal);
  }

  /** Ends retries and requests under way (each then logs its failure); sends after it fail. */
  stop(): void {
    this.stopping.abort(new Error('The platform is stopping'));
    this.firstWrites.flush();
  }

  /** Sends over every channel the policy has; resolves with the log rows once each channel has a
   *  final answer (webhook retries included). */
  async send(policy: NotificationPolicyRecord, event: NotifiedEvent, test = false): Promise<NotificationSendRecord[]> {
    const body = notificationBody(policy, event, test, this.now());
    const work: Array<Promise<NotificationSendRecord | undefined>> = [];
    if (policy.emailEnabled) work.push(this.email(policy, event, body, test));
    if (policy.webhook) work.push(this.webhook(policy, policy.webhook, event, JSON.stringify(body), test));
    if (policy.mqtt) work.push(this.mqtt(policy, policy.mqtt, event, JSON.stringify(body), test));
    const rows = (await Promise.all(work)).filter((r): r is NotificationSendRecord => r !== undefined);
    await this.trimNow(policy, rows.length);
    return rows;
  }

  private async email(
    policy: NotificationPolicyRecord,
    event: NotifiedEvent,
    body: ReturnType<typeof notificationBody>,
    test: boolean,
  ): Promise<NotificationSendRecord | undefined> {
    const users = await this.deps.recipientAddresses(policy.realmId, policy.userIds, policy.groupIds);
    const addresses = [...new Set([...users, ...policy.addresses])];
    const row = this.row(policy, event, 'EMAIL', addresses.join(', ') || '—', test);
    try {
      if (addresses.length === 0)
        throw new Error('No recipient: no chosen user takes notifications or has an e-mail address');
      const mailer = await this.deps.mailerFor(policy.realmId);
      if (!mailer.canSend) throw new Error('E-mail is not configured: set the realm’s e-mail settings');
      await sendEmailNotification(mailer, addresses, body, event);
      return await this.log(row, 'SENT', 1, null);
    } catch (err) {
      return this.log(row, 'FAILED', 1, (err as Error).message);
    }
  }

  private async webhook(
    policy: NotificationPolicyRecord,
    webhook: NonNullable<NotificationPolicyRecord['webhook']>,
    event: NotifiedEvent,
    body: string,
    test: boolean,
  ): Promise<NotificationSendRecord | undefined> {
    const row = this.row(policy, event, 'WEBHOOK', webhook.url, test);
    const attempts = this.deps.retryDelaysMs.length + 1;
    let logged = false;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.allowed(webhook.url);
        this.stopping.signal.throwIfAborted();
        await postWebhook(webhook.url, webhook.secret, body, row.id, test ? 'test' : 'event', this.stopping.signal);
        return await this.log(row, 'SENT', attempt, null, logged);
      } catch (err) {
        const message = (err as Error).message;
        if (attempt >= attempts || this.stopping.signal.aborted) {
          return await this.log(row, 'FAILED', attempt, message, logged);
        }
        await this.log(row, 'RETRYING', attempt, message, logged);
        logged = true;
        await delay(this.deps.retryDelaysMs[attempt - 1] ?? 0, this.stopping.signal);
      }
    }
  }

  private async mqtt(
    policy: NotificationPolicyRecord,
    mqtt: NonNullable<NotificationPolicyRecord['mqtt']>,
    event: NotifiedEvent,
    body: string,
    test: boolean,
  ): Promise<NotificationSendRecord | undefined> {
    const device = event.witnesses[0]?.id ?? (test ? 'test' : 'realm');
    const topic = `${mqtt.topic || DEFAULT_MQTT_TOPIC}/${device}`;
    const row = this.row(policy, event, 'MQTT', `${safeUrl(mqtt.url)} ${topic}`, test);
    try {
      await this.allowed(mqtt.url);
      await this.deps.mqtt.publish(mqtt, topic, body);
      return await this.log(row, 'SENT', 1, null);
    } catch (err) {
      return this.log(row, 'FAILED', 1, (err as Error).message);
    }
  }

  private async allowed(url: string): Promise<void> {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (!(await this.deps.mayConnect(host))) throw new Error(`The platform may not connect to ${host}`);
  }

  private row(
    policy: NotificationPolicyRecord,
    event: NotifiedEvent,
    channel: NotificationChannel,
    target: string,
    test: boolean,
  ): NotificationSendRecord {
    return {
      id: randomUUID(),
      realmId: policy.realmId,
      policyId: policy.id,
      eventId: event.id,
      channel,
      target,
      result: 'SENT',
      attempts: 0,
      error: null,
      test,
      at: this.now(),
    };
  }

  /** Writes the row (its first write, batched with others of the moment, or again over the first
   *  after a retry); a log that cannot be written (the policy was just deleted) is reported. */
  private async log(
    row: NotificationSendRecord,
    result: NotificationResult,
    attempts: number,
    error: string | null,
    again = false,
  ): Promise<NotificationSendRecord | undefined> {
    const done = { ...row, result, attempts, error, at: this.now() };
    try {
      await (again ? this.deps.sends.update(row.id, done) : this.firstWrites.insert(done));
      return done;
    } catch (err) {
      this.deps.onError(`notification log of policy ${row.policyId} failed: ${(err as Error).message}`);
      return undefined;
    }
  }

  /** Trims the policy's log now and then (every hundred sends), not on every send. */
  private async trimNow(policy: NotificationPolicyRecord, added: number): Promise<void> {
    const count = (this.sinceTrim.get(policy.id) ?? 0) + added;
    if (count < 100) {
      this.sinceTrim.set(policy.id, count);
      return;
    }
    this.sinceTrim.set(policy.id, 0);
    await this.deps.sends
      .trim(policy.realmId, policy.id, this.deps.keepSends)
      .catch((err: Error) => this.deps.onError(`notification log trim failed: ${err.message}`));
  }
}

/** Waits, or less when the signal aborts. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
