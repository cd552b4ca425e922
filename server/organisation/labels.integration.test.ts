/** Spec 3 §4, §6, §7.2–§7.3, §8: the label rules over GraphQL on SQLite and PostgreSQL. */
import { testDatabases } from '../testing/testDatabases';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';

const LABELS = '{ labels { id name type objectCount objects { objectId } } }';
const INSERT = 'mutation($labels: [LabelInsertInput!]!) { insert(labels: $labels) { id name type } }';
const ASSIGN = 'mutation($input: LabelAssignInput!) { assign(input: $input) { id } }';
const REMOVE = 'mutation($input: LabelAssignInput!) { remove(input: $input) { id } }';
const RENAME = 'mutation($label: LabelUpdateInput!) { updateLabel(label: $label) { id name } }';
const DELETE = `mutation($label: LabelDeleteInput!) {
  deleteLabel(label: $label) { deleted hierarchyPaths moreHierarchyPaths cameraNames moreCameras }
}`;
const UPDATES = 'subscription { labelUpdate { type id label { id name objectCount } } }';
const ENTRANCE = 'demo-hq-label-entrance';

type Errors = Array<{ message: string; extensions?: { code?: number } }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

describe.each(testDatabases())('labels on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const signIn = shared.signIn;

  it('lists the realm’s labels with their objects; operators read but may not change them', async () => {
    const operator = await signIn('operator');
    const read = await operator.graphql<{ labels: Array<{ id: string; objectCount: number; objects: unknown[] }> }>(
      LABELS,
    );
    const entrance = read.data?.labels.find((l) => l.id === ENTRANCE);
    expect(entrance).toMatchObject({
      objectCount: 2,
      objects: [{ objectId: 'demo-hq-camera-1' }, { objectId: 'demo-hq-camera-2' }],
    });
    const refused = await operator.graphql(INSERT, { labels: [{ id: 'op-1', name: 'Mine' }] });
    expect(message(refused)).toBe('Not enough rights');
    expect(message(await operator.graphql(DELETE, { label: { id: ENTRANCE } }))).toBe('Not enough rights');
  });

  it('inserts labels with their cameras, tells every console, and refuses empty or taken names', async () => {
    const admin = await signIn('admin');
    const other = await signIn('admin');
    const updates = other.subscribe<{ labelUpdate: unknown }>(UPDATES);
    await updates.started;
    const inserted = await admin.graphql(INSERT, {
      labels: [{ id: 'new-gate', name: 'Gate', objectIds: ['demo-hq-camera-1', 'demo-hq-camera-3'] }],
    });
    expect(inserted.data).toEqual({ insert: [{ id: 'new-gate', name: 'Gate', type: 'LABEL' }] });
    expect((await updates.next()).data).toEqual({
      labelUpdate: { type: 'insert', id: 'new-gate', label: { id: 'new-gate', name: 'Gate', objectCount: 2 } },
    });
    expect(message(await admin.graphql(INSERT, { labels: [{ id: 'x1', name: 'Gate' }] }))).toBe(
      'Label name should be non-empty and unique',
    );
    expect(message(await admin.graphql(INSERT, { labels: [{ id: 'x2', name: '  ' }] }))).toBe(
      'Label name should be non-empty and unique',
    );
    // Exact match: another case is another name.
    expect((await admin.graphql(INSERT, { labels: [{ id: 'x3', name: 'gate' }] })).errors).toBeUndefined();
    expect(
      message(
        await admin.graphql(INSERT, { labels: [{ id: 'x4', name: 'Far', objectIds: ['demo-branch-camera-1'] }] }),
      ),
    ).toBe('Device not found');
    updates.close();
  });

  it('assigns and removes labels per camera and renames only LABEL labels, uniquely', async () => {
    const admin = await signIn('admin');
    await admin.graphql(INSERT, { labels: [{ id: 'roof', name: 'Roof' }] });
    expect((await admin.graphql(ASSIGN, { input: { objectId: 'demo-hq-camera-6', labelIds: ['roof'] } })).data).toEqual(
      {
        assign: [{ id: 'roof' }],
      },
    );
    const objects = async () =>
      (
        await admin.graphql<{ label: { objects: Array<{ objectId: string }> } }>(
          '{ label(id: "roof") { objects { objectId } } }',
        )
      ).data?.label.objects.map((o) => o.objectId);
    expect(await objects()).toEqual(['demo-hq-camera-6']);
    await admin.graphql(REMOVE, { input: { objectId: 'demo-hq-camera-6', labelIds: ['roof'] } });
    expect(await objects()).toEqual([]);

    expect((await admin.graphql(RENAME, { label: { id: 'roof', name: ' Rooftop ' } })).data).toEqual({
      updateLabel: { id: 'roof', name: 'Rooftop' },
    });
    expect(message(await admin.graphql(RENAME, { label: { id: 'roof', name: 'Lobby' } }))).toBe(
      'Label name should be non-empty and unique',
    );
    await shared
      .current()
      .platform.database.db.insertInto('labels')
      .values({ id: 'zone-a', realm_id: 'demo-hq', name: 'Zone A', type: 'ZONE', created_at: 0 })
      .execute();
    expect(message(await admin.graphql(RENAME, { label: { id: 'zone-a', name: 'Zone B' } }))).toBe(
      'Only labels of type LABEL can be changed',
    );
    expect(message(await admin.graphql(DELETE, { label: { id: 'zone-a' } }))).toBe(
      'Only labels of type LABEL can be changed',
    );
  });

  it('refuses to delete a label used in a hierarchy, with up to 3 paths and the count of the rest', async () => {
    const admin = await signIn('admin');
    const leaves = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ id: `lv-${name}`, name, labelIds: [ENTRANCE] }));
    const tree = { id: 'h-many', name: 'Many', root: { id: 'h-many-root', name: 'Many', levels: leaves } };
    expect(
      (await admin.graphql('mutation($h: HierarchyInput!) { insertHierarchy(hierarchy: $h) }', { h: tree })).errors,
    ).toBeUndefined();
    const refused = await admin.graphql(DELETE, { label: { id: ENTRANCE, confirmed: true } });
    expect(refused.data).toEqual({
      deleteLabel: {
        deleted: false,
        hierarchyPaths: ['Many/A', 'Many/B', 'Many/C'],
        moreHierarchyPaths: 3,
        cameraNames: [],
        moreCameras: 0,
      },
    });
    const lobby = await admin.graphql(DELETE, { label: { id: 'demo-hq-label-lobby' } });
    expect(lobby.data).toMatchObject({
      deleteLabel: { deleted: false, hierarchyPaths: ['Sites/Building/Ground floor'] },
    });
  });

  it('asks before deleting a label on cameras, deletes it once confirmed, and an unused one at once', async () => {
    const admin = await signIn('admin');
    const other = await signIn('admin');
    const cameras = ['1', '2', '3', '4', '5'].map((n) => `demo-hq-camera-${n}`);
    await admin.graphql(INSERT, {
      labels: [
        { id: 'wide', name: 'Wide', objectIds: cameras },
        { id: 'bare', name: 'Bare' },
      ],
    });
    const asked = await admin.graphql<{
      deleteLabel: { deleted: boolean; cameraNames: string[]; moreCameras: number };
    }>(DELETE, { label: { id: 'wide' } });
    expect(asked.data?.deleteLabel).toMatchObject({ deleted: false, moreCameras: 2 });
    expect(asked.data?.deleteLabel.cameraNames).toHaveLength(3);
    const updates = other.subscribe<{ labelUpdate: unknown }>(UPDATES);
    await updates.started;
    expect((await admin.graphql(DELETE, { label: { id: 'wide', confirmed: true } })).data).toMatchObject({
      deleteLabel: { deleted: true },
    });
    expect((await updates.next()).data).toEqual({ labelUpdate: { type: 'delete', id: 'wide', label: null } });
    expect((await admin.graphql(DELETE, { label: { id: 'bare' } })).data).toMatchObject({
      deleteLabel: { deleted: true },
    });
    expect((await admin.graphql('{ label(id: "wide") { id } }')).data).toEqual({ label: null });
    updates.close();
  });

  it('keeps realms apart: another realm’s labels are neither listed nor changed', async () => {
    const admin = await signIn('admin');
    await shared
      .current()
      .platform.database.db.insertInto('labels')
      .values({ id: 'branch-only', realm_id: 'demo-branch', name: 'Branch', type: 'LABEL', created_at: 0 })
      .execute();
    const read = await admin.graphql<{ labels: Array<{ id: string }> }>(LABELS);
    expect(read.data?.labels.map((l) => l.id)).not.toContain('branch-only');
    expect(message(await admin.graphql(RENAME, { label: { id: 'branch-only', name: 'Mine' } }))).toBe(
      'Label not found',
    );
    expect(
      message(await admin.graphql(ASSIGN, { input: { objectId: 'demo-hq-camera-1', labelIds: ['branch-only'] } })),
    ).toBe('Label not found');
  });
});
