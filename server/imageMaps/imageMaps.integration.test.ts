/** Spec 3 §2.11, §3.4, §7.1–§7.3: image maps over GraphQL and the plan route on SQLite and
 *  PostgreSQL — the demo image map, every mutation's rules, version and update id, realm isolation
 *  and the imageMapUpdate subscription. */
import { deflateSync } from 'node:zlib';
import { IMAGE_MAP_ERRORS, IMAGE_MAP_PLAN_MAX_BYTES } from '../../shared/imageMap/imageMapConstants';
import { testDatabases } from '../testing/testDatabases';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import type { ApiClient } from '../testing/apiClient';

/** Each test makes tens of requests; on a loaded machine with PostgreSQL that outlasts jest's 5 s. */
const TEST_TIMEOUT_MS = 30_000;
const V = 'v2';
const CONFIG = `query($lazy: Boolean) { imageMapConfig(version: "v2", lazyLoadImages: $lazy) {
  version sets { id name layers { id setId name maps { id layerId name order mime width height planUrl base64
  objects { id mapId objectId position { x y } } } } } } }`;
const IMAGE = 'query($id: ID!) { imageMapImage(version: "v2", mapId: $id) }';
const UPDATES = 'subscription { imageMapUpdate(version: "v2") { version updateId type entity id } }';
const m = (name: string, input: string, fields: string) => `mutation($i: ${input}!) { ${name}(input: $i) ${fields} }`;
const SET = (op: string) => m(`imageMapSet${op}`, 'ImageMapSetInput', op === 'Delete' ? '' : '{ id name }');
const LAYER = (op: string) => m(`imageMapLayer${op}`, 'ImageMapLayerInput', op === 'Delete' ? '' : '{ id setId name }');
const MAP = (op: string) =>
  m(`imageMap${op}`, 'ImageMapInput', op === 'Delete' ? '' : '{ id layerId name order mime width height planUrl }');
const OBJECT = (op: string) =>
  m(`imageMapObject${op}`, 'ImageMapObjectInput', op === 'Delete' ? '' : '{ id mapId objectId position { x y } }');

type Errors = Array<{ message: string }> | undefined;
interface MapView {
  id: string;
  name: string;
  base64: string | null;
  planUrl: string;
  objects: Array<{ id: string; objectId: string }>;
}
interface SetView {
  id: string;
  name: string;
  layers: Array<{ id: string; name: string; maps: MapView[] }>;
}
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

