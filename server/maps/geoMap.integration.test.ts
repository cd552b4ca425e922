/** Spec 3 §3.5, §5, §7.1–§7.4: GIS layers, stored files, zones, device placement and targets over
 *  GraphQL and REST, on SQLite and PostgreSQL. */
import { STORED_FILES_PATH } from '../../shared/maps/geoMapConstants';
import { ApiClient } from '../testing/apiClient';
import { testDatabases } from '../testing/testDatabases';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';

const LAYERS = '{ geoLayers { id name mime path enabled uploadDate bounds { north south east west } } }';
const UPLOAD =
  'mutation($name: String!, $content: String!) { uploadGeoLayer(name: $name, content: $content) { id name mime path enabled bounds { north south east west } } }';
const UPDATE = 'mutation($layers: [GeoLayerInput!]!) { updateGeoLayers(geoLayers: $layers) { id name enabled } }';
const DELETE = 'mutation($id: ID!) { deleteGeoLayer(id: $id) }';
const FILES = 'query($files: [StoredFileInput!]!) { storedFiles(files: $files) { path mime content } }';
const ZONES = '{ geoZones { id priority color fillColor fillOpacity geometry } }';
const ZONE =
  'mutation($zone: GeoZoneInput!) { updateGeoZone(zone: $zone) { id priority color fillColor fillOpacity geometry } }';
const DELETE_ZONE = 'mutation($id: ID!) { deleteGeoZone(id: $id) }';
const PLACE = `mutation($id: ID!, $position: PositionInput, $cameraView: CameraViewInput) {
  updateDeviceGeo(id: $id, position: $position, cameraView: $cameraView) { id position { lat lng } cameraView { fieldOfView northOffsetAngle viewDistance } }
}`;
const DEVICE =
  'query($id: ID!) { device(id: $id) { id isPtz position { lat lng } cameraView { fieldOfView northOffsetAngle viewDistance } } }';
const TARGETS =
  'query($filter: TargetFilter) { targets(filter: $filter) { targetId type classification position { lat lng } witnesses { id } description { key value } modifiedAt } }';

