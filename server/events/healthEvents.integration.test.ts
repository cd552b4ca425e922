/** Camera health flapping is one event (issue 34; spec 3 §9 event throttle 7,000 ms): changes of a
 *  camera within 7 s of each other fold into its last health entry, which counts them and tells the
 *  status now, and subscribers hear the entry updated; a change after a quiet 7 s is a new entry. */
import { EVENT_THROTTLE_MS, HEALTH_METADATA_KEY } from '../../shared/events/auditConstants';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import type { AuditEntryChange } from './AuditLog';
import { topics } from './eventBus';
import { HealthEvents } from './HealthEvents';

const CAMERA = 'demo-hq-camera-5';

describe.each(testDatabases())('health events on $kind', (database) => {
  const platform = sharedTestPlatform(database);

  it('folds BROKEN/NORMAL flapping within 7 s into one counted entry, and starts anew after a quiet spell', async () => {
    const services = platform.current().platform.services;
    let now = Date.now();
    const errors: string[] = [];
    const health = new HealthEvents({ ...services, runsHere: (id) => id === CAMERA, now: () => now }, (e) =>
      errors.push(e),
    );
    const heard: AuditEntryChange[] = [];
    const off = services.bus.subscribe(topics.auditEntries('demo-hq'), (change) =>
      heard.push(change as AuditEntryChange),
    );
    await health.start();
    const status = async (healthStatus: string, after: number) => {
      now += after;
      await services.bus.publish(topics.objectUpdate('demo-hq'), { id: CAMERA, action: 'STATUS', healthStatus });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await health.settled();
    };
    const start = now;
    await status('BROKEN', 0);
    for (const next of ['NORMAL', 'BROKEN', 'NORMAL', 'BROKEN']) await status(next, 3_000);
    await status('NORMAL', EVENT_THROTTLE_MS + 1);
    health.stop();
    off();
    expect(errors).toEqual([]);

    const events = await services.auditLog.page('demo-hq', { witnesses: [CAMERA], from: start });
    expect(events.map((e) => e.message)).toEqual([
      'Demo HQ Camera 5 is back to NORMAL (was BROKEN)',
      'Demo HQ Camera 5 changed health 5 times, now BROKEN',
    ]);
    const flapping = events[1]!;
    expect(flapping.triggeredAt).toBe(start);
    expect(flapping.metadata).toContainEqual({ key: HEALTH_METADATA_KEY.CHANGES, class: 'HEALTH', value: '5' });
    expect(flapping.metadata).toContainEqual({ key: HEALTH_METADATA_KEY.STATUS, class: 'HEALTH', value: 'BROKEN' });
    // The list hears one insert and then updates of the same entry.
    const ofFlapping = heard.filter((c) => c.id === flapping.id).map((c) => c.type);
    expect(ofFlapping).toEqual(['insert', 'update', 'update', 'update', 'update']);
  });
});
