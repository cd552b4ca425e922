/** Watchlists, plate reads and VAE configs on a real platform (spec 3 §2.12, §3.1, §6; issue 32):
 *  an administrator keeps a realm's License Plate lists and imports plates from CSV (a refused row
 *  comes back whole with its reason); the engines' reads — handed in as the platform hands the
 *  analytics service's — are stored, found by part of the plate, and a plate on a list raises
 *  exactly one event per passage, with the crop and the frame; another realm sees none of it; a
 *  camera's VAE config starts and stops its engine; a user whose visual configuration limits
 *  video analytics access is refused all of it by the platform. */
import type { AnalysisTarget, AnalyticsStatistics, PlateRead } from '../../shared/analytics/plateRead';
import { WATCHLIST_ERROR } from '../../shared/watchlists/watchlists';
import { startWatchlists } from '../platform/createWatchlistServices';
import { TINY_JPEG_BASE64 } from '../testing/tinyJpeg';
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import type { ApiClient } from '../testing/apiClient';
import type { AnalyticsEngines } from './AnalyticsEngines';

const LIST_FIELDS = 'id kind name action enabled cameraIds setIds zoneIds entryCount';
const CREATE = `mutation($w: WatchlistInput!) { createWatchlist(watchlist: $w) { ${LIST_FIELDS} } }`;
const UPDATE = `mutation($w: WatchlistInput!) { updateWatchlist(watchlist: $w) { ${LIST_FIELDS} } }`;
const LISTS = `query($k: WatchlistKind) { watchlists(kind: $k) { ${LIST_FIELDS} entries { id plate plateText name } } }`;
const SAVE_ENTRY = `mutation($l: ID!, $e: WatchlistEntryInput!) {
  saveWatchlistEntry(watchlistId: $l, entry: $e) { id plate plateText name notes validFrom validTo } }`;
const IMPORT = `mutation($l: ID!, $csv: String!) {
  importWatchlistPlates(watchlistId: $l, csv: $csv) { line plate name notes validFrom validTo entryId error } }`;
const READS = `query($f: PlateReadFilter) { plateReads(filter: $f) { id cameraId text rawText confidence trackId eventId watchlists crop } }`;
const EVENT = `query($id: ID!) { auditEntry(id: $id) {
  context message isAcknowledged modifiedAt metadata { key value } snapshots { snapshot default tags } } }`;
const EVENTS = `query($f: AuditEntryFilter!) { auditEntries(filter: $f) { context message } }`;
const ACK = `mutation($e: AuditEntryAcknowledgeInput!) { acknowledgeAuditEntry(entry: $e) { context isAcknowledged } }`;
const SET_VISUAL = `mutation($id: ID!, $v: VisualConfigInput) { setGroupVisualConfig(groupId: $id, visualConfig: $v) { id } }`;
const TEMPLATES = `query($d: ID!) { vaeTemplates(deviceId: $d) { id name engine requestedFps { min max } defaultFps } }`;
const CONFIGS = `query($d: ID) { vaeConfigs(deviceId: $d) {
  id name template configName requestedFps { min max } engineFps { min max } statistics } }`;
const CREATE_VAE = `mutation($c: VaeConfigInput!) { createVaeConfig(config: $c) { id name template requestedFps { min max } } }`;
const RENAME_VAE = `mutation($id: ID!, $n: String!) { renameVaeConfig(id: $id, name: $n) { id name } }`;
const DELETE_VAE = 'mutation($id: ID!) { deleteVaeConfig(id: $id) }';

interface List {
  id: string;
  name: string;
  entryCount: number;
  entries?: Array<{ id: string; plate: string; plateText: string; name: string }>;
}
interface EventEntry {
  context: string;
  message: string;
  modifiedAt: number;
  metadata: Array<{ key: string; value: string }>;
  snapshots: Array<{ snapshot: string; default: boolean; tags: { schema: string } }>;
}
interface Read {
  id: string;
  cameraId: string;
  text: string;
  trackId: string;
  eventId: string | null;
  watchlists: string[];
  crop: string;
}

/** The analytics service's side as the platform hands it to the watchlists: what it was asked to
 *  run, and reads sent as its engines send them. */
