/** kill -9 of a recording process, then recovery: the index stays consistent with the files,
 *  at most the fragment in flight is lost, and recording goes on after a restart. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/database';
import { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import { expectArchiveConsistent } from '../../testing/expectArchiveConsistent';
import { testDatabases } from '../../testing/testDatabases';
import { FLUSH_MS } from './StreamRecorder';
import { INDEX_COMMIT_MS } from './IndexWriter';
import { recoverArchive } from './recoverArchive';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
const CHILD = path.join(ROOT, 'server', 'testing', 'recordingChild.ts');

/** Starts the recorder child; resolves with it and its ffmpeg pid once it has indexed rows. */
function startRecorder(dataDir: string, databaseUrl: string | undefined) {
  // node itself runs the child (tsx as a loader), so the pid killed is the recorder's own.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    env: { ...process.env, VANTAGE_DATA: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ child: typeof child; ffmpegPid: number }>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const match = /recording (\d+)/.exec(d.toString());
      if (match) resolve({ child, ffmpegPid: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`recorder exited ${code}: ${stderr}`)));
  });
}

async function killHard(child: { pid?: number; once(e: 'exit', f: () => void): unknown }, ffmpegPid: number) {
  const gone = new Promise<void>((resolve) => child.once('exit', resolve));
  process.kill(child.pid as number, 'SIGKILL');
  await gone;
  try {
    process.kill(ffmpegPid, 'SIGKILL');
  } catch {
    // Already gone with its pipes.
  }
}

describe.each(testDatabases())('recording survives kill -9 on $kind', (database) => {
  it('keeps the index consistent and loses at most the fragment in flight', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-crash-'));
    const archiveDir = path.join(dataDir, 'archive');
    const url = await database.create();
    try {
      const first = await startRecorder(dataDir, url);
      await new Promise((resolve) => setTimeout(resolve, 2300));
      const killedAt = Date.now();
      await killHard(first.child, first.ffmpegPid);

      const handle = openDatabase({ dataDir, databaseUrl: url });
      try {
        const report = await recoverArchive(new ArchiveIndexRepository(handle.db), archiveDir);
        expect(report.segments).toBeGreaterThan(0);
        expect(await expectArchiveConsistent(handle, archiveDir)).toBeGreaterThan(2);
        // What was lost is at most the fragment in flight plus one index commit.
        const last = await handle.db
          .selectFrom('archive_fragments')
          .select((eb) => eb.fn.max('end_ms').as('end'))
          .where('stream', '=', 1)
          .executeTakeFirst();
        expect(killedAt - Number(last?.end)).toBeLessThan(FLUSH_MS + INDEX_COMMIT_MS + 1500);
      } finally {
        await handle.close();
      }

      // A restart recovers by itself and records on into a new segment.
      const second = await startRecorder(dataDir, url);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await killHard(second.child, second.ffmpegPid);
      const again = openDatabase({ dataDir, databaseUrl: url });
      try {
        await recoverArchive(new ArchiveIndexRepository(again.db), archiveDir);
        await expectArchiveConsistent(again, archiveDir);
        const segments = await again.db.selectFrom('archive_segments').select('id').execute();
        expect(segments.length).toBeGreaterThanOrEqual(4);
      } finally {
        await again.close();
      }
    } finally {
      await database.drop(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
