/** The event list's type filter and search answered by the platform (spec 3 §2.2; issue 34): with
 *  a page's worth of newer camera-health entries in front of them, the alarms that wait for
 *  acknowledgement are the first page of 'Need acknowledge', and a search finds entries by message
 *  and witness over the whole log, on each database. */
import { ALERT_LOG_PATH, LIVE_FETCH_LIMIT } from '../../shared/events/auditConstants';
import type { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';

const CREATE = `mutation ($events: [CreateEventInput!]!) { createEvent(events: $events) { error } }`;
const ENTRIES = `query ($filter: AuditEntryFilter!) { auditEntries(filter: $filter) { context message } }`;

interface Entry {
  context: string;
  message: string | null;
}

const T0 = Date.UTC(2025, 5, 1, 8);
const HOUR = 3_600_000;

describe.each(testDatabases())('event list filters on $kind', (database) => {
  const platform = sharedTestPlatform(database);
  let operator: ApiClient;
  const alarms: string[] = [];

  beforeAll(async () => {
    operator = await platform.signIn('operator');
    for (const message of ['Door forced', 'Glass break']) {
      const created = await operator.request<Entry>('POST', `${ALERT_LOG_PATH}/event?roleid=demo-hq`, {
        message,
        triggeredAt: T0 + alarms.length,
        eventType: 'Alert',
        witnesses: ['demo-hq-camera-2'],
        metadata: [{ key: 'ACK-REQUIRE', value: '1' }],
      });
      expect(created.status).toBe(201);
      alarms.push(created.body.context);
    }
    // More health-like information entries after the alarms than a live first page holds.
    const churn = Array.from({ length: LIVE_FETCH_LIMIT + 10 }, (_, i) => ({
      obj: 'demo-hq-camera-1',
      createdAt: T0 + 1_000 + i,
      eventType: 'Information',
      message: i % 2 ? 'Camera is BROKEN' : 'Camera is back to NORMAL (was BROKEN) at 100% load',
    }));
    const created = await operator.graphql<{ createEvent: Array<{ error: string | null }> }>(CREATE, {
      events: churn,
    });
    expect(created.data?.createEvent.every((r) => r.error === null)).toBe(true);
  });

  const page = async (filter: Record<string, unknown>) => {
    const result = await operator.graphql<{ auditEntries: Entry[] }>(ENTRIES, {
      filter: {
        from: T0 - HOUR,
        to: T0 + HOUR,
        categories: ['47', '61'],
        start: 1,
        limit: LIVE_FETCH_LIMIT,
        ...filter,
      },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.auditEntries ?? [];
  };

  it("answers 'Need acknowledge' with the waiting alarms behind a page of newer entries", async () => {
    const unfiltered = await page({});
    expect(unfiltered).toHaveLength(LIVE_FETCH_LIMIT);
    expect(unfiltered.map((e) => e.context)).not.toContain(alarms[0]);
    const pending = await page({ type: 'needAcknowledge' });
    expect(pending.map((e) => e.context)).toEqual([...alarms].reverse());
    expect((await page({ type: 'alert' })).map((e) => e.message)).toEqual(['Glass break', 'Door forced']);
    const info = await page({ type: 'info' });
    expect(info).toHaveLength(LIVE_FETCH_LIMIT);
    expect(info.every((e) => e.message?.startsWith('Camera is'))).toBe(true);
  });

  it('searches the whole log by message, witness name and id, any case, wildcards as text', async () => {
    expect((await page({ search: 'GLASS break' })).map((e) => e.context)).toEqual([alarms[1]]);
    expect(await page({ search: alarms[0] })).toHaveLength(1);
    expect(await page({ search: '100%' })).toHaveLength((LIVE_FETCH_LIMIT + 10) / 2);
    expect(await page({ search: '1_0' })).toHaveLength(0);
    const byWitness = await page({ search: 'camera 2', type: 'needAcknowledge' });
    expect(byWitness.map((e) => e.context)).toEqual([...alarms].reverse());
    // The same filters over a witness's own range.
    const ofCamera = await page({ witnesses: ['demo-hq-camera-2'], search: 'door' });
    expect(ofCamera.map((e) => e.context)).toEqual([alarms[0]]);
  });
});
