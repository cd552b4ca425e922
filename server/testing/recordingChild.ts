/** A recorder in its own process for the crash test: seeds one demo camera into the database
 *  named by the environment, records it, and prints "recording <ffmpeg pid>" once rows exist. */
import { cameraRow } from './cameraRow';
import { openDatabase } from '../db/database';
import { ArchiveIndexRepository } from '../db/repositories/archiveIndex';
import { CloudSpanRepository } from '../db/repositories/cloudSpans';
import { DeviceRepository } from '../db/repositories/devices';
import { RealmRepository } from '../db/repositories/realms';
import { migrateToLatest } from '../db/migrate';
import { MemoryBus } from '../events/memoryBus';
import { MediaService } from '../media/MediaService';

const CAMERA = 'crash-camera';

async function main(): Promise<void> {
  const dataDir = process.env.VANTAGE_DATA as string;
  const database = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  await migrateToLatest(database.db);
  const { db } = database;
  const archiveIndex = new ArchiveIndexRepository(db);
  const devices = new DeviceRepository(db);
  const realms = new RealmRepository(db);
  const now = Date.now();
  if (!(await realms.byId('crash'))) {
    await realms.insert({ id: 'crash', name: 'Crash', type: 'CUSTOMER', settings: '{}', created_at: now });
    await devices.insertMany([
      {
        ...cameraRow(CAMERA, 'crash', 'Crash Camera', now),
        config: JSON.stringify({ source: 'demo', scene: { pattern: 'testsrc2', hue: 0 } }),
      },
    ]);
  }
  const log = { info: () => undefined, warn: () => undefined, error: (m: string) => process.stderr.write(`${m}\n`) };
  const media = new MediaService(archiveIndex, new CloudSpanRepository(db), devices, new MemoryBus(), log, {
    dataDir,
    cameras: [CAMERA],
  });
  await media.start();
  const timer = setInterval(() => {
    void (async () => {
      await media.flushIndex();
      // Rows of this run, not of an earlier one in the same database.
      const [row] = await archiveIndex.fragmentsAfter(CAMERA, 1, now - 1, { limit: 1 });
      if (row) {
        clearInterval(timer);
        process.stdout.write(`recording ${media.camera(CAMERA)?.source.pid ?? 0}\n`);
      }
    })();
  }, 200);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
