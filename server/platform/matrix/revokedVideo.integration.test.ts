/** Revoking access cuts open video (issue 27): once a DENY on a camera reaches a user, their open
 *  live stream of it stops with 'Not authorized' within 2 s, and a ticket issued to them before the
 *  DENY opens nothing, neither live nor archive. On PostgreSQL the DENY is also made by a second
 *  platform process sharing the database, which tells the first through LISTEN/NOTIFY. A user whose
 *  visual configuration limits their speeds (spec 2 §6 limitedSpeedList) is refused the others by
 *  the platform, on a socket opened before the limit too. */
import { STOP_CODE, STOP_TEXT, STREAM_NUMBER } from '../../../shared/video/constants';
import { ApiClient } from '../../testing/apiClient';
import { MediaClient } from '../../testing/mediaClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(120_000);

const CAM = 'demo-hq-camera-1';
const REALM = 'demo-hq';
const MEDIA_URL = `mutation { issueMediaUrl(cameraId: "${CAM}") { url ticket } }`;
/** The issue's bound on how long revoked video may keep flowing. */
const REVOKED_WITHIN_MS = 2_000;
const NOT_AUTHORIZED = { code: STOP_CODE.NOT_AUTHORIZED, error: STOP_TEXT[STOP_CODE.NOT_AUTHORIZED] };

