import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

const CREATE = `mutation ($events: [CreateEventInput!]!) { createEvent(events: $events) { obj context error } }`;
const ENTRIES = `query ($filter: AuditEntryFilter!) {
  auditEntries(filter: $filter) {
    context triggeredAt message category { id } witnesses { id } thumbnails: snapshots(defaultOnly: true) { default }
  }
}`;

interface Entry {
  context: string;
  triggeredAt: number;
  message: string | null;
  category: { id: string };
  witnesses: Array<{ id: string }>;
  thumbnails?: Array<{ default: boolean }>;
}

// A 1x1 JPEG is enough: the server stores what it is sent.
const SNAPSHOT =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

describe.each(testDatabases())('auditEntries on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  let admin: ApiClient;
  const T0 = Date.UTC(2026, 0, 1, 12);

  beforeAll(async () => {
    t = await startTestPlatform(database);
    operator = new ApiClient(t.url);
    admin = new ApiClient(t.url);
    await operator.login('operator', 'operator');
    await admin.login('admin', 'admin');
    const events = [
      { obj: 'demo-hq-camera-1', createdAt: T0, eventType: 'Alert', message: 'first', snapshot: SNAPSHOT },
      {
        obj: 'demo-hq-camera-1',
        createdAt: T0 + 60_000,
        eventType: 'Information',
        message: 'second',
        snapshot: SNAPSHOT,
      },
      { obj: 'demo-hq-camera-2', createdAt: T0 + 120_000, eventType: 'Alert', message: 'third', snapshot: SNAPSHOT },
    ];
    const created = await operator.graphql<{ createEvent: Array<{ error: string | null }> }>(CREATE, { events });
    expect(created.data?.createEvent.map((r) => r.error)).toEqual([null, null, null]);
    // An event of the other realm, made by an admin who is a member of both.
    await admin.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const branch = await admin.graphql<{ createEvent: Array<{ error: string | null }> }>(CREATE, {
      events: [{ obj: 'demo-branch-camera-1', createdAt: T0 + 30_000, eventType: 'Alert', snapshot: SNAPSHOT }],
    });
    expect(branch.data?.createEvent.map((r) => r.error)).toEqual([null]);
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (filter: Record<string, unknown>, client = operator) =>
    client.graphql<{ auditEntries: Entry[] }>(ENTRIES, { filter });

  it("lists the realm's events of a camera in a time range, newest first", async () => {
    const result = await read({
      from: T0,
      to: T0 + 3_600_000,
      witnesses: ['demo-hq-camera-1'],
      categories: ['47', '61'],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.auditEntries.map((e) => [e.message, e.triggeredAt, e.category.id])).toEqual([
      ['second', T0 + 60_000, '61'],
      ['first', T0, '61'],
    ]);
    expect(result.data?.auditEntries[0]?.witnesses).toEqual([{ id: 'demo-hq-camera-1' }]);
    expect(result.data?.auditEntries[0]?.thumbnails).toEqual([{ default: true }]);
  });

  it('filters by time, category and witnesses and pages by limit and start', async () => {
    const window = await read({ from: T0 + 1, to: T0 + 120_000 });
    expect(window.data?.auditEntries.map((e) => e.message)).toEqual(['third', 'second']);
    expect((await read({ categories: ['47'] })).data?.auditEntries).toEqual([]);
    const both = await read({ witnesses: ['demo-hq-camera-1', 'demo-hq-camera-2'], limit: 2 });
    expect(both.data?.auditEntries.map((e) => e.message)).toEqual(['third', 'second']);
    const next = await read({ witnesses: ['demo-hq-camera-1', 'demo-hq-camera-2'], limit: 2, start: 3 });
    expect(next.data?.auditEntries.map((e) => e.message)).toEqual(['first']);
    // A witness id is matched exactly, not as a prefix or a LIKE pattern.
    expect((await read({ witnesses: ['demo-hq-camera-'] })).data?.auditEntries).toEqual([]);
    expect((await read({ witnesses: ['demo-hq-camera-_'] })).data?.auditEntries).toEqual([]);
  });

  it('never shows another realm and refuses pages over 100 or callers without a session', async () => {
    const hq = await read({ from: T0 - 1, to: T0 + 3_600_000 });
    expect(hq.data?.auditEntries.every((e) => e.witnesses.every((w) => w.id.startsWith('demo-hq-')))).toBe(true);
    expect((await read({ witnesses: ['demo-branch-camera-1'] })).data?.auditEntries).toEqual([]);
    const branch = await read({}, admin);
    expect(branch.data?.auditEntries.map((e) => e.witnesses[0]?.id)).toEqual(['demo-branch-camera-1']);
    const tooMany = await read({ limit: 101 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('400');
    const anonymous = await new ApiClient(t.url).graphql(ENTRIES, { filter: {} });
    expect(String(anonymous.errors?.[0]?.extensions?.code)).toBe('401');
  });
});
