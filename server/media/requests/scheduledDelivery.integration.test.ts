/** Scheduled deliveries (issue 28; spec 3 §3.6 Realm maxScheduledDeliveryDelay) on SQLite and
 *  PostgreSQL: an export or archive-on-demand request may name a later delivery time, refused
 *  beyond the realm's bound with the bound named; a scheduled request waits in the queue while
 *  requests after it are worked, and is worked once its time has come. */
import { sharedTestPlatform } from '../../testing/sharedTestPlatform';
import { testDatabases } from '../../testing/testDatabases';

jest.setTimeout(60_000);

const CAMERA = 'demo-hq-camera-1';
const REALM = 'mutation($realm: RealmInput!) { updateCurrentRealm(realm: $realm) { maxScheduledDeliveryDelay } }';
const EXPORT = `mutation($input: VideoRequestInput!) { videoRequestSubmit(input: $input) { id status deliverAt } }`;
const AOD = `mutation($input: AodRequestInput!) { aodSubmit(input: $input) { id status deliverAt } }`;
const LIST = '{ videoRequests(filter: { interval: 8 }) { id status updatedAt } }';
const MIN = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Errors = Array<{ message: string }> | undefined;

describe.each(testDatabases())('scheduled deliveries on $kind', (database) => {
  const shared = sharedTestPlatform(database);

  it("holds a scheduled export to the realm's bound and works it only once its time has come", async () => {
    const admin = await shared.signIn('admin');
    expect((await admin.graphql(REALM, { realm: { maxScheduledDeliveryDelay: 30, maxDownloadTime: 10 } })).errors).toBe(
      undefined,
    );
    const clip = { obj: CAMERA, startTime: Date.now() - 2 * MIN, endTime: Date.now() - MIN };
    const tooLate = await admin.graphql(EXPORT, { input: { ...clip, deliverAt: Date.now() + 31 * MIN } });
    expect((tooLate.errors as Errors)?.[0]?.message).toBe('A delivery can be scheduled at most 30 minutes ahead');
    const aodTooLate = await admin.graphql(AOD, {
      input: { deviceId: CAMERA, startTime: clip.startTime, endTime: clip.endTime, deliverAt: Date.now() + 31 * MIN },
    });
    expect((aodTooLate.errors as Errors)?.[0]?.message).toBe('A delivery can be scheduled at most 30 minutes ahead');

    const later = await admin.graphql<{ videoRequestSubmit: { id: string; status: string; deliverAt: number } }>(
      EXPORT,
      { input: { ...clip, deliverAt: Date.now() + 20 * MIN } },
    );
    expect(later.data?.videoRequestSubmit).toMatchObject({ status: 'QUEUED' });
    const soonAt = Date.now() + 3000;
    const soon = await admin.graphql<{ videoRequestSubmit: { id: string; deliverAt: number } }>(EXPORT, {
      input: { ...clip, deliverAt: soonAt },
    });
    expect(soon.data?.videoRequestSubmit.deliverAt).toBe(soonAt);
    const now = await admin.graphql<{ videoRequestSubmit: { id: string; deliverAt: number | null } }>(EXPORT, {
      input: clip,
    });
    expect(now.data?.videoRequestSubmit.deliverAt).toBeNull();

    // The export worker runs with the media pipeline, off in this platform: started here alone.
    const worker = shared.current().platform.services.exports;
    await worker.start();
    const statuses = async () =>
      new Map(
        (
          await admin.graphql<{ videoRequests: Array<{ id: string; status: string; updatedAt: number }> }>(LIST)
        ).data?.videoRequests.map((r) => [r.id, r]) ?? [],
      );
    // The one for now is worked (this camera records nothing here: it fails for want of video) ...
    for (;;) {
      const seen = await statuses();
      if (seen.get(now.data?.videoRequestSubmit.id ?? '')?.status !== 'QUEUED') {
        expect(seen.get(later.data?.videoRequestSubmit.id ?? '')?.status).toBe('QUEUED');
        break;
      }
      await sleep(200);
    }
    // ... the one three seconds ahead when its time has come, and not before; the one twenty minutes ahead waits.
    for (;;) {
      const seen = await statuses();
      const worked = seen.get(soon.data?.videoRequestSubmit.id ?? '');
      if (worked?.status !== 'QUEUED') {
        expect(worked?.updatedAt).toBeGreaterThanOrEqual(soonAt);
        expect(seen.get(later.data?.videoRequestSubmit.id ?? '')?.status).toBe('QUEUED');
        break;
      }
      await sleep(200);
    }
    worker.stop();
  });

  it('delivers only at once in a realm whose bound is 0', async () => {
    const admin = await shared.signIn('admin');
    await admin.graphql(REALM, { realm: { maxScheduledDeliveryDelay: 0, maxDownloadTime: 10 } });
    const clip = { obj: CAMERA, startTime: Date.now() - 2 * MIN, endTime: Date.now() - MIN };
    const refused = await admin.graphql(EXPORT, { input: { ...clip, deliverAt: Date.now() + MIN } });
    expect((refused.errors as Errors)?.[0]?.message).toBe('Deliveries cannot be scheduled for later in this realm');
    expect((await admin.graphql(EXPORT, { input: clip })).errors).toBeUndefined();
  });
});
