/** Face passages kept and searched on a real platform (issue 32: non-matches are searchable): every
 *  passage the engines settle — handed in as the platform hands the analytics service's — is
 *  stored once, matched or not, with its crop and the nearest enrolled person; the console's
 *  search finds them by camera, time range and whether they matched, newest first; another realm
 *  sees none of them; a user whose visual configuration limits video analytics is refused the
 *  search by the platform; and passages past the retention are pruned. */
import type { FaceRead } from '../../shared/analytics/faceRead';
import type { AnalysisTarget, PlateRead } from '../../shared/analytics/plateRead';
import { FACE_READ_RETENTION_DAYS } from '../../shared/watchlists/watchlists';
import { startWatchlists } from '../platform/createWatchlistServices';
import type { ApiClient } from '../testing/apiClient';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import { TINY_JPEG_BASE64 } from '../testing/tinyJpeg';
import type { AnalyticsEngines } from './AnalyticsEngines';

const CREATE = `mutation($w: WatchlistInput!) { createWatchlist(watchlist: $w) { id } }`;
const SAVE_ENTRY = `mutation($l: ID!, $e: WatchlistEntryInput!) { saveWatchlistEntry(watchlistId: $l, entry: $e) { id } }`;
const FACES = `query($f: FaceReadFilter) { faceReads(filter: $f) {
  id cameraId time trackId box { w } score crop nearestName nearestDistance matchDistance matched eventId watchlists } }`;
const SET_VISUAL = `mutation($id: ID!, $v: VisualConfigInput) { setGroupVisualConfig(groupId: $id, visualConfig: $v) { id } }`;

interface Face {
  id: string;
  cameraId: string;
  time: number;
  trackId: string;
  crop: string;
  nearestName: string | null;
  nearestDistance: number | null;
  matched: boolean;
  eventId: string | null;
  watchlists: string[];
}

const PHOTO = `data:image/jpeg;base64,${TINY_JPEG_BASE64}`;
/** The enrolled photo's descriptor: a unit vector; a passage's is set at a chosen distance from it. */
const ENROLLED = Array.from({ length: 128 }, (_, i) => (i === 0 ? 1 : 0));
const at = (distance: number) => ENROLLED.map((v, i) => (i === 1 ? distance : v));

/** The analytics side as the platform hands it to the watchlists: the enrolled photo described. */
const engines: AnalyticsEngines = {
  onRead: (_listener: (read: PlateRead) => void) => () => undefined,
  onFace: () => () => undefined,
  describeFace: (photo: string) => Promise.resolve(photo === PHOTO ? ENROLLED : null),
  start: (_target: AnalysisTarget) => undefined,
  stop: () => undefined,
  statistics: () => undefined,
};

const JPEG = Buffer.from(TINY_JPEG_BASE64, 'base64');
const passage = (cameraId: string, trackId: string, time: number, distance: number): FaceRead => ({
  cameraId,
  time,
  trackId,
  box: { x: 0.4, y: 0.2, w: 0.1, h: 0.14 },
  score: 0.93,
  descriptor: at(distance),
  matchDistance: 0.5,
  cropJpeg: new Uint8Array(JPEG),
  picture: Promise.resolve(undefined),
});

const message = (result: { errors?: unknown }) =>
  (result.errors as Array<{ message: string }> | undefined)?.[0]?.message;

describe.each(testDatabases())('face passages kept and searched on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  let admin: ApiClient;

  beforeAll(async () => {
    await startWatchlists(shared.current().platform.services.watchlists, engines);
    admin = await shared.signIn('admin');
  });

  it('keeps every passage once, matched or not, and finds them by camera, time range and match', async () => {
    const faces = shared.current().platform.services.watchlists.faces;
    const list = await admin.graphql<{ createWatchlist: { id: string } }>(CREATE, {
      w: { kind: 'facial', name: 'Lobby faces', action: 'alarm' },
    });
    const entry = await admin.graphql(SAVE_ENTRY, {
      l: list.data!.createWatchlist.id,
      e: { name: 'Ann Example', photos: [PHOTO] },
    });
    expect(entry.errors).toBeUndefined();
    const t0 = Date.now() - 60_000;
    const hers = await faces.accept(passage('demo-hq-camera-1', 'track-ann', t0, 0.1));
    const stranger = await faces.accept(passage('demo-hq-camera-1', 'track-stranger', t0 + 1_000, 0.9));
    await faces.accept(passage('demo-hq-camera-2', 'track-elsewhere', t0 + 2_000, 0.8));
    expect(hers).toMatchObject({ eventId: expect.any(String), readId: expect.any(String) });
    expect(stranger).toMatchObject({ eventId: null, readId: expect.any(String) });
    // The same passage given out again is neither stored nor raised again.
    expect(await faces.accept(passage('demo-hq-camera-1', 'track-ann', t0, 0.1))).toMatchObject({
      eventId: null,
      readId: null,
    });

    const search = async (f: Record<string, unknown>) => {
      const found = await admin.graphql<{ faceReads: Face[] }>(FACES, { f });
      expect(found.errors).toBeUndefined();
      return found.data!.faceReads;
    };
    const lobby = await search({ cameraIds: ['demo-hq-camera-1'], from: t0, to: t0 + 1_500 });
    expect(lobby.map((f) => f.trackId)).toEqual(['track-stranger', 'track-ann']);
    expect(lobby[0]).toMatchObject({ matched: false, eventId: null, watchlists: [], nearestName: 'Ann Example' });
    expect(lobby[0]!.nearestDistance).toBeCloseTo(0.9, 5);
    expect(lobby[1]).toMatchObject({ matched: true, eventId: hers.eventId, watchlists: ['Lobby faces'] });
    expect(Buffer.from(lobby[0]!.crop, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const strangers = await search({ from: t0, matched: false });
    expect(strangers.map((f) => f.trackId)).toEqual(['track-elsewhere', 'track-stranger']);
    expect((await search({ from: t0 + 1_500, to: t0 + 5_000 })).map((f) => f.trackId)).toEqual(['track-elsewhere']);
    expect((await search({ matched: true })).map((f) => f.trackId)).toEqual(['track-ann']);
    expect(message(await admin.graphql(FACES, { f: { limit: 0 } }))).toBe('limit must be between 1 and 200');

    // Another realm's administrator sees none of Demo HQ's passages.
    const branch = await shared.signIn('admin');
    await branch.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const theirs = await branch.graphql<{ faceReads: Face[] }>(FACES, { f: {} });
    expect(theirs.data!.faceReads).toEqual([]);

    // Past the retention they go with the housekeeping.
    expect(await faces.prune(t0 + 1_500 + FACE_READ_RETENTION_DAYS * 24 * 3_600_000)).toBe(2);
    expect((await search({ from: t0 })).map((f) => f.trackId)).toEqual(['track-elsewhere']);
  });

  it('refuses the search to a user whose visual configuration limits video analytics', async () => {
    const operator = await shared.signIn('operator');
    expect((await operator.graphql(FACES, { f: {} })).errors).toBeUndefined();
    await admin.graphql(SET_VISUAL, { id: 'system-operators', v: { limitedVideoAnalyticsAccess: true } });
    try {
      expect(message(await operator.graphql(FACES, { f: {} }))).toBe('Access restricted');
    } finally {
      await admin.graphql(SET_VISUAL, { id: 'system-operators', v: null });
    }
  });
});
