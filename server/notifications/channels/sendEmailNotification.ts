/** The e-mail channel (issue 28): one message to the policy's recipients through the realm's mailer
 *  (its own SMTP settings when validated, else the platform's: mail/RealmMailers), the event's
 *  default snapshot attached as a JPEG. */
import type { Mailer } from '../../mail/mailer';
import type { NotificationBody, NotifiedEvent } from '../notificationBody';

export async function sendEmailNotification(
  mailer: Mailer,
  addresses: readonly string[],
  body: NotificationBody,
  event: NotifiedEvent,
): Promise<void> {
  const snapshot = event.snapshots.find((s) => s.default) ?? event.snapshots[0];
  const what = body.event.message ?? `Event of category ${body.event.category}`;
  const witnesses = body.event.witnesses.map((w) => w.name ?? w.id).join(', ');
  const lines = [
    body.test ? `This is a test of the notification policy "${body.policy.name}".` : what,
    '',
    `Policy: ${body.policy.name}`,
    ...(body.event.id ? [`Event: ${body.event.id}`] : []),
    `Time: ${new Date(body.event.triggeredAt).toISOString()}`,
    `Category: ${body.event.category}`,
    ...(witnesses ? [`Devices: ${witnesses}`] : []),
    `Needs acknowledgement: ${body.event.needsAcknowledgement ? 'yes' : 'no'}`,
  ];
  await mailer.send({
    to: addresses.join(', '),
    subject: `${body.test ? '[Test] ' : ''}${body.policy.name}: ${what}`,
    text: lines.join('\n'),
    ...(snapshot && {
      attachments: [
        { filename: 'snapshot.jpg', content: Buffer.from(snapshot.snapshot, 'base64'), contentType: 'image/jpeg' },
      ],
    }),
  });
}
