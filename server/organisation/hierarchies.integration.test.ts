/** Spec 3 §3.3, §5, §7.2–§7.3, §8: the hierarchy rules over GraphQL on SQLite and PostgreSQL. */
import { testDatabases } from '../testing/testDatabases';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';

const HIERARCHIES = '{ hierarchies { id name root { id levels { name levels { name labelIds } } } } }';
const INSERT = 'mutation($h: HierarchyInput!) { insertHierarchy(hierarchy: $h) }';
const UPDATE = 'mutation($h: HierarchyInput!) { updateHierarchy(hierarchy: $h) { id name } }';
const DELETE = `mutation($id: ID!) {
  deleteHierarchy(id: $id) { deleted usage { views { id name userName } sharedViews { id name userName } } }
}`;
const UPDATES = 'subscription { hierarchyUpdate { type id hierarchy { id name } } }';

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

/** A chain of `depth` levels below the root. */
function chain(id: string, depth: number) {
  let level: Record<string, unknown> = { id: `${id}-${depth}`, name: `L${depth}`, labelIds: [] };
  for (let d = depth - 1; d >= 1; d -= 1) level = { id: `${id}-${d}`, name: `L${d}`, levels: [level] };
  return { id: `${id}-root`, name: id, levels: [level] };
}

const deviceListView = (id: string, name: string, hierarchyId: string, userId?: string) => ({
  id,
  name,
  ...(userId && { userId }),
  widgets: [{ id: 'c1', name: 'Devices', module: 'hierarchy', widgetId: 'DeviceList', props: { hierarchyId } }],
});

