/** Fault suite, camera faults (issue 16): an RTSP camera on a real RTSP server stalls, drops its
 *  connection, sends garbage and changes resolution mid-stream. Each time it goes BROKEN within
 *  5 s, comes back by itself and leaves a gap in its archive, while a demo camera recording beside
 *  it never goes BROKEN and keeps one unbroken span. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import { CloudSpanRepository } from '../../db/repositories/cloudSpans';
import { DeviceRepository } from '../../db/repositories/devices';
import { RealmRepository } from '../../db/repositories/realms';
import { topics } from '../../events/eventBus';
import { MemoryBus } from '../../events/memoryBus';
import { cameraRow } from '../../testing/cameraRow';
import { startRtspCamera, type RtspCamera } from '../../testing/rtsp/startRtspCamera';
import { MediaService } from '../MediaService';

jest.setTimeout(150_000);

const REALM = 'faults';
const RTSP_CAMERA = 'rtsp-camera';
const DEMO_CAMERA = 'demo-camera';
/** The limit: a faulty camera is BROKEN within this long of the fault. */
const BROKEN_WITHIN_MS = 5_000;
/** How long a camera may take to come back after the fault ends (restart back-off included). */
const RECOVERY_TIMEOUT_MS = 40_000;
const RESIZED = { width: 480, height: 272 };

interface HealthChange {
  id: string;
  healthStatus: string;
  at: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an RTSP camera with faults', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let media: MediaService;
  let camera: RtspCamera;
  const changes: HealthChange[] = [];

  /** The first change of the camera to `status` at or after `from`. */
  async function changeTo(status: string, from: number, timeoutMs: number): Promise<HealthChange> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const change = changes.find((c) => c.id === RTSP_CAMERA && c.healthStatus === status && c.at >= from);
      if (change) return change;
      if (Date.now() > deadline) {
        throw new Error(`${RTSP_CAMERA} was not ${status} in time: ${JSON.stringify(changes)}`);
      }
      await sleep(50);
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-faults-'));
    camera = await startRtspCamera({ width: 320, height: 240 });
    handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    const now = Date.now();
    await new RealmRepository(handle.db).insert({
      id: REALM,
      name: 'Faults',
      type: 'CUSTOMER',
      settings: '{}',
      created_at: now,
    });
    const devices = new DeviceRepository(handle.db);
    await devices.insertMany([
      { ...cameraRow(RTSP_CAMERA, REALM, 'RTSP', now), config: JSON.stringify({ source: 'url', url: camera.url }) },
      { ...cameraRow(DEMO_CAMERA, REALM, 'Demo', now), config: JSON.stringify({ source: 'demo' }) },
    ]);
    const bus = new MemoryBus();
    bus.subscribe(topics.objectUpdate(REALM), (payload) => {
      const { id, healthStatus } = payload as { id: string; healthStatus?: string };
      if (healthStatus) changes.push({ id, healthStatus, at: Date.now() });
    });
    const quiet = () => undefined;
    media = new MediaService(
      new ArchiveIndexRepository(handle.db),
      new CloudSpanRepository(handle.db),
      devices,
      bus,
      { info: quiet, warn: quiet, error: quiet },
      { dataDir },
    );
    await media.start();
  });

  afterAll(async () => {
    await media?.stop();
    await camera?.stop();
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const faults: Array<[string, () => Promise<void>, () => Promise<void>]> = [
    ['stalls', async () => camera.stall(), async () => camera.resume()],
    ['drops its connection', () => camera.drop(), () => camera.restore()],
    ['sends garbage', () => camera.garbage(BROKEN_WITHIN_MS + 1_000), async () => undefined],
    ['changes resolution', () => camera.resize(RESIZED), async () => undefined],
  ];
  const brokenAt: number[] = [];

  it.each(faults)('goes BROKEN within 5 s when it %s, and comes back by itself', async (_name, inject, undo) => {
    await changeTo('NORMAL', brokenAt.at(-1) ?? 0, RECOVERY_TIMEOUT_MS);
    // Recording for a while first, so the gap has video on both sides.
    await sleep(2_000);
    const faultAt = Date.now();
    const injected = inject();
    let broken: HealthChange;
    try {
      broken = await changeTo('BROKEN', faultAt, BROKEN_WITHIN_MS + 2_000);
    } finally {
      await injected;
      await undo();
    }
    brokenAt.push(broken.at);
    expect(broken.at - faultAt).toBeLessThanOrEqual(BROKEN_WITHIN_MS);
    await changeTo('NORMAL', broken.at, RECOVERY_TIMEOUT_MS);
  });

  it('shows a gap in the archive at each fault, and none for the camera beside it', async () => {
    await sleep(2_000);
    await media.flushIndex();
    const spans = await handle.db
      .selectFrom('archive_spans')
      .selectAll()
      .where('stream', '=', STREAM_NUMBER.FULL)
      .orderBy('start_ms')
      .execute();
    const rtsp = spans.filter((s) => s.camera_id === RTSP_CAMERA);
    expect(brokenAt).toHaveLength(faults.length);
    expect(rtsp.length).toBeGreaterThanOrEqual(faults.length + 1);
    // When the camera was BROKEN, its archive has no video.
    for (const at of brokenAt) expect(rtsp.filter((s) => s.start_ms <= at && at <= s.end_ms)).toEqual([]);
    expect(rtsp.at(-1)!.end_ms).toBeGreaterThan(brokenAt.at(-1)!);
    // Back for good, and at the new resolution (live and recorded).
    const lastNormal = changes.filter((c) => c.id === RTSP_CAMERA && c.healthStatus === 'NORMAL').at(-1)!;
    expect(changes.filter((c) => c.id === RTSP_CAMERA && c.at > lastNormal.at)).toEqual([]);
    expect(media.live(RTSP_CAMERA, STREAM_NUMBER.FULL)?.init?.init).toMatchObject(RESIZED);

    expect(changes.filter((c) => c.id === DEMO_CAMERA).map((c) => c.healthStatus)).toEqual(['NORMAL']);
    expect(spans.filter((s) => s.camera_id === DEMO_CAMERA)).toHaveLength(1);
  });
});
