/** Demo sensor alarms and device health events (issue 11) on each database: an alarm needs
 *  acknowledgement and names the sensor and its cameras as witnesses; a camera going BROKEN and
 *  back is two information events, a repeat of the same status none. */
import { topics } from '../events/eventBus';
import { HealthEvents } from '../events/HealthEvents';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { SensorSimulator } from './SensorSimulator';

describe.each(testDatabases())('sensor alarms and health events on $kind', (database) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("raises a sensor's alarm that needs acknowledgement, witnessed by the sensor and its cameras", async () => {
    const services = t.platform.services;
    const simulator = new SensorSimulator(services, 0, () => undefined);
    const entry = await simulator.raise('demo-hq-sensor-1');
    expect(entry).toMatchObject({
      realmId: 'demo-hq',
      category: '47',
      message: 'Door forced open: Demo HQ Door Contact',
      requiresAck: true,
      acknowledged: false,
    });
    expect(entry?.witnesses.map((w) => w.id)).toEqual(['demo-hq-sensor-1', 'demo-hq-camera-1', 'demo-hq-camera-2']);
    const pending = await services.auditLog.pending('demo-hq', { witnesses: ['demo-hq-camera-2'] });
    expect(pending.map((e) => e.id)).toContain(entry?.id);
    // Another realm's list never holds it.
    expect((await services.auditLog.pending('demo-branch', {})).map((e) => e.id)).not.toContain(entry?.id);
  });

  it('records a camera going BROKEN and coming back, once each', async () => {
    const services = t.platform.services;
    const errors: string[] = [];
    // Each change a quiet spell after the last, so none folds into another (HealthEvents' throttle).
    let now = Date.now();
    const clock = () => (now += 60_000);
    const health = new HealthEvents({ ...services, runsHere: (id) => id === 'demo-hq-camera-3', now: clock }, (e) =>
      errors.push(e),
    );
    await health.start();
    const publish = (id: string, healthStatus: string) =>
      services.bus.publish(topics.objectUpdate('demo-hq'), { id, action: 'STATUS', healthStatus });
    await publish('demo-hq-camera-3', 'BROKEN');
    await publish('demo-hq-camera-3', 'BROKEN');
    await publish('demo-hq-camera-4', 'BROKEN');
    await publish('demo-hq-camera-3', 'NORMAL');
    await new Promise((r) => setTimeout(r, 300));
    health.stop();
    expect(errors).toEqual([]);
    const events = await services.auditLog.page('demo-hq', { witnesses: ['demo-hq-camera-3', 'demo-hq-camera-4'] });
    // Both may fall in one millisecond, so their order is not the point.
    expect(events.map((e) => e.message).sort()).toEqual([
      'Demo HQ Camera 3 is BROKEN',
      'Demo HQ Camera 3 is back to NORMAL (was BROKEN)',
    ]);
    expect(events[0]?.metadata).toContainEqual({ key: 'EVENT-TYPE', class: 'HEALTH', value: 'Information' });
  });
});
