/** The one JSON body a notification carries (issue 28), the same over webhook and MQTT:
 *
 *  { "type": "vantage.notification", "version": 1, "test": false, "sentAt": 1764400000000,
 *    "realmId": "…", "policy": { "id": "…", "name": "Night alarms" },
 *    "event": { "id": "…", "category": "47", "message": "Motion", "triggeredAt": 1764399999000,
 *               "needsAcknowledgement": true, "acknowledged": false, "hasSnapshot": true,
 *               "witnesses": [ { "id": "cam-1", "name": "Gate", "type": "camera" } ] } }
 *
 *  Times are epoch milliseconds (design.md §4). A test send carries `test: true` and an event with
 *  id null. Snapshots travel by e-mail only: a JPEG would swell every webhook and MQTT message. */
/** The parts of an event a notification tells of. */
export interface NotifiedEvent {
  id: string | null;
  realmId: string;
  category: string;
  message: string | null;
  triggeredAt: number;
  requiresAck: boolean;
  acknowledged: boolean;
  witnesses: ReadonlyArray<{ id: string; name?: string | null; type?: string | null }>;
  snapshots: ReadonlyArray<{ snapshot: string; default?: boolean }>;
}

export interface NotificationBody {
  type: 'vantage.notification';
  version: 1;
  test: boolean;
  sentAt: number;
  realmId: string;
  policy: { id: string; name: string };
  event: {
    id: string | null;
    category: string;
    message: string | null;
    triggeredAt: number;
    needsAcknowledgement: boolean;
    acknowledged: boolean;
    hasSnapshot: boolean;
    witnesses: Array<{ id: string; name: string | null; type: string | null }>;
  };
}

/** True when the event asks for acknowledgement (spec 3 §3.2 ACK-REQUIRE=1): the ones the
 *  console's need-acknowledge list and alarm are about (requireAcknowledgeEntries). */
export function needsAcknowledgement(event: Pick<NotifiedEvent, 'requiresAck'>): boolean {
  return event.requiresAck;
}

export function notificationBody(
  policy: { id: string; name: string },
  event: NotifiedEvent,
  test: boolean,
  sentAt: number,
): NotificationBody {
  return {
    type: 'vantage.notification',
    version: 1,
    test,
    sentAt,
    realmId: event.realmId,
    policy: { id: policy.id, name: policy.name },
    event: {
      id: event.id,
      category: event.category,
      message: event.message,
      triggeredAt: event.triggeredAt,
      needsAcknowledgement: needsAcknowledgement(event),
      acknowledged: event.acknowledged,
      hasSnapshot: event.snapshots.length > 0,
      witnesses: event.witnesses.map((w) => ({ id: w.id, name: w.name ?? null, type: w.type ?? null })),
    },
  };
}
