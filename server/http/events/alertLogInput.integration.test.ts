/** What an outside system may send the alert log (spec 3 §7.4, issue 27 #14): a note that is not
 *  text is a 400 that says so, not a 500; a snapshot must be a JPEG of bounded size, whichever way
 *  the event arrives (POST /event or GraphQL createEvent); the metadata is a bounded list. */
import { ALERT_LOG_PATH } from '../../../shared/events/auditConstants';
import { type ApiClient } from '../../testing/apiClient';
import { sharedTestPlatform } from '../../testing/sharedTestPlatform';
import { testDatabases } from '../../testing/testDatabases';
import { TINY_JPEG_BASE64 } from '../../testing/tinyJpeg';
import { MAX_SNAPSHOT_BYTES, SNAPSHOT_NOT_JPEG, SNAPSHOT_TOO_LARGE } from '../../events/checkSnapshot';
import { MAX_METADATA_PAIRS } from '../../events/recordExternalEvent';

const EVENT = `${ALERT_LOG_PATH}/event?roleid=demo-hq`;
const CAMERA = 'demo-hq-camera-1';
/** The 8-byte PNG signature and an IHDR: an image, but not the JPEG the spec names. */
const PNG_BASE64 = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

type Answer = { code?: number; message?: string; context?: string; modifiedAt?: number };

describe.each(testDatabases())('alert-log input on $kind', (database) => {
  const platform = sharedTestPlatform(database);
  let operator: ApiClient;

  beforeAll(async () => {
    operator = await platform.signIn('operator');
  });

  const post = (body: Record<string, unknown>) =>
    operator.request<Answer>('POST', EVENT, { message: 'Door forced', category: '47', witnesses: [CAMERA], ...body });

  it('answers a note that is not text with a 400 naming it, on update and on do-action', async () => {
    const created = await post({ metadata: [{ key: 'ACK-REQUIRE', value: '1' }] });
    expect(created.status).toBe(201);
    const id = created.body.context ?? '';
    const put = await operator.request<Answer>('PUT', `${ALERT_LOG_PATH}/event/${id}?roleid=demo-hq`, {
      isAcknowledged: true,
      note: { toString: 'x' },
    });
    expect(put).toEqual({ status: 400, body: { code: 400, message: 'note must be a string' } });
    const action = await operator.request<Answer>('POST', `${ALERT_LOG_PATH}/event/${id}/do-action/acknowledge`, {
      note: ['x'],
    });
    expect(action).toEqual({ status: 400, body: { code: 400, message: 'note must be a string' } });
    const message = await post({ message: { toString: 'x' } });
    expect(message).toEqual({ status: 400, body: { code: 400, message: 'message must be a string' } });
    const fine = await operator.request<Answer>('PUT', `${ALERT_LOG_PATH}/event/${id}?roleid=demo-hq`, {
      isAcknowledged: true,
      note: 'checked',
    });
    expect(fine.status).toBe(200);
  });

  it('stores a JPEG snapshot and refuses anything else or anything larger than the limit', async () => {
    expect((await post({ snapshot: TINY_JPEG_BASE64 })).status).toBe(201);
    const large = Buffer.alloc(2 * 1024 * 1024, 0x41).toString('base64');
    expect(await post({ snapshot: large })).toEqual({ status: 413, body: { code: 413, message: SNAPSHOT_TOO_LARGE } });
    const notJpeg = Buffer.alloc(MAX_SNAPSHOT_BYTES / 2, 0x41).toString('base64');
    expect(await post({ snapshot: notJpeg })).toEqual({ status: 400, body: { code: 400, message: SNAPSHOT_NOT_JPEG } });
    expect(await post({ snapshot: PNG_BASE64 })).toEqual({
      status: 400,
      body: { code: 400, message: SNAPSHOT_NOT_JPEG },
    });
    // A JPEG's start marker with nothing readable after it is no JPEG either.
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]).toString('base64');
    expect((await post({ snapshot: header })).status).toBe(400);
  });

  it('holds GraphQL createEvent to the same snapshot rule', async () => {
    const create = (snapshot: string) =>
      operator.graphql<{ createEvent: Array<{ context: string | null; error: string | null }> }>(
        'mutation ($events: [CreateEventInput!]!) { createEvent(events: $events) { context error } }',
        { events: [{ obj: CAMERA, createdAt: Date.now(), eventType: 'Alert', snapshot }] },
      );
    expect((await create(Buffer.alloc(4096, 0x41).toString('base64'))).data?.createEvent).toEqual([
      { context: null, error: SNAPSHOT_NOT_JPEG },
    ]);
    expect((await create(TINY_JPEG_BASE64)).data?.createEvent[0]?.error).toBeNull();
  });

  it('refuses 50,000 metadata pairs, and more pairs than an event may carry', async () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: String(i) }));
    expect((await post({ metadata: pairs(50_000) })).status).toBe(400);
    expect(await post({ metadata: pairs(MAX_METADATA_PAIRS + 1) })).toEqual({
      status: 400,
      body: { code: 400, message: `An event may carry at most ${MAX_METADATA_PAIRS} metadata pairs` },
    });
    expect((await post({ metadata: [{ key: 'k', value: 'v'.repeat(5000) }] })).status).toBe(400);
    expect((await post({ metadata: pairs(MAX_METADATA_PAIRS) })).status).toBe(201);
  });
});