const POINTS = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: 'Gate' }, geometry: { type: 'Point', coordinates: [21.01, 52.23] } },
    {
      type: 'Feature',
      properties: { name: 'Fence' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [21.0, 52.22],
          [21.02, 52.24],
        ],
      },
    },
  ],
});
const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><name>Posts</name>
<Placemark><name>Post 1</name><Point><coordinates>21.013,52.229</coordinates></Point></Placemark>
</Folder></Document></kml>`;
const square = (lng: number, lat: number, d: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng - d, lat - d],
      [lng + d, lat - d],
      [lng + d, lat + d],
      [lng - d, lat + d],
      [lng - d, lat - d],
    ],
  ],
});

/** Each test makes several round trips; on a loaded machine with PostgreSQL that outlasts jest's 5 s. */
const TEST_TIMEOUT_MS = 30_000;

type Errors = Array<{ message: string }> | undefined;
const message = (result: { errors?: unknown }) => (result.errors as Errors)?.[0]?.message;

describe.each(testDatabases())('geographic map on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const signIn = shared.signIn;

  it(
    'uploads GeoJSON and KML layers with their bounds, serves their files by path, renames, hides and deletes them',
    async () => {
      const admin = await signIn('admin');
      const geojson = await admin.graphql<{
        uploadGeoLayer: { id: string; path: string; mime: string; name: string; bounds: unknown };
      }>(UPLOAD, {
        name: 'Perimeter.geojson',
        content: POINTS,
      });
      expect(geojson.errors).toBeUndefined();
      const layer = geojson.data!.uploadGeoLayer;
      expect(layer).toMatchObject({ name: 'Perimeter', mime: 'application/geo+json', enabled: true });
      expect(layer.bounds).toEqual({ north: 52.24, south: 52.22, east: 21.02, west: 21.0 });
      const kml = await admin.graphql<{ uploadGeoLayer: { mime: string; bounds: { north: number } } }>(UPLOAD, {
        name: 'posts.kml',
        content: KML,
      });
      expect(kml.data?.uploadGeoLayer).toMatchObject({ mime: 'text/xml', bounds: { north: 52.229 } });

      // The operator reads the file, through GraphQL and by path with caching headers.
      const operator = await signIn('operator');
      const files = await operator.graphql<{ storedFiles: Array<{ content: string }> }>(FILES, {
        files: [{ path: layer.path }],
      });
      expect(files.data?.storedFiles[0]?.content).toBe(POINTS);
      const byPath = await operator.request<Buffer>('GET', `${STORED_FILES_PATH}/${layer.path}`);
      expect(byPath.status).toBe(200);
      const anonymous = new ApiClient(shared.current().url);
      expect((await anonymous.request('GET', `${STORED_FILES_PATH}/${layer.path}`)).status).toBe(401);

      expect(message(await operator.graphql(UPDATE, { layers: [{ id: layer.id, name: 'Mine' }] }))).toBe(
        'Not enough rights',
      );
      expect(message(await admin.graphql(UPDATE, { layers: [{ id: layer.id, name: '  ' }] }))).toBe(
        'Name should not be empty',
      );
      const renamed = await admin.graphql(UPDATE, { layers: [{ id: layer.id, name: 'Fence line', enabled: false }] });
      expect((renamed.data as { updateGeoLayers: unknown[] }).updateGeoLayers).toContainEqual({
        id: layer.id,
        name: 'Fence line',
        enabled: false,
      });

      expect((await admin.graphql(DELETE, { id: layer.id })).data).toEqual({ deleteGeoLayer: true });
      expect((await admin.graphql(DELETE, { id: layer.id })).data).toEqual({ deleteGeoLayer: false });
      const left = await admin.graphql<{ geoLayers: Array<{ id: string }> }>(LAYERS);
      expect(left.data?.geoLayers.map((l) => l.id)).not.toContain(layer.id);
      expect((await operator.request('GET', `${STORED_FILES_PATH}/${layer.path}`)).status).toBe(404);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses files that are not GIS data',
    async () => {
      const admin = await signIn('admin');
      expect(message(await admin.graphql(UPLOAD, { name: 'notes.txt', content: 'hello' }))).toBe(
        'Only .kml, .json and .geojson files can be imported',
      );
      expect(message(await admin.graphql(UPLOAD, { name: 'a.json', content: '{"type":"Circle"}' }))).toBe(
        'The file is not valid GeoJSON',
      );
      expect(message(await admin.graphql(UPLOAD, { name: 'a.geojson', content: '{oops' }))).toBe(
        'The file is not valid GeoJSON',
      );
      expect(message(await admin.graphql(UPLOAD, { name: 'a.kml', content: '<kml><Placemark>' }))).toBe(
        'The file is not valid KML',
      );
      const far = JSON.stringify({ type: 'Point', coordinates: [200, 10] });
      expect(message(await admin.graphql(UPLOAD, { name: 'far.json', content: far }))).toBe(
        'The file is not valid GeoJSON',
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'saves zones with a priority of at least 1 and default colours, realm by realm',
    async () => {
      const admin = await signIn('admin');
      const saved = await admin.graphql(ZONE, {
        zone: { id: 'zone-yard', geometry: square(21.0122, 52.2297, 0.0005) },
      });
      expect(saved.data).toEqual({
        updateGeoZone: {
          id: 'zone-yard',
          priority: 1,
          color: '#3388ff',
          fillColor: '#3388ff',
          fillOpacity: 0.2,
          geometry: square(21.0122, 52.2297, 0.0005),
        },
      });
      expect(
        message(await admin.graphql(ZONE, { zone: { id: 'zone-yard', priority: 0, geometry: square(21, 52, 0.001) } })),
      ).toBe('Priority must be a whole number of at least 1');
      expect(
        message(await admin.graphql(ZONE, { zone: { id: 'z2', geometry: { type: 'Point', coordinates: [21, 52] } } })),
      ).toBe('A zone must be a polygon');
      const raised = await admin.graphql(ZONE, {
        zone: { id: 'zone-yard', priority: 3, geometry: square(21.0122, 52.2297, 0.0005) },
      });
      expect((raised.data as { updateGeoZone: { priority: number } }).updateGeoZone.priority).toBe(3);
      const operator = await signIn('operator');
      expect(
        (await operator.graphql<{ geoZones: Array<{ id: string }> }>(ZONES)).data?.geoZones.map((z) => z.id),
      ).toContain('zone-yard');
      expect(message(await operator.graphql(DELETE_ZONE, { id: 'zone-yard' }))).toBe('Not enough rights');
      // Demo Branch does not see, or reach, Demo HQ's zone.
      const branch = new ApiClient(shared.current().url);
      expect((await branch.login('admin', 'admin', 'demo-branch')).status).toBe(200);
      expect((await branch.graphql<{ geoZones: unknown[] }>(ZONES)).data?.geoZones).toEqual([]);
      expect(message(await branch.graphql(ZONE, { zone: { id: 'zone-yard', geometry: square(21, 52, 0.001) } }))).toBe(
        'Zone not found',
      );
      expect((await admin.graphql(DELETE_ZONE, { id: 'zone-yard' })).data).toEqual({ deleteGeoZone: true });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows the demo devices placed with their views, and EditMap moves them',
    async () => {
      const admin = await signIn('admin');
      const ptz = await admin.graphql<{
        device: { isPtz: boolean; position: { lat: number }; cameraView: { fieldOfView: number } };
      }>(DEVICE, {
        id: 'demo-hq-ptz',
      });
      expect(ptz.data?.device).toMatchObject({
        isPtz: true,
        position: { lat: 52.2297 },
        cameraView: { fieldOfView: 60, viewDistance: 150 },
      });
      const moved = await admin.graphql(PLACE, {
        id: 'demo-hq-camera-1',
        position: { lat: 52.23, lng: 21.011 },
        cameraView: { northOffsetAngle: 90 },
      });
      expect(moved.data).toEqual({
        updateDeviceGeo: {
          id: 'demo-hq-camera-1',
          position: { lat: 52.23, lng: 21.011 },
          cameraView: { fieldOfView: 70, northOffsetAngle: 90, viewDistance: 120 },
        },
      });
      expect(message(await admin.graphql(PLACE, { id: 'demo-hq-camera-1', position: { lat: 52.23 } }))).toBe(
        'Latitude and longitude must both be set or both be empty',
      );
      expect(message(await admin.graphql(PLACE, { id: 'demo-branch-camera-1', position: { lat: 1, lng: 1 } }))).toBe(
        'Device not found',
      );
      const operator = await signIn('operator');
      expect(message(await operator.graphql(PLACE, { id: 'demo-hq-camera-1', position: { lat: 1, lng: 1 } }))).toBe(
        'Not enough rights',
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'streams and keeps the simulated targets’ reports',
    async () => {
      const operator = await signIn('operator');
      const updates = operator.subscribe<{ targetUpdate: { targetId: string; position: { lat: number } } }>(
        'subscription { targetUpdate { targetId type position { lat lng } } }',
      );
      await updates.started;
      const update = await updates.next();
      expect(update.data?.targetUpdate.targetId).toMatch(/^demo-hq-target-/);
      expect(update.data?.targetUpdate.position.lat).toBeCloseTo(52.2297, 2);
      updates.close();
      const read = await operator.graphql<{
        targets: Array<{ targetId: string; description: Array<{ key: string }> }>;
      }>(TARGETS, {
        filter: { targetIds: ['demo-hq-target-patrol'], limit: 10 },
      });
      expect(read.data?.targets.length).toBeGreaterThan(0);
      expect(read.data?.targets.every((t) => t.targetId === 'demo-hq-target-patrol')).toBe(true);
      expect(read.data?.targets[0]?.description.map((d) => d.key)).toContain('northOffsetAngle');
    },
    TEST_TIMEOUT_MS,
  );
});
