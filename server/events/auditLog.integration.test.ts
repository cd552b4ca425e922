/** Events end to end on each database (spec 3 §4 acknowledgement, §7.1–§7.4): acknowledgement is
 *  one-way and realm-scoped, of two at once one wins; the alert-log REST family and GraphQL see
 *  the same events and feed the same subscription; paging returns every event once; retention
 *  deletes by the realm's auditTtl. */
import { ALERT_LOG_PATH, AUDIT_ERROR, missingParameter, nullBody } from '../../shared/events/auditConstants';
import { ApiClient } from '../testing/apiClient';
import { TINY_JPEG_BASE64 } from '../testing/tinyJpeg';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const ENTRY_FIELDS = 'context message note modifiedAt isAcknowledged category { id } witnesses { id }';
const ACK = `mutation ($entry: AuditEntryAcknowledgeInput!) { acknowledgeAuditEntry(entry: $entry) { ${ENTRY_FIELDS} } }`;
const ACK_MANY = `mutation ($entries: [AuditEntryAcknowledgeInput!]!) {
  auditEntriesAcknowledgment(entries: $entries) { context error entry { isAcknowledged } } }`;
const ENTRY = `query ($id: ID!) { auditEntry(id: $id) { ${ENTRY_FIELDS} } }`;
const ENTRIES = `query ($filter: AuditEntryFilter!) { auditEntries(filter: $filter) { context } }`;
const PENDING = `query ($filter: AuditEntryFilter!) { requireAcknowledgeEntries(filter: $filter) { context } }`;
const PENDING_COUNT = `query ($filter: AuditEntryFilter) { requireAcknowledgeCount(filter: $filter) }`;