describe.each(testDatabases())('hierarchies on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const signIn = shared.signIn;

  it('lists the demo hierarchy; operators read but may not change hierarchies', async () => {
    const operator = await signIn('operator');
    const read = await operator.graphql<{ hierarchies: unknown[] }>(HIERARCHIES);
    expect(read.data?.hierarchies).toEqual([
      expect.objectContaining({
        name: 'Sites',
        root: expect.objectContaining({
          levels: [
            {
              name: 'Building',
              levels: [{ name: 'Ground floor', labelIds: ['demo-hq-label-entrance', 'demo-hq-label-lobby'] }],
            },
            {
              name: 'Outside',
              levels: [
                { name: 'Car park', labelIds: ['demo-hq-label-parking'] },
                { name: 'Fence', labelIds: ['demo-hq-label-perimeter'] },
              ],
            },
          ],
        }),
      }),
    ]);
    expect(message(await operator.graphql(INSERT, { h: { id: 'h-op', name: 'Mine' } }))).toBe('Not enough rights');
  });

  it('inserts and renames with names non-empty and unique case-insensitively, telling every console', async () => {
    const admin = await signIn('admin');
    const other = await signIn('admin');
    const updates = other.subscribe<{ hierarchyUpdate: unknown }>(UPDATES);
    await updates.started;
    expect((await admin.graphql(INSERT, { h: { id: 'h-new', name: 'Floors' } })).data).toEqual({
      insertHierarchy: 'h-new',
    });
    expect((await updates.next()).data).toEqual({
      hierarchyUpdate: { type: 'insert', id: 'h-new', hierarchy: { id: 'h-new', name: 'Floors' } },
    });
    expect(message(await admin.graphql(INSERT, { h: { id: 'h-2', name: ' ' } }))).toBe('Name should not be empty');
    expect(message(await admin.graphql(INSERT, { h: { id: 'h-2', name: 'SITES' } }))).toBe(
      'Hierarchy name already exists',
    );
    expect(message(await admin.graphql(UPDATE, { h: { id: 'h-new', name: 'sites' } }))).toBe(
      'Hierarchy name already exists',
    );
    // Renaming to itself in another case is allowed (the check excludes the hierarchy itself).
    expect((await admin.graphql(UPDATE, { h: { id: 'h-new', name: 'FLOORS' } })).data).toEqual({
      updateHierarchy: { id: 'h-new', name: 'FLOORS' },
    });
    expect((await updates.next()).data).toMatchObject({ hierarchyUpdate: { type: 'update', id: 'h-new' } });
    updates.close();
  });

  it('takes whole trees of up to 5 levels with labels at leaves only, and existing labels', async () => {
    const admin = await signIn('admin');
    await admin.graphql(INSERT, { h: { id: 'h-tree', name: 'Tree' } });
    expect(
      (await admin.graphql(UPDATE, { h: { id: 'h-tree', name: 'Tree', root: chain('h-tree', 5) } })).errors,
    ).toBeUndefined();
    expect(message(await admin.graphql(UPDATE, { h: { id: 'h-tree', name: 'Tree', root: chain('h-tree', 6) } }))).toBe(
      'A hierarchy has at most 5 levels',
    );
    const branchWithLabels = {
      id: 'r',
      name: 'Tree',
      levels: [{ id: 'a', name: 'A', labelIds: ['demo-hq-label-lobby'], levels: [{ id: 'b', name: 'B' }] }],
    };
    expect(message(await admin.graphql(UPDATE, { h: { id: 'h-tree', name: 'Tree', root: branchWithLabels } }))).toBe(
      'Labels are assigned at leaves only',
    );
    const twins = {
      id: 'r',
      name: 'Tree',
      levels: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'A' },
      ],
    };
    expect(message(await admin.graphql(UPDATE, { h: { id: 'h-tree', name: 'Tree', root: twins } }))).toBe(
      'Level names must be non-empty and unique among siblings',
    );
    const unknownLabel = { id: 'r', name: 'Tree', levels: [{ id: 'a', name: 'A', labelIds: ['nope'] }] };
    expect(message(await admin.graphql(UPDATE, { h: { id: 'h-tree', name: 'Tree', root: unknownLabel } }))).toBe(
      'Label not found',
    );
  });

  it('refuses to delete a hierarchy views use, listing each view and its user by name', async () => {
    const admin = await signIn('admin');
    await admin.graphql(INSERT, { h: { id: 'h-used', name: 'Used' } });
    const config = {
      version: 'v2',
      views: [deviceListView('v-2', 'Zulu', 'h-used'), deviceListView('v-1', 'Alpha', 'h-used')],
    };
    await admin.graphql('mutation($c: JSON!) { updateSolidConfig(userId: "user-admin", solidConfig: $c) { userId } }', {
      c: config,
    });
    const shared = [
      deviceListView('s-1', 'Lobby wall', 'h-used', 'user-admin'),
      deviceListView('s-2', 'Other', 'elsewhere', 'user-admin'),
    ];
    const sharing = await admin.graphql(
      'mutation($v: JSON!) { updateSharedViews(realmId: "demo-hq", sharedViews: $v) { layout } }',
      {
        v: shared,
      },
    );
    expect(sharing.errors).toBeUndefined();
    expect((await admin.graphql(DELETE, { id: 'h-used' })).data).toEqual({
      deleteHierarchy: {
        deleted: false,
        usage: {
          views: [
            { id: 'v-1', name: 'Alpha', userName: 'admin' },
            { id: 'v-2', name: 'Zulu', userName: 'admin' },
          ],
          sharedViews: [{ id: 's-1', name: 'Lobby wall', userName: 'admin' }],
        },
      },
    });
  });

  it('deletes an unused hierarchy and tells every console', async () => {
    const admin = await signIn('admin');
    const other = await signIn('admin');
    await admin.graphql(INSERT, { h: { id: 'h-gone', name: 'Gone' } });
    const updates = other.subscribe<{ hierarchyUpdate: unknown }>(UPDATES);
    await updates.started;
    expect((await admin.graphql(DELETE, { id: 'h-gone' })).data).toEqual({
      deleteHierarchy: { deleted: true, usage: null },
    });
    expect((await updates.next()).data).toEqual({ hierarchyUpdate: { type: 'delete', id: 'h-gone', hierarchy: null } });
    expect(message(await admin.graphql(DELETE, { id: 'h-gone' }))).toBe('Hierarchy not found');
    updates.close();
  });
});