const svgPlan = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="10" height="10"/></svg>`,
  ).toString('base64');

/** A real PNG of the given size (one grey row repeated), made without a library. */
function pngPlan(width: number, height: number): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

describe.each(testDatabases())('image maps on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const signIn = shared.signIn;
  let counter = 0;
  const stamp = () => ({ version: V, updateId: `u-${(counter += 1)}` });

  async function branchAdmin(): Promise<ApiClient> {
    const admin = await signIn('admin');
    await admin.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    return admin;
  }

  it(
    'shows the demo floor plans with the demo cameras; members read, only administrators change',
    async () => {
      const operator = await signIn('operator');
      const config = await operator.graphql<{ imageMapConfig: { version: string; sets: SetView[] } }>(CONFIG);
      expect(config.errors).toBeUndefined();
      const { version, sets } = config.data!.imageMapConfig;
      expect(version).toBe('v2');
      expect(sets.map((s) => s.name)).toEqual(['Headquarters']);
      const [ground, outside] = sets[0]!.layers;
      expect([ground?.name, outside?.name]).toEqual(['Ground floor', 'Outside']);
      const plan = ground!.maps[0]!;
      expect(plan).toMatchObject({ name: 'Ground floor plan', mime: 'image/svg+xml', width: 1200, height: 800 });
      expect(plan.base64).toBeNull();
      expect(plan.objects.map((o: { objectId: string }) => o.objectId)).toEqual([
        'demo-hq-camera-1',
        'demo-hq-camera-2',
        'demo-hq-camera-3',
      ]);
      expect(outside!.maps[0]!.objects.map((o: { objectId: string }) => o.objectId)).toEqual([
        'demo-hq-camera-4',
        'demo-hq-camera-5',
      ]);

      // The plan by path: cached for good under its revision, revalidated by ETag otherwise.
      const file = await operator.request<Buffer>('GET', plan.planUrl, undefined, { 'x-vantage-request': '' });
      expect(file.status).toBe(200);
      expect(file.body.toString()).toContain('Entrance hall');
      const image = await operator.graphql<{ imageMapImage: string }>(IMAGE, { id: plan.id });
      expect(Buffer.from(image.data!.imageMapImage, 'base64').equals(file.body)).toBe(true);
      const eager = await operator.graphql<{ imageMapConfig: { sets: SetView[] } }>(CONFIG, { lazy: false });
      expect(eager.data!.imageMapConfig.sets[0]!.layers[0]!.maps[0]!.base64).toBe(image.data!.imageMapImage);

      const url = `${shared.current().url}${plan.planUrl}`;
      const cookie = { cookie: (operator as unknown as { cookie: string }).cookie };
      const cached = await fetch(url, { headers: cookie });
      expect(cached.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(cached.headers.get('content-type')).toBe('image/svg+xml');
      expect(cached.headers.get('content-security-policy')).toContain('sandbox');
      const etag = cached.headers.get('etag') ?? '';
      const bare = await fetch(url.replace(/\?v=.*/, ''), { headers: cookie });
      expect(bare.headers.get('cache-control')).toBe('private, no-cache');
      const revalidated = await fetch(url.replace(/\?v=.*/, ''), { headers: { ...cookie, 'if-none-match': etag } });
      expect(revalidated.status).toBe(304);
      expect((await fetch(url)).status).toBe(401);

      expect(message(await operator.graphql(SET('Insert'), { i: { ...stamp(), id: 'op-set', name: 'Mine' } }))).toBe(
        'Not enough rights',
      );
      expect(
        message(
          await operator.graphql(OBJECT('Update'), {
            i: { ...stamp(), id: plan.objects[0]!.id, position: { x: 1, y: 1 } },
          }),
        ),
      ).toBe('Not enough rights');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'inserts, renames, updates and deletes sets with version, update id and unique names, telling every console',
    async () => {
      const admin = await signIn('admin');
      const other = await signIn('operator');
      const updates = other.subscribe<{ imageMapUpdate: unknown }>(UPDATES);
      await updates.started;
      const insert = await admin.graphql(SET('Insert'), {
        i: { version: V, updateId: 'client-1', id: 's1', name: ' Campus ' },
      });
      expect(insert.data).toEqual({ imageMapSetInsert: { id: 's1', name: 'Campus' } });
      expect((await updates.next()).data).toEqual({
        imageMapUpdate: { version: 'v2', updateId: 'client-1', type: 'insert', entity: 'set', id: 's1' },
      });
      expect(
        message(await admin.graphql(SET('Insert'), { i: { version: 'v1', updateId: 'x', id: 's2', name: 'A' } })),
      ).toBe(IMAGE_MAP_ERRORS.version);
      expect(
        message(await admin.graphql(SET('Insert'), { i: { version: V, updateId: ' ', id: 's2', name: 'A' } })),
      ).toBe(IMAGE_MAP_ERRORS.updateId);
      expect(message(await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 's2', name: '  ' } }))).toBe(
        IMAGE_MAP_ERRORS.nameEmpty,
      );
      expect(message(await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 's2', name: 'CAMPUS' } }))).toBe(
        IMAGE_MAP_ERRORS.setNameTaken,
      );
      expect(message(await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 's1', name: 'Other' } }))).toBe(
        IMAGE_MAP_ERRORS.idTaken,
      );
      expect((await admin.graphql(SET('Rename'), { i: { ...stamp(), id: 's1', name: 'CAMPUS' } })).data).toEqual({
        imageMapSetRename: { id: 's1', name: 'CAMPUS' },
      });
      expect(message(await admin.graphql(SET('Update'), { i: { ...stamp(), id: 's1', name: 'headquarters' } }))).toBe(
        IMAGE_MAP_ERRORS.setNameTaken,
      );
      expect(
        (await admin.graphql(SET('Update'), { i: { version: V, updateId: 'client-2', id: 's1', name: 'Site' } })).data,
      ).toEqual({
        imageMapSetUpdate: { id: 's1', name: 'Site' },
      });
      expect((await updates.next()).data).toMatchObject({
        imageMapUpdate: { type: 'update', entity: 'set', id: 's1' },
      });
      expect((await updates.next()).data).toMatchObject({ imageMapUpdate: { updateId: 'client-2', type: 'update' } });
      expect((await admin.graphql(SET('Delete'), { i: { ...stamp(), id: 's1' } })).data).toEqual({
        imageMapSetDelete: 's1',
      });
      expect((await updates.next()).data).toMatchObject({
        imageMapUpdate: { type: 'delete', entity: 'set', id: 's1' },
      });
      expect(message(await admin.graphql(SET('Delete'), { i: { ...stamp(), id: 's1' } }))).toBe('Set not found');
      updates.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'keeps layers in sets, maps with checked floor plans in layers, and deletes them with what they hold',
    async () => {
      const admin = await signIn('admin');
      await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 'bs', name: 'Building' } });
      await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 'bs2', name: 'Annex' } });
      expect(
        message(await admin.graphql(LAYER('Insert'), { i: { ...stamp(), id: 'bl', setId: 'nope', name: 'L' } })),
      ).toBe('Set not found');
      expect(
        (await admin.graphql(LAYER('Insert'), { i: { ...stamp(), id: 'bl', setId: 'bs', name: 'Level 1' } })).data,
      ).toEqual({
        imageMapLayerInsert: { id: 'bl', setId: 'bs', name: 'Level 1' },
      });
      await admin.graphql(LAYER('Insert'), { i: { ...stamp(), id: 'bl2', setId: 'bs', name: 'Level 2' } });
      expect(message(await admin.graphql(LAYER('Rename'), { i: { ...stamp(), id: 'bl2', name: 'level 1' } }))).toBe(
        IMAGE_MAP_ERRORS.layerNameTaken,
      );
      // The same name in another set is fine; a layer moves between sets with update.
      expect(
        (await admin.graphql(LAYER('Update'), { i: { ...stamp(), id: 'bl2', setId: 'bs2', name: 'Level 1' } })).data,
      ).toEqual({
        imageMapLayerUpdate: { id: 'bl2', setId: 'bs2', name: 'Level 1' },
      });

      const mapInput = (extra: Record<string, unknown>) => ({
        i: { ...stamp(), id: 'bm', layerId: 'bl', name: 'Plan', ...extra },
      });
      expect(message(await admin.graphql(MAP('Insert'), mapInput({ base64: null })))).toBe(
        IMAGE_MAP_ERRORS.planMissing,
      );
      expect(message(await admin.graphql(MAP('Insert'), mapInput({ base64: 'not base64!' })))).toBe(
        IMAGE_MAP_ERRORS.planNotBase64,
      );
      expect(
        message(await admin.graphql(MAP('Insert'), mapInput({ base64: Buffer.from('plain text').toString('base64') }))),
      ).toBe(IMAGE_MAP_ERRORS.planType);
      const tooLarge = Buffer.alloc(IMAGE_MAP_PLAN_MAX_BYTES + 1024).toString('base64');
      expect(message(await admin.graphql(MAP('Insert'), mapInput({ base64: tooLarge })))).toBe(
        IMAGE_MAP_ERRORS.planTooLarge,
      );
      const inserted = await admin.graphql<{ imageMapInsert: { planUrl: string } }>(
        MAP('Insert'),
        mapInput({ base64: pngPlan(400, 300) }),
      );
      expect(inserted.data?.imageMapInsert).toMatchObject({
        id: 'bm',
        layerId: 'bl',
        order: 0,
        mime: 'image/png',
        width: 400,
        height: 300,
      });
      const png = await admin.request<Buffer>('GET', inserted.data!.imageMapInsert.planUrl);
      expect(png.body.subarray(1, 4).toString()).toBe('PNG');
      expect(
        message(
          await admin.graphql(MAP('Insert'), {
            i: { ...stamp(), id: 'bm2', layerId: 'bl', name: 'plan', base64: svgPlan(10, 10) },
          }),
        ),
      ).toBe(IMAGE_MAP_ERRORS.mapNameTaken);
      expect(
        (
          await admin.graphql(MAP('Insert'), {
            i: { ...stamp(), id: 'bm2', layerId: 'bl', name: 'Plan B', base64: svgPlan(800, 600) },
          })
        ).data,
      ).toMatchObject({
        imageMapInsert: { order: 1, mime: 'image/svg+xml', width: 800, height: 600 },
      });

      // Objects: devices of the realm, once per map, inside the plan.
      const obj = (extra: Record<string, unknown>) => ({ i: { ...stamp(), id: 'bo', mapId: 'bm', ...extra } });
      expect(message(await admin.graphql(OBJECT('Insert'), obj({ objectId: 'nope', position: { x: 1, y: 1 } })))).toBe(
        'Device not found',
      );
      expect(
        message(
          await admin.graphql(OBJECT('Insert'), obj({ objectId: 'demo-branch-camera-1', position: { x: 1, y: 1 } })),
        ),
      ).toBe('Device not found');
      expect(
        message(
          await admin.graphql(OBJECT('Insert'), obj({ objectId: 'demo-hq-camera-1', position: { x: 401, y: 1 } })),
        ),
      ).toBe(IMAGE_MAP_ERRORS.positionOutside);
      expect(
        (await admin.graphql(OBJECT('Insert'), obj({ objectId: 'demo-hq-camera-1', position: { x: 350, y: 250 } })))
          .data,
      ).toEqual({
        imageMapObjectInsert: { id: 'bo', mapId: 'bm', objectId: 'demo-hq-camera-1', position: { x: 350, y: 250 } },
      });
      expect(
        message(
          await admin.graphql(OBJECT('Insert'), {
            i: { ...stamp(), id: 'bo2', mapId: 'bm', objectId: 'demo-hq-camera-1', position: { x: 1, y: 1 } },
          }),
        ),
      ).toBe(IMAGE_MAP_ERRORS.deviceOnMap);
      expect(
        (await admin.graphql(OBJECT('Update'), { i: { ...stamp(), id: 'bo', position: { x: 10, y: 20 } } })).data,
      ).toEqual({
        imageMapObjectUpdate: { id: 'bo', mapId: 'bm', objectId: 'demo-hq-camera-1', position: { x: 10, y: 20 } },
      });
      // A new plan too small for the objects on it is refused; one that holds them replaces the old file.
      expect(message(await admin.graphql(MAP('Update'), { i: { ...stamp(), id: 'bm', base64: pngPlan(5, 5) } }))).toBe(
        IMAGE_MAP_ERRORS.positionOutside,
      );
      const updated = await admin.graphql<{ imageMapUpdate: { planUrl: string } }>(MAP('Update'), {
        i: { ...stamp(), id: 'bm', name: 'Plan A', order: 3, base64: svgPlan(640, 480) },
      });
      expect(updated.data?.imageMapUpdate).toMatchObject({
        name: 'Plan A',
        order: 3,
        mime: 'image/svg+xml',
        width: 640,
      });
      expect(updated.data!.imageMapUpdate.planUrl).not.toBe(inserted.data!.imageMapInsert.planUrl);
      expect((await admin.request('GET', inserted.data!.imageMapInsert.planUrl)).status).toBe(200);
      expect((await admin.graphql(MAP('Rename'), { i: { ...stamp(), id: 'bm', name: 'Ground' } })).data).toMatchObject({
        imageMapRename: { name: 'Ground', width: 640 },
      });
      expect((await admin.graphql(OBJECT('Delete'), { i: { ...stamp(), id: 'bo' } })).data).toEqual({
        imageMapObjectDelete: 'bo',
      });
      await admin.graphql(OBJECT('Insert'), {
        i: { ...stamp(), id: 'bo', mapId: 'bm', objectId: 'demo-hq-camera-2', position: { x: 5, y: 5 } },
      });
      expect((await admin.graphql(MAP('Delete'), { i: { ...stamp(), id: 'bm2' } })).data).toEqual({
        imageMapDelete: 'bm2',
      });

      // Deleting the layer takes its map, the map's objects and the plan's file with it.
      expect((await admin.graphql(LAYER('Delete'), { i: { ...stamp(), id: 'bl' } })).data).toEqual({
        imageMapLayerDelete: 'bl',
      });
      expect((await admin.request('GET', updated.data!.imageMapUpdate.planUrl)).status).toBe(404);
      expect(
        message(await admin.graphql(OBJECT('Update'), { i: { ...stamp(), id: 'bo', position: { x: 1, y: 1 } } })),
      ).toBe('Object not found');
      const config = await admin.graphql<{ imageMapConfig: { sets: Array<{ id: string; layers: unknown[] }> } }>(
        CONFIG,
      );
      expect(config.data!.imageMapConfig.sets.find((s) => s.id === 'bs')?.layers).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'moves objects between maps once per map, and a deleted set takes every level below it with it',
    async () => {
      const admin = await signIn('admin');
      await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 'cs', name: 'Campus' } });
      await admin.graphql(LAYER('Insert'), { i: { ...stamp(), id: 'cl', setId: 'cs', name: 'Ground' } });
      await admin.graphql(LAYER('Insert'), { i: { ...stamp(), id: 'cl2', setId: 'cs', name: 'Roof' } });
      const plans: string[] = [];
      for (const [id, layerId] of [
        ['cm1', 'cl'],
        ['cm2', 'cl'],
        ['cm3', 'cl2'],
      ] as const) {
        const map = await admin.graphql<{ imageMapInsert: { planUrl: string } }>(MAP('Insert'), {
          i: { ...stamp(), id, layerId, name: id, base64: svgPlan(200, 100) },
        });
        plans.push(map.data!.imageMapInsert.planUrl);
      }
      const place = (id: string, mapId: string, objectId: string) =>
        admin.graphql(OBJECT('Insert'), { i: { ...stamp(), id, mapId, objectId, position: { x: 20, y: 10 } } });
      await place('co1', 'cm1', 'demo-hq-camera-1');
      await place('co2', 'cm2', 'demo-hq-camera-1');
      await place('co3', 'cm3', 'demo-hq-camera-2');

      // To another map: its device must not be there already, and its place must be on the new plan.
      expect(message(await admin.graphql(OBJECT('Update'), { i: { ...stamp(), id: 'co1', mapId: 'cm2' } }))).toBe(
        IMAGE_MAP_ERRORS.deviceOnMap,
      );
      expect(
        (
          await admin.graphql(OBJECT('Update'), {
            i: { ...stamp(), id: 'co1', mapId: 'cm3', position: { x: 199, y: 99 } },
          })
        ).data,
      ).toEqual({
        imageMapObjectUpdate: { id: 'co1', mapId: 'cm3', objectId: 'demo-hq-camera-1', position: { x: 199, y: 99 } },
      });
      const mapsOf = async () => {
        const config = await admin.graphql<{ imageMapConfig: { sets: SetView[] } }>(CONFIG, { lazy: true });
        const set = config.data!.imageMapConfig.sets.find((s) => s.id === 'cs');
        return set?.layers.flatMap((l) => l.maps.map((m) => [m.id, m.objects.map((o) => o.id).sort()])) ?? null;
      };
      expect(await mapsOf()).toEqual([
        ['cm1', []],
        ['cm2', ['co2']],
        ['cm3', ['co1', 'co3']],
      ]);

      // The set goes with its layers, their maps, the maps' objects and the plans' files.
      expect((await admin.graphql(SET('Delete'), { i: { ...stamp(), id: 'cs' } })).data).toEqual({
        imageMapSetDelete: 'cs',
      });
      expect(await mapsOf()).toBeNull();
      for (const url of plans) expect((await admin.request('GET', url)).status).toBe(404);
      for (const id of ['co1', 'co2', 'co3']) {
        expect(message(await admin.graphql(OBJECT('Delete'), { i: { ...stamp(), id } }))).toBe('Object not found');
      }
      expect(message(await admin.graphql(LAYER('Rename'), { i: { ...stamp(), id: 'cl2', name: 'Attic' } }))).toBe(
        'Layer not found',
      );
      // Every id below the set is free again.
      await admin.graphql(SET('Insert'), { i: { ...stamp(), id: 'cs', name: 'Campus' } });
      await admin.graphql(LAYER('Insert'), { i: { ...stamp(), id: 'cl', setId: 'cs', name: 'Ground' } });
      expect(
        (
          await admin.graphql(MAP('Insert'), {
            i: { ...stamp(), id: 'cm1', layerId: 'cl', name: 'cm1', base64: svgPlan(200, 100) },
          })
        ).errors,
      ).toBeUndefined();
      expect((await place('co1', 'cm1', 'demo-hq-camera-1')).errors).toBeUndefined();
      await admin.graphql(SET('Delete'), { i: { ...stamp(), id: 'cs' } });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'keeps each realm to its own image maps and updates',
    async () => {
      const hqAdmin = await signIn('admin');
      const branch = await branchAdmin();
      const branchUpdates = branch.subscribe<{ imageMapUpdate: { id: string } }>(UPDATES);
      await branchUpdates.started;
      const config = await branch.graphql<{ imageMapConfig: { sets: unknown[] } }>(CONFIG);
      expect(config.data?.imageMapConfig.sets).toEqual([]);
      expect(
        message(await branch.graphql(SET('Rename'), { i: { ...stamp(), id: 'demo-hq-imagemap-set', name: 'Mine' } })),
      ).toBe('Set not found');
      expect(
        message(await branch.graphql(OBJECT('Delete'), { i: { ...stamp(), id: 'demo-hq-imagemap-ground-camera-1' } })),
      ).toBe('Object not found');
      expect((await branch.graphql(IMAGE, { id: 'demo-hq-imagemap-ground' })).data).toEqual({ imageMapImage: null });
      expect((await branch.request('GET', '/api/image-map-plans/demo-hq-imagemap-ground')).status).toBe(404);
      // A change in Demo HQ reaches no Demo Branch console; the branch's own change does.
      await hqAdmin.graphql(SET('Insert'), { i: { ...stamp(), id: 'hq-only', name: 'HQ only' } });
      await branch.graphql(SET('Insert'), { i: { ...stamp(), id: 'branch-set', name: 'Branch' } });
      expect((await branchUpdates.next()).data?.imageMapUpdate.id).toBe('branch-set');
      branchUpdates.close();
    },
    TEST_TIMEOUT_MS,
  );
});
