/** Exports with real recordings: the spec's length rules, a standalone MP4 of the requested
 *  length, downloads for the owner only, and the delivery actions. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../../testing/testPlatform';
import { mediaTools } from '../sources/mediaTools';

jest.setTimeout(90_000);

const HQ = 'demo-hq-camera-1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SUBMIT = `mutation($input: VideoRequestInput!) { videoRequestSubmit(input: $input) { id status } }`;
const LIST = `{ videoRequests { id status note files { href size startTime endTime } } }`;

interface Listed {
  id: string;
  status: string;
  note: string | null;
  files: Array<{ href: string; size: number; startTime: number; endTime: number }>;
}

/** Duration in seconds and decode errors of an MP4, as ffmpeg reads the whole file. */
async function probe(file: string): Promise<{ seconds: number; errors: string }> {
  const { stderr } = await promisify(execFile)(mediaTools.ffmpeg, [
    '-hide_banner',
    '-i',
    file,
    '-f',
    'null',
    '-',
  ]).catch((err: { stderr: string }) => ({ stderr: err.stderr }));
  const match = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  const seconds = match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : Number.NaN;
  const errors = stderr
    .split('\n')
    .filter((l) => /error/i.test(l) && !l.includes('Fontconfig'))
    .join('\n');
  return { seconds, errors };
}

