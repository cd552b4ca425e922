/** server/notifications's entry (design.md §2): notification policies (issue 28) — their rules,
 *  the dispatcher that turns a realm's events into notifications off the event path, the sender
 *  and its channels (e-mail, webhook, MQTT). Other folders import only the modules listed here
 *  (lint: vantage/server-imports). */
export { MqttPublisher } from './channels/MqttPublisher';
export { NotificationDispatcher } from './NotificationDispatcher';
export {
  NotificationPolicyService,
  type NotificationActing,
  type NotificationPolicyInput,
} from './NotificationPolicyService';
export { NotificationReplay } from './NotificationReplay';
export { NotificationSender } from './NotificationSender';
export { notificationBody, type NotificationBody, type NotifiedEvent } from './notificationBody';
export { signWebhook, verifyWebhookSignature } from './signWebhook';
