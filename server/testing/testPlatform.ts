/** A real platform on a free port with a fresh database and data directory, for integration
 *  tests; e-mail is captured instead of sent. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../kernel/readConfig';
import type { MailMessage, Mailer } from '../mail/mailer';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { createPlatform, type Platform, type PlatformOptions } from '../platform/createPlatform';
import type { TestDatabase } from './testDatabases';

export interface TestPlatform {
  platform: Platform;
  url: string;
  mails: MailMessage[];
  close(): Promise<void>;
}

export async function startTestPlatform(
  database: TestDatabase,
  options: {
    email?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Share this PostgreSQL database instead of creating one. */ databaseUrl?: string;
    /** Runs the media pipeline (off by default: ffmpeg per camera is costly); a list runs only those cameras. */
    media?: boolean | string[];
    onRoute?: PlatformOptions['onRoute'];
    /** Collects the server log's lines (level info) here instead of discarding them. */
    log?: string[];
    /** Runs on this data directory, kept on close (a restart of the same platform). */
    dataDir?: string;
  } = {},
): Promise<TestPlatform> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-test-'));
  const consoleDir = path.join(dataDir, 'console');
  fs.mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Vantage</title><div id="root"></div>');
  fs.writeFileSync(path.join(consoleDir, 'assets', 'app.0123abcd.js'), 'console.log("console");');
  const shared = options.databaseUrl !== undefined;
  const databaseUrl = shared ? options.databaseUrl : await database.create();
  const mails: MailMessage[] = [];
  const mailer: Mailer | undefined =
    options.email === false ? undefined : { canSend: true, send: async (message) => void mails.push(message) };
  const config = readConfig({
    PORT: '0',
    VANTAGE_DATA: dataDir,
    VANTAGE_CONSOLE_DIR: consoleDir,
    LOG_LEVEL: options.log ? 'info' : 'silent',
    VANTAGE_MEDIA: options.media ? '1' : '0',
    ...(Array.isArray(options.media) && { VANTAGE_MEDIA_CAMERAS: options.media.join(',') }),
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    // The suite's cameras, ONVIF devices, sensors and gateways listen on this machine: allowed
    // explicitly, as an installation allows its camera networks (README: what may be probed).
    VANTAGE_PROBE_NETWORKS: 'public,127.0.0.0/8,::1',
    ...options.env,
  });
  const platform = await createPlatform(config, {
    logger: options.log !== undefined,
    ...(options.log && { logDestination: { write: (line: string) => options.log?.push(line) } }),
    ...(mailer && { mailer }),
    ...(options.onRoute && { onRoute: options.onRoute }),
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  await platform.ready;
  const address = platform.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    platform,
    url: `${platform.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    mails,
    close: async () => {
      await platform.close();
      if (!shared) await database.drop(databaseUrl);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits up to `ms` until each camera has live video with a frame to show (a snapshot or a live
 *  viewer is refused before): its ffmpeg starts slowly on a busy machine, once after 30 s on CI.
 *  True when all have it; a suite asserts on what it then sees. */
export async function waitForLive(t: TestPlatform, cameraIds: string[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  const live = (id: string) => {
    const stream = t.platform.services.media.live(id, STREAM_NUMBER.FULL);
    return stream?.init !== undefined && stream.gopSoFar.length > 0;
  };
  while (!cameraIds.every(live)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