describe.each(testDatabases())('exports on $kind', (database) => {
  let t: TestPlatform;
  let admin: ApiClient;
  let operator: ApiClient;
  let recordingFrom = 0;

  const waitFor = async (client: ApiClient, id: string, statuses: string[]) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const list = await client.graphql<{ videoRequests: Listed[] }>(LIST);
      const found = list.data?.videoRequests.find((r) => r.id === id);
      if (found && statuses.includes(found.status)) return found;
      if (Date.now() > deadline) throw new Error(`request ${id} is ${found?.status}`);
      await sleep(200);
    }
  };
  const submit = (client: ApiClient, startTime: number, endTime: number) =>
    client.graphql<{ videoRequestSubmit: { id: string; status: string } }>(SUBMIT, {
      input: { obj: HQ, startTime, endTime, isPrivate: false, stream: 'FULL' },
    });

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [HQ] });
    // The exports ask for video from recordingFrom on: wait for the camera's ffmpeg, slow to start
    // on a busy machine, so that the camera records from then.
    expect(await waitForLive(t, [HQ], 60_000)).toBe(true);
    recordingFrom = Date.now();
    admin = new ApiClient(t.url);
    operator = new ApiClient(t.url);
    await admin.login('admin', 'admin');
    await operator.login('operator', 'operator');
  });
  afterAll(async () => {
    await Promise.all([admin.dispose(), operator.dispose()]);
    await t.close();
  });

  it('refuses lengths the realm does not allow, with the spec messages', async () => {
    expect((await submit(admin, 1000, 1000)).errors?.[0]?.message).toBe('Invalid value');
    expect((await submit(admin, 0, 61 * 60_000)).errors?.[0]?.message).toBe('Max duration value is 60 minutes');
    const db = t.platform.database.db;
    const { settings } = await db
      .selectFrom('realms')
      .select('settings')
      .where('id', '=', 'demo-hq')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('realms')
      .set({ settings: JSON.stringify({ ...JSON.parse(settings), maxDownloadLength: 0 }) })
      .where('id', '=', 'demo-hq')
      .execute();
    expect((await submit(admin, 0, 60_000)).errors?.[0]?.message).toBe('You are not allowed to download videos');
    await db.updateTable('realms').set({ settings }).where('id', '=', 'demo-hq').execute();
  });

  it('exports a standalone MP4 of the requested length, downloadable by its owner only', async () => {
    await sleep(Math.max(0, recordingFrom + 8000 - Date.now()));
    const start = recordingFrom + 1500;
    const end = start + 4000;
    const submitted = await submit(admin, start, end);
    const id = submitted.data?.videoRequestSubmit.id as string;
    expect(submitted.data?.videoRequestSubmit.status).toBe('QUEUED');
    const done = await waitFor(admin, id, ['COMPLETED', 'FAILED']);
    expect(done.status).toBe('COMPLETED');
    const file = done.files[0];
    expect(file?.startTime).toBeLessThanOrEqual(start);
    const cookie = (admin as unknown as { cookie: string }).cookie;
    const response = await fetch(`${t.url}${file?.href}?tz=120`, {
      headers: { cookie, [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const local = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-export-')), 'out.mp4');
    fs.writeFileSync(local, Buffer.from(await response.arrayBuffer()));
    const { seconds, errors } = await probe(local);
    expect(Math.abs(seconds - 4)).toBeLessThan(1);
    expect(errors).toBe('');
    fs.rmSync(path.dirname(local), { recursive: true, force: true });

    const anonymous = await fetch(`${t.url}${file?.href}`, { headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE } });
    expect(anonymous.status).toBe(401);
    const notOwner = await operator.request('GET', file?.href ?? '');
    expect(notOwner.status).toBe(404);
    expect((await operator.graphql<{ videoRequests: Listed[] }>(LIST)).data?.videoRequests).toEqual([]);
  });

  it('pauses, resumes, cancels and resubmits as the delivery manager allows', async () => {
    // A request with no video fails; a failed one can be resubmitted.
    const failed = (await submit(admin, recordingFrom - 600_000, recordingFrom - 540_000)).data?.videoRequestSubmit
      .id as string;
    const failure = await waitFor(admin, failed, ['FAILED', 'COMPLETED']);
    expect(failure).toMatchObject({ status: 'FAILED', note: 'Video unavailable' });
    const again = await admin.graphql(`mutation($id: ID!) { videoRequestResubmit(requestId: $id) { status } }`, {
      id: failed,
    });
    expect(again.data).toEqual({ videoRequestResubmit: { status: 'QUEUED' } });

    const mine = (await submit(operator, recordingFrom, recordingFrom + 2000)).data?.videoRequestSubmit.id as string;
    const paused = await operator.graphql(`mutation($id: ID!) { videoRequestPause(requestId: $id) { status } }`, {
      id: mine,
    });
    // It may already be processing or done: a completed request cannot be paused.
    if (paused.errors) expect((await waitFor(operator, mine, ['COMPLETED'])).status).toBe('COMPLETED');
    else {
      expect(paused.data).toEqual({ videoRequestPause: { status: 'PAUSED' } });
      const resumed = await operator.graphql(`mutation($id: ID!) { videoRequestResume(requestId: $id) { status } }`, {
        id: mine,
      });
      expect(resumed.data).toEqual({ videoRequestResume: { status: 'QUEUED' } });
      await waitFor(operator, mine, ['COMPLETED']);
    }
    // Another user's request is not the operator's to cancel; the admin's cancel of a done one does nothing.
    const queued = (await submit(admin, recordingFrom, recordingFrom + 3000)).data?.videoRequestSubmit.id as string;
    const notMine = await operator.graphql(`mutation($ids: [ID!]!) { videoRequestCancel(requestIds: $ids) { id } }`, {
      ids: [queued],
    });
    expect(notMine.data).toEqual({ videoRequestCancel: [] });
    const cancelled = await admin.graphql(
      `mutation($ids: [ID!]!) { videoRequestCancel(requestIds: $ids) { id status } }`,
      { ids: [queued, mine] },
    );
    const cancelledIds = (cancelled.data as { videoRequestCancel: Array<{ id: string }> }).videoRequestCancel.map(
      (r) => r.id,
    );
    expect(cancelledIds).not.toContain(mine);
    const listed = (await admin.graphql<{ videoRequests: Listed[] }>(LIST)).data?.videoRequests ?? [];
    for (const id of cancelledIds) expect(listed.some((r) => r.id === id)).toBe(false);
  });
});