describe.each(testDatabases())('revoked access on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  const clients: MediaClient[] = [];

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [CAM] });
    operator = new ApiClient(t.url);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
    // The camera delivers before a stream is asked of it (else init answers 'Video unavailable').
    const deadline = Date.now() + 60_000;
    while (!t.platform.services.media.live(CAM, STREAM_NUMBER.FULL)?.newestKeyframe) {
      if (Date.now() > deadline) throw new Error(`${CAM} delivers no video`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await operator.dispose();
    await t.close();
  });

  const mediaUrl = async () => {
    const answer = await operator.graphql<{ issueMediaUrl: { url: string; ticket: string } }>(MEDIA_URL);
    const found = answer.data?.issueMediaUrl;
    if (!found) throw new Error(`no media URL: ${JSON.stringify(answer.errors)}`);
    return found;
  };
  const open = async (url: string) => {
    const client = await MediaClient.open(url);
    clients.push(client);
    return client;
  };

  /** A live stream playing, an unused ticket, then `deny()`; what each saw afterwards. */
  async function revoke(deny: () => Promise<void>) {
    const playing = await mediaUrl();
    const unusedLive = await mediaUrl();
    const unusedArchive = await mediaUrl();
    const live = await open(playing.url);
    live.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: playing.ticket });
    live.send({ cmd: 'play' });
    await live.until(() => live.frames.length > 0, 20_000, 'live frames');
    const archiveFrom = Date.now() - 1_000;

    const deniedAt = Date.now();
    await deny();
    await live.until(() => live.closed, 10_000, 'the live stream to stop');
    const stoppedAfterMs = (live.messages.at(-1)?.at ?? Date.now()) - deniedAt;

    const later = await open(unusedLive.url);
    later.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: unusedLive.ticket });
    later.send({ cmd: 'play' });
    await later.until(() => later.closed, 10_000, 'the earlier live ticket to be refused');
    const archive = await open(unusedArchive.url);
    archive.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: unusedArchive.ticket, startTime: archiveFrom });
    archive.send({ cmd: 'play' });
    await archive.until(() => archive.closed, 10_000, 'the earlier archive ticket to be refused');
    return { live, stoppedAfterMs, later, archive };
  }

  function expectRevoked(seen: Awaited<ReturnType<typeof revoke>>) {
    expect(seen.live.json.at(-1)).toEqual(NOT_AUTHORIZED);
    expect(seen.stoppedAfterMs).toBeLessThan(REVOKED_WITHIN_MS);
    for (const refused of [seen.later, seen.archive]) {
      expect(refused.json).toEqual([NOT_AUTHORIZED]);
      expect(refused.frames).toHaveLength(0);
    }
  }

  it('a stream the change still allows keeps playing', async () => {
    const playing = await mediaUrl();
    const live = await open(playing.url);
    live.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: playing.ticket });
    live.send({ cmd: 'play' });
    await live.until(() => live.frames.length > 0, 20_000, 'live frames');
    const { policies, groups } = t.platform.services.access;
    const other = await policies.create(REALM, {
      name: 'No camera 2',
      statements: [{ effect: 'DENY', actions: ['device:*'], resources: [{ id: 'demo-hq-camera-2', type: 'device' }] }],
    });
    await groups.create(REALM, { name: 'Camera 2 revoked', users: ['user-operator'], policies: [other.id] });
    const before = live.frames.length;
    await live.until(() => live.frames.length > before + 10, 10_000, 'frames after the change');
    expect(live.closed).toBe(false);
  });

  it('a DENY added to the user through a new group stops their stream and voids their tickets', async () => {
    const { policies, groups } = t.platform.services.access;
    let groupId = '';
    const seen = await revoke(async () => {
      const deny = await policies.create(REALM, {
        name: 'No camera 1',
        statements: [{ effect: 'DENY', actions: ['device:*'], resources: [{ id: CAM, type: 'device' }] }],
      });
      groupId = (await groups.create(REALM, { name: 'Revoked', users: ['user-operator'], policies: [deny.id] })).id;
    });
    expectRevoked(seen);
    // The policy refuses a new ticket too, so the console's reconnect finds nothing.
    expect((await operator.graphql(MEDIA_URL)).errors?.[0]?.message).toBe('Device not found');
    await groups.delete(REALM, groupId);
  });

  it('refuses a user limited to the limited speed list any other speed, and plays theirs', async () => {
    const { groups } = t.platform.services.access;
    const reader = t.platform.services.media.reader;
    const deadline = Date.now() + 30_000;
    let key = await reader.keyAtOrBefore(CAM, STREAM_NUMBER.FULL, Date.now());
    while (!key && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      key = await reader.keyAtOrBefore(CAM, STREAM_NUMBER.FULL, Date.now());
    }
    if (!key) throw new Error(`${CAM} has recorded nothing`);
    const from = key.start_ms;
    const archive = async () => {
      const { url, ticket } = await mediaUrl();
      const client = await open(url);
      client.send({ cmd: 'init', objid: CAM, streamid: 1, ticket, startTime: from });
      return client;
    };
    // Opened before the limit: the speed is asked when it is played, not when the ticket was issued.
    const before = await archive();
    await groups.setVisualConfig(REALM, 'system-operators', { limitedSpeedList: true });
    try {
      before.send({ cmd: 'play', speed: 5 });
      await before.until(() => before.frames.length > 0, 20_000, 'archive frames at 5×');
      before.send({ cmd: 'play', speed: 10 });
      await before.until(() => before.closed, 10_000, 'the refusal of 10×');
      expect(before.json.at(-1)).toEqual(NOT_AUTHORIZED);
      const reverse = await archive();
      reverse.send({ cmd: 'play', speed: -30 });
      await reverse.until(() => reverse.closed, 10_000, 'the refusal of -30×');
      expect(reverse.frames).toHaveLength(0);
    } finally {
      await groups.setVisualConfig(REALM, 'system-operators', null);
    }
    const unlimited = await archive();
    unlimited.send({ cmd: 'play', speed: 10 });
    await unlimited.until(() => unlimited.frames.length > 0, 20_000, 'archive frames at 10× once unlimited');
    expect(unlimited.closed).toBe(false);
  });

  if (database.kind === 'postgres') {
    it('a DENY made by another platform process sharing the database reaches the stream', async () => {
      const other = await startTestPlatform(database, { databaseUrl: t.platform.services.config.databaseUrl });
      try {
        const seen = await revoke(async () => {
          const { policies } = other.platform.services.access;
          const deny = await policies.create(REALM, {
            name: 'No camera 1, from elsewhere',
            statements: [{ effect: 'DENY', actions: ['device:*'], resources: [{ id: CAM, type: 'device' }] }],
          });
          await other.platform.services.access.groups.create(REALM, {
            name: 'Revoked elsewhere',
            users: ['user-operator'],
            policies: [deny.id],
          });
        });
        expectRevoked(seen);
      } finally {
        await other.close();
      }
    });
  }
});
