/** What follows every administrator's change of a device (spec 3 §4 live object updates; the
 *  device audit): an objectUpdate CREATE, UPDATE, DELETE or STATUS to the realm's consoles, and a
 *  line in the device's log saying who did what. */
import { randomUUID } from 'node:crypto';
import { topics, type EventBus } from '../events/eventBus';
import { redactCredentials } from '../kernel';

/** One line of a device's log, as the camera log keeps it. */
export interface DeviceLogLine {
  id: string;
  realm_id: string;
  device_id: string;
  at: number;
  kind: string;
  user_name: string | null;
  message: string;
}

export interface DeviceLogSink {
  appendLog(rows: readonly DeviceLogLine[]): Promise<void>;
}

export type DeviceAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'STATUS';

export class DeviceChanges {
  constructor(
    private readonly bus: EventBus,
    private readonly log: DeviceLogSink,
    private readonly now: () => number = Date.now,
  ) {}

  /** Publishes the change and logs it (kind: CREATE, UPDATE, DELETE, COMMAND, ACTIVATE …). */
  async record(
    change: { realmId: string; deviceId: string; action: DeviceAction; kind?: string },
    userName: string | null,
    message: string,
  ): Promise<void> {
    await this.log.appendLog([
      {
        id: randomUUID(),
        realm_id: change.realmId,
        device_id: change.deviceId,
        at: this.now(),
        kind: change.kind ?? change.action,
        user_name: userName,
        // A sensor's or gateway's address may carry its login: the log keeps it without (issue 36).
        message: redactCredentials(message),
      },
    ]);
    await this.publish(change.realmId, { id: change.deviceId, action: change.action });
  }

  publish(realmId: string, update: { id: string; action: DeviceAction; [field: string]: unknown }): Promise<void> {
    return this.bus.publish(topics.objectUpdate(realmId), update);
  }
}
