/** Notification policies' services over one database (issue 28): the rules administrators call,
 *  and the dispatcher that turns each realm's events into e-mail, webhook and MQTT notifications
 *  (started and stopped with the platform). Outbound connections go only where the probe networks
 *  allow (ProbeNetworks), as every connection an administrator configures does. */
import { WEBHOOK_RETRY_DELAYS_MS } from '../../shared/notifications/notificationPolicies';
import { AuditEntryRepository } from '../db/repositories/auditEntries';
import { NotificationPolicyRepository } from '../db/repositories/notificationPolicies';
import { NotifiedEventsRepository, type JobFence } from '../db/repositories/notifiedEvents';
import { NotificationSendRepository } from '../db/repositories/notificationSends';
import { RealmRepository } from '../db/repositories/realms';
import type { DatabaseHandle } from '../db/database';
import { ProbeNetworks } from '../devices';
import { AuditLog, type EventBus, type UserAudit } from '../events';
import type { Logger, ServerConfig } from '../kernel';
import { RealmMailers, type Mailer } from '../mail';
import {
  MqttPublisher,
  NotificationDispatcher,
  NotificationPolicyService,
  NotificationReplay,
  NotificationSender,
} from '../notifications';

/** Sends kept on each policy's log. */
const SENDS_KEPT_PER_POLICY = 1000;

export interface NotificationServices {
  notifications: NotificationPolicyService;
  /** The dispatcher's life: watch the realms with policies; stop and let sends under way finish. */
  notificationDispatch: {
    start(): Promise<void>;
    stop(): Promise<void>;
    /** Watches every realm that has a policy now, those made through other nodes too (issue 33). */
    watchAll(): Promise<void>;
    /** This node took the sending over (issue 33): watch, and replay the events of the lease gap. */
    takeOver(): Promise<void>;
    /** Each round while this node sends: watch, and move the watermark the replay starts from. */
    round(): Promise<void>;
  };
}

export function createNotificationServices(
  config: ServerConfig,
  db: DatabaseHandle['db'],
  bus: EventBus,
  platformMailer: Mailer,
  userAudit: UserAudit,
  log: Logger,
  /** What the schedules' state answers: whether a schedule a policy names is in force now, and
   *  whether a schedule's task holds a policy enabled or disabled. */
  schedules?: {
    inForce(realmId: string, scheduleId: string): boolean;
    heldEnabled(realmId: string, policyId: string): boolean | undefined;
  },
  /** Whether this node sends the notifications now (one node of a cluster does, issue 33). */
  sendsHere?: () => boolean,
  /** In a cluster, the notifications job's lease while this node holds it: the handled events and
   *  the watermark are written under it, and a node taking the job over replays the gap. */
  fence?: () => JobFence | undefined,
): NotificationServices {
  const policies = new NotificationPolicyRepository(db);
  const sends = new NotificationSendRepository(db);
  const probeNetworks = ProbeNetworks.parse(config.probeNetworks);
  const mayConnect = (host: string) => probeNetworks.allowsHost(host);
  const realmMailers = new RealmMailers(new RealmRepository(db), platformMailer);
  const auditLog = new AuditLog(new AuditEntryRepository(db), bus);
  const mqtt = new MqttPublisher();
  const onError = (message: string) => log.error(message);
  const sender = new NotificationSender({
    sends,
    recipientAddresses: (realmId, userIds, groupIds) => policies.recipientAddresses(realmId, userIds, groupIds),
    mailerFor: (realmId) => realmMailers.forRealm(realmId),
    mqtt,
    mayConnect,
    retryDelaysMs: config.notificationRetryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS,
    keepSends: SENDS_KEPT_PER_POLICY,
    onError,
  });
  // Schedules gate a policy (`inForce`) and may hold it disabled or enabled for a window.
  let replay: NotificationReplay | undefined;
  const dispatcher = new NotificationDispatcher({
    bus,
    policies,
    event: (realmId, id) => auditLog.entry(realmId, id),
    sender,
    onError,
    sendsHere,
    ...(fence && { claim: (realmId: string, eventId: string) => replay!.claim(realmId, eventId) }),
    ...(schedules && {
      inForce: (realmId: string, scheduleId: string) => schedules.inForce(realmId, scheduleId),
      heldEnabled: (realmId: string, policyId: string) => schedules.heldEnabled(realmId, policyId),
    }),
  });
  if (fence) {
    const repository = new NotifiedEventsRepository(db);
    replay = new NotificationReplay(repository, fence, dispatcher, () => policies.realmIds(), onError);
  }
  const watchAll = () => dispatcher.start();
  return {
    notifications: new NotificationPolicyService({
      policies,
      sends,
      sender,
      audit: userAudit,
      mayConnect,
      onChanged: (realmId, policyId) => dispatcher.changed(realmId, policyId),
    }),
    notificationDispatch: {
      start: () => dispatcher.start(),
      watchAll,
      takeOver: async () => {
        await watchAll();
        replay?.takeOver();
      },
      round: async () => {
        await watchAll();
        await replay?.round();
      },
      stop: async () => {
        await dispatcher.stop();
        mqtt.release();
      },
    },
  };
}
