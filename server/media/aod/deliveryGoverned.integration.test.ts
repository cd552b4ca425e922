/** Spec 3 §4 avatar commands, §7.2 deviceCommand, purgeAvatarQueue, §3.1 uploadBandwidthCap govern
 *  archive-on-demand, on SQLite and PostgreSQL, with a recording demo camera on its avatar: a stopped
 *  delivery service holds requests queued until it starts again, the upload cap sets the copy
 *  rate (the request's ETA follows it), and purging the avatar's queue ends the copy under way. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(120_000);

const CAM = 'demo-hq-camera-6';
const AVATAR = 'demo-hq-avatar';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The realm's archive-on-demand rate, KB/s: a request (whole 30 s chunks, about 1 MB) copies in
 *  a few seconds. */
const REALM_KBPS = 480;
/** The avatar's upload cap in the second test, bit/s: 8 KB/s, far under the realm's rate, and a
 *  fragment (a GOP, some 30 KB) every few seconds, so the copy is still under way when the test
 *  stops it. */
const CAP_BPS = 64_000;
const SUBMIT = `mutation($input: AodRequestInput!) { aodSubmit(input: $input) { id status } }`;
const GET = `query($ids: [ID!]) { aodGet(ids: $ids) { id status note size downloaded eta } }`;
const COMMAND = `mutation($id: ID!, $command: DeviceCommand!) { deviceCommand(id: $id, command: $command) { message } }`;
const CAP = `mutation($id: ID!, $bps: Float) { setUploadBandwidthCap(id: $id, bitsPerSecond: $bps) { id } }`;
const PURGE = `mutation($id: ID!) { purgeAvatarQueue(id: $id) }`;

interface Request {
  id: string;
  status: string;
  note: string | null;
  size: number | null;
  downloaded: number | null;
  eta: number | null;
}

describe.each(testDatabases())('archive-on-demand governed by the avatar on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  /** When the camera's first recorded video begins. */
  let recordedFrom = 0;

  const get = async (id: string): Promise<Request | undefined> => {
    const result = await admin.graphql<{ aodGet: Request[] }>(GET, { ids: [id] });
    // A cancelled request leaves the list.
    return result.data?.aodGet[0];
  };
  const until = async (id: string, done: (r: Request | undefined) => boolean): Promise<Request | undefined> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const request = await get(id);
      if (done(request)) return request;
      if (Date.now() > deadline) throw new Error(`request ${id} is still ${JSON.stringify(request)}`);
      await sleep(200);
    }
  };
  const submit = async () => {
    const result = await admin.graphql<{ aodSubmit: { id: string } }>(SUBMIT, {
      input: { deviceId: CAM, startTime: recordedFrom, endTime: recordedFrom + 4000, streamNumber: 1 },
    });
    expect(result.errors).toBeUndefined();
    return result.data!.aodSubmit.id;
  };
  /** Resolves once the delivery worker has looked at its queue `count` more times (every 300 ms
   *  while it copies nothing). */
  const workerLooks = (count: number): Promise<void> => {
    const worker = t.platform.services.aod as unknown as { pickNext(): Promise<unknown> };
    const look = worker.pickNext;
    let looks = 0;
    return new Promise((resolve) => {
      worker.pickNext = async function (this: unknown) {
        const next = await look.call(this);
        looks += 1;
        if (looks === count) {
          worker.pickNext = look;
          resolve();
        }
        return next;
      };
    });
  };
  const command = async (name: string) =>
    expect((await admin.graphql(COMMAND, { id: AVATAR, command: name })).errors).toBeUndefined();

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [CAM], env: { VANTAGE_AOD_KBPS: String(REALM_KBPS) } });
    admin = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    // A request is whole 30 s chunks of the archive: it copies what the camera has recorded of them
    // by then, so it only needs the camera's first video in the index.
    const media = t.platform.services.media;
    const deadline = Date.now() + 60_000;
    for (;;) {
      await media.flushIndex();
      const [first] = await media.archive.spans(CAM, STREAM_NUMBER.FULL, 0, Date.now());
      if (first) {
        recordedFrom = first.start;
        break;
      }
      if (Date.now() > deadline) throw new Error(`${CAM} recorded nothing`);
      await sleep(200);
    }
  });
  afterAll(async () => {
    await admin.dispose();
    await t.close();
  });

  it('holds requests while the delivery service is stopped, and delivers them once it starts', async () => {
    await command('DELIVERY_STOP');
    const id = await submit();
    // The worker has looked at the queue three times, and the request is still waiting.
    await workerLooks(3);
    expect(await get(id)).toMatchObject({ status: 'QUEUED' });
    await command('DELIVERY_START');
    expect(await until(id, (r) => r?.status === 'COMPLETED')).toMatchObject({ status: 'COMPLETED' });
  });

  it('copies at the upload cap, sends a copy back to the queue when delivery stops, and a purge ends it', async () => {
    expect((await admin.graphql(CAP, { id: AVATAR, bps: CAP_BPS })).errors).toBeUndefined();
    const id = await submit();
    const exporting = await until(id, (r) => r?.status === 'EXPORTING' && (r.downloaded ?? 0) > 0 && r.eta !== null);
    const left = (exporting!.size ?? 0) - (exporting!.downloaded ?? 0);
    // The ETA is what is left at the cap's rate.
    expect(exporting!.eta).toBe(Math.ceil(left / (CAP_BPS / 8)));

    await command('DELIVERY_STOP');
    expect(await until(id, (r) => r?.status === 'QUEUED')).toMatchObject({
      note: 'The delivery service is stopped',
      downloaded: 0,
    });
    await command('DELIVERY_START');
    await until(id, (r) => r?.status === 'EXPORTING');
    const purged = await admin.graphql<{ purgeAvatarQueue: number }>(PURGE, { id: AVATAR });
    expect(purged.data?.purgeAvatarQueue).toBe(1);
    // Cancelled requests leave the list; the copy under way never completes.
    await until(id, (r) => r === undefined || r.status === 'CANCELED');
    // Back to looking at the queue, the worker has left the copy; it did not complete it.
    await workerLooks(3);
    expect((await get(id))?.status ?? 'CANCELED').toBe('CANCELED');
    expect((await admin.graphql(CAP, { id: AVATAR, bps: null })).errors).toBeUndefined();
  });
});
