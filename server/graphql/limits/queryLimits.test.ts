/** The limits a GraphQL request is held to, against a running platform: aliases, cost, media
 *  work, list sizes and introspection each refused with a 400 and words that say which. */
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import { QUERY_LIMITS } from './queryLimits';

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';

describe.each(testDatabases())('GraphQL query limits on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  beforeAll(async () => {
    t = await startTestPlatform(database);
    operator = new ApiClient(t.url);
    await operator.login('operator', 'operator');
  });
  afterAll(async () => {
    await operator.dispose();
    await t.close();
  });

  const refused = async (query: string, variables?: Record<string, unknown>) => {
    const result = await operator.graphql(query, variables);
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    return (result.errors ?? []).map((e) => e.message).join('\n');
  };

  it('refuses 300 aliased userInfo fields and 200 aliased snapshots before running them', async () => {
    expect(await refused(aliased(300, 'userInfo { user { id } }'))).toMatch(/Aliases limit of 20 exceeded/);
    const snapshots = await refused(aliased(200, 'snapshot(obj: "demo-hq-camera-1") { image }'));
    expect(snapshots).toMatch(/At most 4 snapshots per request/);
  });

  it('stops parsing a document of more tokens than the limit', async () => {
    const started = Date.now();
    expect(await refused(aliased(2000, 'languages { __typename }'))).toMatch(
      `Document contains more that ${QUERY_LIMITS.tokens} tokens`,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a document longer than the limit before parsing or caching it, signed in or not', async () => {
    const long = `{ languages(x: "${'A'.repeat(QUERY_LIMITS.documentLength)}") { __typename } }`;
    expect(await refused(long)).toBe(`The document is longer than ${QUERY_LIMITS.documentLength} characters`);
    const anonymous = await new ApiClient(t.url).graphql(long);
    expect(anonymous.status).toBe(400);
  });

  it('counts snapshots however they are spelled, and lets a few through', async () => {
    const fragment = `query { ...S } fragment S on Query { ${aliased(5, 'snapshot(obj: "demo-hq-camera-1") { obj }').slice(2, -2)} }`;
    expect(await refused(fragment)).toMatch(/At most 4 snapshots/);
    const few = await operator.graphql(aliased(2, 'snapshot(obj: "demo-hq-camera-1") { obj }'));
    expect(few.status).toBe(200);
  });

  it('refuses a document whose cost is over the limit, with few aliases', async () => {
    const spreads = Array.from({ length: 10 }, () => '...F').join(' ');
    const wide = `${aliased(15, `userInfo { ${spreads} }`)} fragment F on UserInfo { user { id name isAdmin } realm { id name type } role }`;
    expect(await refused(wide)).toMatch(/^Query Cost limit of 3000 exceeded, found \d+/);
  });

  it('refuses lists longer than the limit, literal or passed as a variable, with its own words', async () => {
    const ids = Array.from({ length: 40_000 }, (_, i) => `camera-${i}`);
    const message = await refused('query($ids: [ID!]!) { devicesByIds(ids: $ids) { id } }', { ids });
    expect(message).toBe(`A list may hold at most ${QUERY_LIMITS.listItems} items ($ids has 40000)`);
    expect(message).not.toMatch(/SQL/);
    const literal = `{ devicesByIds(ids: [${ids.slice(0, 1001).map((id) => `"${id}"`)}]) { id } }`;
    expect(await refused(literal)).toMatch(/at most 1000 items/);
  });

  it('refuses a long list inside an input object passed as a variable (issue 27 #4)', async () => {
    const witnesses = Array.from({ length: 40_000 }, (_, i) => `camera-${i}`);
    const message = await refused('query($filter: AuditEntryFilter!) { auditEntries(filter: $filter) { context } }', {
      filter: { witnesses },
    });
    expect(message).toBe(`A list may hold at most ${QUERY_LIMITS.listItems} items ($filter.witnesses has 40000)`);
    const atLimit = await operator.graphql(
      'query($filter: AuditEntryFilter!) { auditEntries(filter: $filter) { context } }',
      { filter: { witnesses: witnesses.slice(0, QUERY_LIMITS.listItems) } },
    );
    expect(atLimit.errors).toBeUndefined();
  });

  it('answers no introspection in production, to the anonymous or the logged-in', async () => {
    expect(await refused(INTROSPECTION)).toMatch(/introspection/i);
    const anonymous = await new ApiClient(t.url).graphql(INTROSPECTION);
    expect(anonymous.status).toBe(400);
    expect(anonymous.data).toBeNull();
  });
});

describe('GraphQL introspection in development', () => {
  it('is answered when the platform runs with VANTAGE_DEV=1', async () => {
    const [database] = testDatabases();
    const t = await startTestPlatform(database!, { env: { VANTAGE_DEV: '1' } });
    try {
      const result = await new ApiClient(t.url).graphql<{ __schema: { queryType: { name: string } } }>(INTROSPECTION);
      expect(result.data?.__schema.queryType.name).toBe('Query');
    } finally {
      await t.close();
    }
  });
});