interface Entry {
  context: string;
  message: string | null;
  note: string | null;
  modifiedAt: number;
  isAcknowledged: boolean;
  category: { id: string };
  witnesses: Array<{ id: string }>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('events on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  let admin: ApiClient;
  let branchAdmin: ApiClient;

  beforeAll(async () => {
    t = await startTestPlatform(database);
    operator = new ApiClient(t.url);
    admin = new ApiClient(t.url);
    branchAdmin = new ApiClient(t.url);
    await operator.login('operator', 'operator');
    await admin.login('admin', 'admin');
    await branchAdmin.login('admin', 'admin');
    await branchAdmin.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
  });
  afterAll(async () => {
    await Promise.all([operator.dispose(), admin.dispose(), branchAdmin.dispose()]);
    await t.close();
  });

  /** An alarm that needs acknowledgement, raised through the alert log as an outside system would. */
  const alarm = async (client: ApiClient, realm: string, witness: string, extra: Record<string, unknown> = {}) => {
    const created = await client.request<Entry>('POST', `${ALERT_LOG_PATH}/event?roleid=${realm}`, {
      message: 'Door forced',
      category: '47',
      witnesses: [witness],
      metadata: [{ key: 'ACK-REQUIRE', value: '1' }],
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  it('acknowledges once: a second acknowledgement and a stale modifiedAt are refused, the note stays', async () => {
    const entry = await alarm(operator, 'demo-hq', 'demo-hq-camera-1');
    expect(entry.isAcknowledged).toBe(false);
    const pending = await operator.graphql<{ requireAcknowledgeEntries: Entry[] }>(PENDING, { filter: {} });
    expect(pending.data?.requireAcknowledgeEntries.map((e) => e.context)).toContain(entry.context);

    const stale = await operator.graphql(ACK, { entry: { context: entry.context, modifiedAt: entry.modifiedAt - 1 } });
    expect(stale.errors?.[0]?.message).toBe(AUDIT_ERROR.STALE);
    const done = await operator.graphql<{ acknowledgeAuditEntry: Entry }>(ACK, {
      entry: { context: entry.context, note: 'checked on site', modifiedAt: entry.modifiedAt },
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.acknowledgeAuditEntry).toMatchObject({ isAcknowledged: true, note: 'checked on site' });
    expect(done.data?.acknowledgeAuditEntry.modifiedAt).toBeGreaterThan(entry.modifiedAt);

    const again = await admin.graphql(ACK, { entry: { context: entry.context, note: 'overwrite' } });
    expect(again.errors?.[0]?.message).toBe(AUDIT_ERROR.ALREADY_ACKNOWLEDGED);
    const read = await operator.graphql<{ auditEntry: Entry }>(ENTRY, { id: entry.context });
    expect(read.data?.auditEntry).toMatchObject({ isAcknowledged: true, note: 'checked on site' });
    const after = await operator.graphql<{ requireAcknowledgeEntries: Entry[] }>(PENDING, { filter: {} });
    expect(after.data?.requireAcknowledgeEntries.map((e) => e.context)).not.toContain(entry.context);
  });

  it('keeps each realm to itself: another realm neither reads nor acknowledges its events', async () => {
    const hq = await alarm(operator, 'demo-hq', 'demo-hq-camera-2');
    const branch = await alarm(branchAdmin, 'demo-branch', 'demo-branch-camera-1');
    expect((await branchAdmin.graphql<{ auditEntry: Entry | null }>(ENTRY, { id: hq.context })).data?.auditEntry).toBe(
      null,
    );
    const foreign = await branchAdmin.graphql(ACK, { entry: { context: hq.context } });
    expect(foreign.errors?.[0]?.message).toBe(AUDIT_ERROR.NOT_FOUND);
    const many = await operator.graphql<{
      auditEntriesAcknowledgment: Array<{ context: string; error: string | null }>;
    }>(ACK_MANY, { entries: [{ context: branch.context }, { context: hq.context }] });
    expect(many.data?.auditEntriesAcknowledgment).toEqual([
      { context: branch.context, error: AUDIT_ERROR.NOT_FOUND, entry: null },
      { context: hq.context, error: null, entry: { isAcknowledged: true } },
    ]);
    const branchRead = await branchAdmin.graphql<{ auditEntry: Entry }>(ENTRY, { id: branch.context });
    expect(branchRead.data?.auditEntry.isAcknowledged).toBe(false);
    // roleid names the caller's realm; another realm's is refused.
    const other = await operator.request('GET', `${ALERT_LOG_PATH}/event/${hq.context}?roleid=demo-branch`);
    expect(other.status).toBe(403);
  });

  it('lets one of two simultaneous acknowledgements win and tells the other why it lost', async () => {
    for (let round = 0; round < 5; round += 1) {
      const entry = await alarm(operator, 'demo-hq', 'demo-hq-camera-3');
      const [a, b] = await Promise.all([
        operator.graphql(ACK, { entry: { context: entry.context, note: 'a', modifiedAt: entry.modifiedAt } }),
        admin.request<Entry & { message: string }>(
          'POST',
          `${ALERT_LOG_PATH}/event/${entry.context}/do-action/acknowledge`,
          { note: 'b', modifiedAt: entry.modifiedAt },
        ),
      ]);
      const graphqlWon = a.errors === undefined;
      const restWon = b.status === 200;
      expect(graphqlWon !== restWon).toBe(true);
      const refusal = graphqlWon ? b.body.message : a.errors?.[0]?.message;
      expect([AUDIT_ERROR.ALREADY_ACKNOWLEDGED, AUDIT_ERROR.STALE]).toContain(refusal);
      const read = await operator.graphql<{ auditEntry: Entry }>(ENTRY, { id: entry.context });
      expect(read.data?.auditEntry.note).toBe(graphqlWon ? 'a' : 'b');
    }
  });

  it('shows REST and GraphQL the same events and feeds both into one subscription', async () => {
    const witness = 'demo-hq-camera-4';
    const sub = operator.subscribe<{ auditEntries: { type: string; entry: Entry | null; error: string | null } }>(
      `subscription { auditEntries(witnesses: ["${witness}"], categories: ["47", "61"]) { type error entry { ${ENTRY_FIELDS} } } }`,
    );
    await sub.started;
    // Another realm's event and another witness's never reach this subscription.
    await alarm(branchAdmin, 'demo-branch', 'demo-branch-camera-1');
    await alarm(operator, 'demo-hq', 'demo-hq-camera-5');
    const rest = await alarm(operator, 'demo-hq', witness, { message: 'from REST' });
    const created = await operator.graphql<{ createEvent: Array<{ context: string }> }>(
      `mutation ($events: [CreateEventInput!]!) { createEvent(events: $events) { context } }`,
      {
        events: [
          {
            obj: witness,
            createdAt: Date.now(),
            eventType: 'Alert',
            message: 'from GraphQL',
            snapshot: TINY_JPEG_BASE64,
          },
        ],
      },
    );
    const gql = created.data?.createEvent[0]?.context ?? '';
    const first = await sub.next();
    const second = await sub.next();
    expect([first.data?.auditEntries.entry?.context, second.data?.auditEntries.entry?.context]).toEqual([
      rest.context,
      gql,
    ]);
    expect(first.data?.auditEntries).toMatchObject({ type: 'insert', error: null });
    await operator.graphql(ACK, { entry: { context: rest.context } });
    const update = await sub.next();
    expect(update.data?.auditEntries).toMatchObject({ type: 'update', entry: { isAcknowledged: true } });
    sub.close();

    const viaGraphql = await operator.graphql<{ auditEntries: Entry[] }>(ENTRIES, {
      filter: { witnesses: [witness] },
    });
    const viaRest = await operator.request<Entry[]>('POST', `${ALERT_LOG_PATH}/eventList?roleid=demo-hq`, {
      filter: { objid: witness },
    });
    const viaRestGet = await operator.request<Array<{ context: string; triggeredAt: number }>>(
      'GET',
      `${ALERT_LOG_PATH}/eventList?roleid=demo-hq&objid=${witness}&timeOnly=true`,
    );
    const ids = viaGraphql.data?.auditEntries.map((e) => e.context);
    expect(ids).toEqual([gql, rest.context]);
    expect(viaRest.body.map((e) => e.context)).toEqual(ids);
    expect(viaRestGet.body.map((e) => e.context)).toEqual(ids);
    expect(Object.keys(viaRestGet.body[0] ?? {})).toEqual(['context', 'triggeredAt']);
    const one = await operator.request<Entry>('GET', `${ALERT_LOG_PATH}/event/${gql}?roleid=demo-hq`);
    expect(one.body).toMatchObject({ context: gql, message: 'from GraphQL', witnesses: [{ id: witness }] });
  });

  it("answers the alert log's 400 texts and guards updates with If-Unmodified-Since", async () => {
    expect((await operator.request('GET', `${ALERT_LOG_PATH}/event/x`)).body).toEqual({
      code: 400,
      message: missingParameter('roleid'),
    });
    const nullEvent = await operator.request('POST', `${ALERT_LOG_PATH}/event?roleid=demo-hq`, 'null');
    expect(nullEvent.body).toEqual({ code: 400, message: nullBody('event') });
    const entry = await alarm(operator, 'demo-hq', 'demo-hq-camera-6');
    const nullProperty = await operator.request(
      'POST',
      `${ALERT_LOG_PATH}/event/${entry.context}/do-action/acknowledge`,
      'null',
    );
    expect(nullProperty.body).toEqual({ code: 400, message: nullBody('property') });
    const old = new Date(entry.modifiedAt - 5000).toUTCString();
    const stale = await operator.request(
      'PUT',
      `${ALERT_LOG_PATH}/event/${entry.context}`,
      { isAcknowledged: true },
      {
        'if-unmodified-since': old,
      },
    );
    expect(stale.status).toBe(412);
    const fresh = await operator.request<Entry>(
      'PUT',
      `${ALERT_LOG_PATH}/event/${entry.context}`,
      { isAcknowledged: true, note: 'reset the door' },
      { 'if-unmodified-since': new Date(entry.modifiedAt).toUTCString() },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ isAcknowledged: true, note: 'reset the door' });
    const undo = await operator.request('PUT', `${ALERT_LOG_PATH}/event/${entry.context}`, { isAcknowledged: false });
    expect(undo.status).toBe(409);
    expect((await new ApiClient(t.url).request('GET', `${ALERT_LOG_PATH}/health`)).body).toEqual({ status: 'ok' });
  });

  it('returns every event exactly once across pages that start at limit+1, then += limit', async () => {
    const witness = 'demo-hq-ptz';
    const base = Date.UTC(2026, 5, 1);
    const made: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      // Pairs share a time, so ties must be ordered the same way on every page.
      made.push((await alarm(operator, 'demo-hq', witness, { triggeredAt: base + Math.floor(i / 2) * 1000 })).context);
    }
    for (const filter of [{ witnesses: [witness] }, { from: base, to: base + HOUR }]) {
      const seen: string[] = [];
      const limit = 5;
      for (let start = 1; ; start += limit) {
        const page = await operator.graphql<{ auditEntries: Entry[] }>(ENTRIES, {
          filter: { ...filter, start, limit },
        });
        seen.push(...(page.data?.auditEntries.map((e) => e.context) ?? []));
        if ((page.data?.auditEntries.length ?? 0) < limit) break;
      }
      expect(seen).toHaveLength(made.length);
      expect(new Set(seen)).toEqual(new Set(made));
    }
  });

  it('counts every event waiting for acknowledgement, beyond one page, in the realm only', async () => {
    const base = Date.UTC(2026, 6, 1);
    const window = { from: base, to: base + HOUR };
    const made: Entry[] = [];
    for (let i = 0; i < 105; i += 1) {
      made.push(await alarm(operator, 'demo-hq', 'demo-hq-camera-2', { triggeredAt: base + i * 1000 }));
    }
    // Information events need no acknowledgement and are not counted.
    await operator.request('POST', `${ALERT_LOG_PATH}/event?roleid=demo-hq`, {
      message: 'Camera back',
      category: '47',
      witnesses: ['demo-hq-camera-2'],
      triggeredAt: base + 500,
    });
    for (const entry of made.slice(0, 2)) {
      const acked = await operator.graphql(ACK, { entry: { context: entry.context, modifiedAt: entry.modifiedAt } });
      expect(acked.errors).toBeUndefined();
    }
    const count = await operator.graphql<{ requireAcknowledgeCount: number }>(PENDING_COUNT, { filter: window });
    expect(count.data?.requireAcknowledgeCount).toBe(103);
    const page = await operator.graphql<{ requireAcknowledgeEntries: Entry[] }>(PENDING, { filter: window });
    expect(page.data?.requireAcknowledgeEntries).toHaveLength(100);
    const branch = await branchAdmin.graphql<{ requireAcknowledgeCount: number }>(PENDING_COUNT, { filter: window });
    expect(branch.data?.requireAcknowledgeCount).toBe(0);
  });

  it("deletes events older than the realm's auditTtl and keeps the rest", async () => {
    const now = Date.now();
    const old = await alarm(operator, 'demo-hq', 'demo-hq-camera-1', { triggeredAt: now - 31 * DAY });
    const recent = await alarm(operator, 'demo-hq', 'demo-hq-camera-1', { triggeredAt: now - 29 * DAY });
    expect((await operator.request('DELETE', `${ALERT_LOG_PATH}/purge`)).status).toBe(403);
    const purged = await admin.request<{ auditTtl: number; deleted: number }>('DELETE', `${ALERT_LOG_PATH}/purge`);
    expect(purged.body).toMatchObject({ auditTtl: 30 });
    expect(purged.body.deleted).toBeGreaterThanOrEqual(1);
    expect((await operator.graphql<{ auditEntry: Entry | null }>(ENTRY, { id: old.context })).data?.auditEntry).toBe(
      null,
    );
    const kept = await operator.graphql<{ auditEntry: Entry | null }>(ENTRY, { id: recent.context });
    expect(kept.data?.auditEntry?.context).toBe(recent.context);
    // The branch's old events are the branch's business: a run for Demo HQ leaves them.
    const branchOld = await alarm(branchAdmin, 'demo-branch', 'demo-branch-camera-1', { triggeredAt: now - 40 * DAY });
    await admin.request('DELETE', `${ALERT_LOG_PATH}/purge`);
    const still = await branchAdmin.graphql<{ auditEntry: Entry | null }>(ENTRY, { id: branchOld.context });
    expect(still.data?.auditEntry?.context).toBe(branchOld.context);
    await t.platform.services.auditRetention.run(now);
    const gone = await branchAdmin.graphql<{ auditEntry: Entry | null }>(ENTRY, { id: branchOld.context });
    expect(gone.data?.auditEntry).toBe(null);
  });
});