class EngineFeed implements AnalyticsEngines {
  readonly running = new Map<string, AnalysisTarget>();
  private readonly listeners = new Set<(read: PlateRead) => void>();
  onRead(listener: (read: PlateRead) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  onFace() {
    return () => undefined;
  }
  describeFace() {
    return Promise.resolve(null);
  }
  start(target: AnalysisTarget) {
    this.running.set(target.cameraId, target);
  }
  stop(cameraId: string) {
    this.running.delete(cameraId);
  }
  statistics(cameraId: string): AnalyticsStatistics | undefined {
    const target = this.running.get(cameraId);
    if (!target) return undefined;
    return {
      cameraId,
      engine: target.engine,
      requestedFps: target.fps,
      engineFps: target.fps,
      framesAnalysed: 10,
      framesDropped: 0,
      reads: 1,
      latencyMsP50: 120,
      latencyMsP95: 300,
      since: 0,
    };
  }
  send(read: PlateRead) {
    for (const listener of this.listeners) listener(read);
  }
}

const JPEG = Buffer.from(TINY_JPEG_BASE64, 'base64');
const plateRead = (cameraId: string, rawText: string, trackId: string, time = Date.now()): PlateRead => ({
  cameraId,
  time,
  text: rawText,
  rawText,
  confidence: 0.91,
  box: { x: 0.4, y: 0.6, w: 0.2, h: 0.08 },
  trackId,
  cropJpeg: new Uint8Array(JPEG),
  picture: Promise.resolve(new Uint8Array(JPEG)),
});

/** Waits until the check holds, asking again every 50 ms. */
async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const message = (result: { errors?: unknown }) =>
  (result.errors as Array<{ message: string }> | undefined)?.[0]?.message;

describe.each(testDatabases())('Watchlists and plate reads on $kind', (database) => {
  const shared = sharedTestPlatform(database);
  const feed = new EngineFeed();
  let admin: ApiClient;

  beforeAll(async () => {
    await startWatchlists(shared.current().platform.services.watchlists, feed);
    admin = await shared.signIn('admin');
  });

  async function createList(name: string, action = 'alarm', extra: Record<string, unknown> = {}): Promise<List> {
    const created = await admin.graphql<{ createWatchlist: List }>(CREATE, {
      w: { kind: 'licensePlate', name, action, ...extra },
    });
    expect(created.errors).toBeUndefined();
    return created.data!.createWatchlist;
  }

  it('keeps lists and entries, and imports plates from CSV giving each refused row back whole', async () => {
    const list = await createList(' Stolen vehicles ');
    expect(list).toMatchObject({ name: 'Stolen vehicles', entryCount: 0, cameraIds: [] });
    expect(
      message(await admin.graphql(CREATE, { w: { kind: 'licensePlate', name: 'Stolen vehicles', action: 'alarm' } })),
    ).toBe(WATCHLIST_ERROR.NAME_TAKEN);
    expect(
      message(
        await admin.graphql(UPDATE, {
          w: { id: list.id, kind: 'licensePlate', name: 'X', action: 'alarm', cameraIds: ['nope'] },
        }),
      ),
    ).toBe(WATCHLIST_ERROR.UNKNOWN_CAMERA('nope'));

    const entry = await admin.graphql<{ saveWatchlistEntry: { id: string; plate: string; name: string } }>(SAVE_ENTRY, {
      l: list.id,
      e: { plate: 'sab-1o2', notes: 'Reported on Monday' },
    });
    expect(entry.errors).toBeUndefined();
    // Compared as plates are; named by the plate as entered when no name is given.
    expect(entry.data?.saveWatchlistEntry).toMatchObject({ plate: 'SAB102', name: 'sab-1o2' });
    expect(message(await admin.graphql(SAVE_ENTRY, { l: list.id, e: { plate: 'SAB 102' } }))).toBe(
      WATCHLIST_ERROR.PLATE_TAKEN,
    );
    expect(message(await admin.graphql(SAVE_ENTRY, { l: list.id, e: { plate: ' -- ' } }))).toBe(
      WATCHLIST_ERROR.PLATE_EMPTY,
    );

    const csv = [
      'plate,name,notes,validFrom,validTo',
      'KR 4411,Blue van,"Seen at gate, twice",2026-01-01,',
      'SAB102,Again,,,',
      '???,Nobody,,,',
      'WX 55,Courier,,2026-05-02,2026-05-01',
      'kr4411,Same van,,,',
      'GD 9000,,,,',
    ].join('\n');
    const imported = await admin.graphql<{
      importWatchlistPlates: Array<{
        line: number;
        plate: string;
        name: string;
        notes: string;
        entryId: string | null;
        error: string | null;
      }>;
    }>(IMPORT, { l: list.id, csv });
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importWatchlistPlates.map((r) => [r.line, r.plate, r.name, r.error])).toEqual([
      [2, 'KR 4411', 'Blue van', null],
      [3, 'SAB102', 'Again', WATCHLIST_ERROR.PLATE_TAKEN],
      [4, '???', 'Nobody', WATCHLIST_ERROR.PLATE_EMPTY],
      [5, 'WX 55', 'Courier', WATCHLIST_ERROR.VALIDITY],
      [6, 'kr4411', 'Same van', WATCHLIST_ERROR.PLATE_TAKEN],
      [7, 'GD 9000', '', null],
    ]);
    expect(imported.data!.importWatchlistPlates[0]!.notes).toBe('Seen at gate, twice');

    const lists = await admin.graphql<{ watchlists: List[] }>(LISTS, { k: 'licensePlate' });
    const read = lists.data!.watchlists.find((l) => l.id === list.id)!;
    expect(read.entryCount).toBe(3);
    expect(read.entries!.map((e) => [e.plate, e.name]).sort()).toEqual([
      ['GD9000', 'GD 9000'],
      ['KR4411', 'Blue van'],
      ['SAB102', 'sab-1o2'],
    ]);
  });

  it('stores every read, finds it by part of the plate, and raises one event per passage of a listed plate', async () => {
    const list = await createList('Gate alarms', 'alarm', { cameraIds: ['demo-hq-camera-1'] });
    await admin.graphql(SAVE_ENTRY, { l: list.id, e: { plate: 'PX 7781', name: 'Red pickup' } });
    const info = await createList('Gate visitors', 'information');
    await admin.graphql(SAVE_ENTRY, { l: info.id, e: { plate: 'PX 7781', name: 'Contractor' } });
    const start = Date.now();

    // One passage, read as the OCR read it (P/X confusables aside) and sent again for the same track.
    feed.send(plateRead('demo-hq-camera-1', 'PX 778I', 'track-a'));
    feed.send(plateRead('demo-hq-camera-1', 'PX 7781', 'track-a'));
    // A plate on no list, and the listed plate on a camera the alarm list does not watch.
    feed.send(plateRead('demo-hq-camera-1', 'LM 2020', 'track-b'));
    feed.send(plateRead('demo-hq-camera-2', 'PX 7781', 'track-c'));

    const reads = await eventually(async () => {
      const found = await admin.graphql<{ plateReads: Read[] }>(READS, { f: { from: start } });
      const all = found.data?.plateReads ?? [];
      return all.length >= 3 && all.every((r) => r.text !== 'PX7781' || r.eventId) && all;
    });
    expect(reads.map((r) => [r.cameraId, r.text, r.trackId]).sort()).toEqual([
      ['demo-hq-camera-1', 'LM2020', 'track-b'],
      ['demo-hq-camera-1', 'PX7781', 'track-a'],
      ['demo-hq-camera-2', 'PX7781', 'track-c'],
    ]);
    expect(reads.find((r) => r.text === 'LM2020')).toMatchObject({ eventId: null, watchlists: [] });
    expect(reads.every((r) => r.crop === TINY_JPEG_BASE64)).toBe(true);

    // Part of the plate, any case or spacing.
    const partial = await admin.graphql<{ plateReads: Read[] }>(READS, { f: { text: 'x 77', from: start } });
    expect(partial.data!.plateReads.map((r) => r.trackId).sort()).toEqual(['track-a', 'track-c']);
    const onCamera = await admin.graphql<{ plateReads: Read[] }>(READS, {
      f: { text: '778', cameraIds: ['demo-hq-camera-2'], from: start },
    });
    expect(onCamera.data!.plateReads.map((r) => r.trackId)).toEqual(['track-c']);

    // At the gate: the alarm list wins the one event of the passage, and needs acknowledgement.
    const gate = reads.find((r) => r.trackId === 'track-a')!;
    expect(gate.watchlists.sort()).toEqual(['Gate alarms', 'Gate visitors']);
    // The whole frame joins the event just after it is raised.
    const entry = await eventually(async () => {
      const event = await admin.graphql<{ auditEntry: EventEntry }>(EVENT, { id: gate.eventId });
      return event.data!.auditEntry.snapshots.length === 2 && event.data!.auditEntry;
    });
    expect(entry.message).toBe('Watchlist Gate alarms: PX7781 (Red pickup)');
    const meta = Object.fromEntries(entry.metadata.map((m) => [m.key, m.value]));
    expect(meta).toMatchObject({
      'EVENT-TYPE': 'Alert',
      'ACK-REQUIRE': '1',
      PLATE: 'PX7781',
      CONFIDENCE: '0.91',
      TRACK: 'track-a',
    });
    expect(entry.snapshots.map((s) => [s.tags.schema, s.default])).toEqual([
      ['crop', true],
      ['full', false],
    ]);
    // Elsewhere only the information list counts: an information event, nothing to acknowledge.
    const yard = await admin.graphql<{
      auditEntry: { message: string; metadata: Array<{ key: string; value: string }> };
    }>(EVENT, { id: reads.find((r) => r.trackId === 'track-c')!.eventId });
    expect(yard.data!.auditEntry.message).toBe('Watchlist Gate visitors: PX7781 (Contractor)');
    expect(yard.data!.auditEntry.metadata.find((m) => m.key === 'ACK-REQUIRE')).toBeUndefined();

    // Exactly one event per passage, however often the passage was sent.
    const events = await admin.graphql<{ auditEntries: Array<{ context: string; message: string }> }>(EVENTS, {
      f: { from: start - 1000, search: 'Watchlist Gate', limit: 100 },
    });
    expect(events.data!.auditEntries.filter((e) => e.message.includes('PX7781'))).toHaveLength(2);

    const operator = await shared.signIn('operator');
    const acked = await operator.graphql<{ acknowledgeAuditEntry: { isAcknowledged: boolean } }>(ACK, {
      e: { context: entry.context, note: 'Police informed' },
    });
    expect(acked.data?.acknowledgeAuditEntry.isAcknowledged).toBe(true);
  });

  it("keeps each realm's lists and reads to itself", async () => {
    const branch = await shared.signIn('admin');
    await branch.graphql('mutation { setUserRealm(userName: "admin", realmId: "demo-branch") { realm { id } } }');
    const own = await branch.graphql<{ createWatchlist: List }>(CREATE, {
      w: { kind: 'licensePlate', name: 'Branch list', action: 'alarm' },
    });
    expect(own.errors).toBeUndefined();
    await branch.graphql(SAVE_ENTRY, { l: own.data!.createWatchlist.id, e: { plate: 'BR 1' } });
    const lists = await branch.graphql<{ watchlists: List[] }>(LISTS, {});
    expect(lists.data!.watchlists.map((l) => l.name)).toEqual(['Branch list']);
    const hq = await admin.graphql<{ watchlists: List[] }>(LISTS, {});
    expect(hq.data!.watchlists.map((l) => l.name)).not.toContain('Branch list');
    // Demo HQ's cameras are no cameras of the branch's lists, and its reads are not the branch's.
    expect(
      message(
        await branch.graphql(UPDATE, {
          w: {
            id: own.data!.createWatchlist.id,
            kind: 'licensePlate',
            name: 'Branch list',
            action: 'alarm',
            cameraIds: ['demo-hq-camera-1'],
          },
        }),
      ),
    ).toBe(WATCHLIST_ERROR.UNKNOWN_CAMERA('demo-hq-camera-1'));
    const outcome = await shared
      .current()
      .platform.services.watchlists.reads.accept(plateRead('demo-hq-camera-1', 'BR 1', 'track-br'));
    expect(outcome).toMatchObject({ stored: true, eventId: null });
    const reads = await branch.graphql<{ plateReads: Read[] }>(READS, { f: {} });
    expect(reads.data!.plateReads).toEqual([]);
    expect(message(await branch.graphql(SAVE_ENTRY, { l: (await createList('HQ only')).id, e: { plate: 'X1' } }))).toBe(
      WATCHLIST_ERROR.NOT_FOUND,
    );
  });

  it("raises a hit's alarm with the crop before the camera's picture is had, which joins it when it comes", async () => {
    const list = await createList('Barrier alarms');
    await admin.graphql(SAVE_ENTRY, { l: list.id, e: { plate: 'TQ 4040', name: 'Grey saloon' } });
    let give: (jpeg: Uint8Array | undefined) => void = () => undefined;
    const picture = new Promise<Uint8Array | undefined>((resolve) => (give = resolve));
    const reads = shared.current().platform.services.watchlists.reads;
    const accepted = reads.accept({ ...plateRead('demo-hq-camera-1', 'TQ 4040', 'track-slow'), picture });
    const raised = await eventually(async () => {
      const found = await admin.graphql<{ plateReads: Read[] }>(READS, { f: { text: 'TQ4040' } });
      return found.data?.plateReads[0]?.eventId ?? undefined;
    });
    const before = (await admin.graphql<{ auditEntry: EventEntry }>(EVENT, { id: raised })).data!.auditEntry;
    expect(before.snapshots.map((s) => s.tags.schema)).toEqual(['crop']);
    give(new Uint8Array(JPEG));
    await accepted;
    const after = (await admin.graphql<{ auditEntry: EventEntry }>(EVENT, { id: raised })).data!.auditEntry;
    expect(after.snapshots.map((s) => [s.tags.schema, s.default])).toEqual([
      ['crop', true],
      ['full', false],
    ]);
    // The picture changes nothing the operator acknowledges: the alarm as first read is acknowledged.
    expect(after.modifiedAt).toBe(before.modifiedAt);
    const ack = await admin.graphql<{ acknowledgeAuditEntry: { isAcknowledged: boolean } }>(ACK, {
      e: { context: raised, modifiedAt: before.modifiedAt },
    });
    expect(ack.data?.acknowledgeAuditEntry.isAcknowledged).toBe(true);
  });

  it("starts a camera's engine with its VAE config, shows its statistics, and stops it when the config goes", async () => {
    const templates = await admin.graphql<{ vaeTemplates: Array<{ id: string; engine: string; defaultFps: number }> }>(
      TEMPLATES,
      { d: 'demo-hq-camera-3' },
    );
    expect(templates.data!.vaeTemplates.map((t) => t.id)).toEqual(['lpr', 'face']);
    expect(
      message(
        await admin.graphql(CREATE_VAE, {
          c: { deviceId: 'demo-hq-camera-3', template: 'lpr', name: 'Gate', fps: 50 },
        }),
      ),
    ).toBe('Requested fps should be from 1 to 10');
    const created = await admin.graphql<{ createVaeConfig: { id: string; requestedFps: { min: number } } }>(
      CREATE_VAE,
      {
        c: { deviceId: 'demo-hq-camera-3', template: 'lpr', name: 'Gate plates', fps: 4 },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(feed.running.get('demo-hq-camera-3')).toEqual({ cameraId: 'demo-hq-camera-3', engine: 'lpr', fps: 4 });
    expect(
      message(await admin.graphql(CREATE_VAE, { c: { deviceId: 'demo-hq-camera-3', template: 'lpr', name: 'Again' } })),
    ).toBe('The camera already has a configuration of this template');
    const id = created.data!.createVaeConfig.id;
    expect((await admin.graphql(RENAME_VAE, { id, n: 'Main gate' })).errors).toBeUndefined();
    const configs = await admin.graphql<{
      vaeConfigs: Array<{
        name: string;
        configName: string;
        engineFps: { min: number };
        statistics: { framesAnalysed: number };
      }>;
    }>(CONFIGS, { d: 'demo-hq-camera-3' });
    expect(configs.data!.vaeConfigs).toMatchObject([
      { name: 'Main gate', configName: 'Main gate', engineFps: { min: 4 }, statistics: { framesAnalysed: 10 } },
    ]);
    const operator = await shared.signIn('operator');
    expect(message(await operator.graphql(DELETE_VAE, { id }))).toBe('Administrator rights required');
    expect((await admin.graphql(DELETE_VAE, { id })).data).toEqual({ deleteVaeConfig: true });
    expect(feed.running.has('demo-hq-camera-3')).toBe(false);
  });

  it('refuses watchlists, plate reads and VAE configs to a user whose visual configuration limits video analytics', async () => {
    const operator = await shared.signIn('operator');
    expect((await operator.graphql(READS, { f: {} })).errors).toBeUndefined();
    await admin.graphql(SET_VISUAL, { id: 'system-operators', v: { limitedVideoAnalyticsAccess: true } });
    await admin.graphql(SET_VISUAL, { id: 'system-administrators', v: { limitedVideoAnalyticsAccess: true } });
    try {
      expect(message(await operator.graphql(READS, { f: {} }))).toBe('Access restricted');
      expect(message(await operator.graphql(CONFIGS, { d: 'demo-hq-camera-1' }))).toBe('Access restricted');
      // An administrator by role, yet limited: refused by the platform, not only hidden.
      expect(message(await admin.graphql(LISTS, {}))).toBe('Access restricted');
      expect(message(await admin.graphql(CREATE, { w: { kind: 'facial', name: 'Faces', action: 'alarm' } }))).toBe(
        'Access restricted',
      );
      expect(message(await admin.graphql(TEMPLATES, { d: 'demo-hq-camera-1' }))).toBe('Access restricted');
      expect(
        message(await admin.graphql(CREATE_VAE, { c: { deviceId: 'demo-hq-camera-1', template: 'lpr', name: 'No' } })),
      ).toBe('Access restricted');
    } finally {
      await admin.graphql(SET_VISUAL, { id: 'system-administrators', v: null });
      await admin.graphql(SET_VISUAL, { id: 'system-operators', v: null });
    }
    expect((await admin.graphql(LISTS, {})).errors).toBeUndefined();
    expect(message(await operator.graphql(LISTS, {}))).toBe('Administrator rights required');
  });
});
