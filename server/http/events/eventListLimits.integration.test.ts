/** The alert log's eventList under long witness lists (issue 27 #4): 40,000 objid values held the
 *  event loop for 15 minutes and stopped recording; a list longer than the platform's list limit
 *  is refused at once with a readable 400, whichever way it travels (body array, repeated query
 *  parameter, one comma-separated value), and a list at the limit is answered. Durations are
 *  printed, not asserted. */
import { ALERT_LOG_PATH } from '../../../shared/events/auditConstants';
import { MAX_LIST_ITEMS, listTooLong } from '../listLengthLimit';
import { type ApiClient } from '../../testing/apiClient';
import { sharedTestPlatform } from '../../testing/sharedTestPlatform';
import { testDatabases } from '../../testing/testDatabases';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `demo-hq-camera-${i + 1}`);
/** Short ids, so a query string of more than the limit stays within Node's 16 KB of headers. */
const shortIds = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
const EVENT_LIST = `${ALERT_LOG_PATH}/eventList?roleid=demo-hq`;

describe.each(testDatabases())('eventList with long witness lists on $kind', (database) => {
  const platform = sharedTestPlatform(database);
  let admin: ApiClient;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    admin = await platform.signIn('admin');
  });
  afterAll(() => {
    process.stdout.write(`eventList durations (${database.kind}, ms): ${JSON.stringify(timings)}\n`);
  });

  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };

  it('refuses 40,000 objid values in the body with a 400 naming the limit', async () => {
    const answer = await timed('post40000', () =>
      admin.request<{ code: number; message: string }>('POST', EVENT_LIST, { filter: { objid: ids(40_000) } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(listTooLong(MAX_LIST_ITEMS));
  });

  it('refuses a comma-separated or repeated objid query longer than the limit', async () => {
    const comma = await timed('getComma1001', () =>
      admin.request<{ message: string }>('GET', `${EVENT_LIST}&objid=${shortIds(MAX_LIST_ITEMS + 1).join(',')}`),
    );
    expect(comma.status).toBe(400);
    expect(comma.body.message).toContain(listTooLong(MAX_LIST_ITEMS));
    const repeated = shortIds(MAX_LIST_ITEMS + 1)
      .map((id) => `objid=${id}`)
      .join('&');
    const again = await admin.request<{ message: string }>('GET', `${EVENT_LIST}&${repeated}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain(listTooLong(MAX_LIST_ITEMS));
  });

  it('answers a list at the limit with the events of the cameras named', async () => {
    const answer = await timed('post1000', () =>
      admin.request<Array<{ witnesses: Array<{ id: string }> }>>('POST', EVENT_LIST, {
        filter: { objid: ids(MAX_LIST_ITEMS) },
      }),
    );
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    const named = new Set(ids(MAX_LIST_ITEMS));
    for (const entry of answer.body) expect(entry.witnesses.some((w) => named.has(w.id))).toBe(true);
  });
});
