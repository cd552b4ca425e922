/** Spec 3 §2.9, §9: the camera search by name and labels, its sections and page sizes, on SQLite
 *  and PostgreSQL. */
import { ApiClient } from '../testing/apiClient';
import { cameraRow } from '../testing/cameraRow';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const SEARCH = `query($input: CameraSearchInput!) {
  cameraSearch(input: $input) {
    all { total devices { id name labelIds } }
    byName { total devices { id name } }
    byLabels { total devices { id name } }
  }
}`;

interface Page {
  total: number;
  devices: Array<{ id: string; name: string; labelIds?: string[] }>;
}
interface Result {
  cameraSearch: { all: Page | null; byName: Page | null; byLabels: Page | null };
}

const ids = (page: Page | null | undefined) => page?.devices.map((d) => d.id);

describe.each(testDatabases())('camera search on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  const search = async (input: Record<string, unknown>) =>
    (await admin.graphql<Result>(SEARCH, { input })).data?.cameraSearch;

  beforeAll(async () => {
    t = await startTestPlatform(database);
    // 40 more cameras named 'Yard 01'…'Yard 40', all labelled 'Yard', plus one named with a '%'.
    const yard = Array.from({ length: 40 }, (_, i) =>
      cameraRow(`yard-${i + 1}`, 'demo-hq', `Yard ${String(i + 1).padStart(2, '0')}`),
    );
    await t.platform.services.devices.insertMany([...yard, cameraRow('percent', 'demo-hq', '100% Gate')]);
    admin = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    await admin.graphql('mutation($l: [LabelInsertInput!]!) { insert(labels: $l) { id } }', {
      l: [{ id: 'yard', name: 'Yard', objectIds: yard.map((c) => c.id) }],
    });
  }, 30_000);
  afterAll(async () => {
    await admin.dispose();
    await t.close();
  }, 30_000);

  it('pages all cameras of the realm by 30 in name order, with their labels', async () => {
    const first = await search({});
    expect(first?.byName).toBeNull();
    expect(first?.all?.total).toBe(50); // 6 demo cameras, the licence-plate gate, the lobby's faces, the PTZ, 40 yard cameras and '100% Gate'
    expect(first?.all?.devices).toHaveLength(30);
    expect(first?.all?.devices[0]).toEqual({ id: 'percent', name: '100% Gate', labelIds: [] });
    expect(first?.all?.devices[1]).toMatchObject({ id: 'demo-hq-camera-1', labelIds: ['demo-hq-label-entrance'] });
    const second = await search({ nameOffset: 30 });
    expect(second?.all?.devices).toHaveLength(20);
    expect(second?.all?.devices.at(-1)?.id).toBe('yard-40');
  });

  it('filters by name, case-insensitively, with % matching itself', async () => {
    const byName = await search({ name: 'hq CAMERA' });
    expect(byName?.all).toBeNull();
    expect(ids(byName?.byName)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `demo-hq-camera-${n}`));
    expect(ids((await search({ name: '0%' }))?.byName)).toEqual(['percent']);
  });

  it('filters by labels (any of them); an empty selection finds nothing', async () => {
    const byLabels = await search({ labelIds: ['demo-hq-label-entrance', 'demo-hq-label-lobby'] });
    expect(ids(byLabels?.byLabels)).toEqual(['demo-hq-camera-1', 'demo-hq-camera-2', 'demo-hq-camera-3']);
    expect((await search({ labelIds: [] }))?.byLabels).toEqual({ total: 0, devices: [] });
    expect((await search({ labelIds: ['yard'] }))?.byLabels?.devices).toHaveLength(30);
  });

  it('answers both sections by 15 when filtering by name and labels, each paged on its own', async () => {
    const both = await search({ name: 'yard', labelIds: ['yard'], labelsOffset: 30 });
    expect(both?.byName).toMatchObject({ total: 40 });
    expect(both?.byName?.devices).toHaveLength(15);
    expect(both?.byLabels?.total).toBe(40);
    expect(ids(both?.byLabels)).toEqual(Array.from({ length: 10 }, (_, i) => `yard-${i + 31}`));
  });
});
