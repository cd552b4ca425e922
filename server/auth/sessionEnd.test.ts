/** A logout ends what the session opened: its graphql-ws sockets hear sessionClose and close,
 *  refuse new operations meanwhile, its media sockets stop, its unused media tickets die and the
 *  policy engine forgets its decisions. */
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { STOP_CODE } from '../../shared/video/constants';
import { ApiClient, Subscription } from '../testing/apiClient';
import { MediaClient } from '../testing/mediaClient';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(60_000);

const CAM = 'demo-hq-camera-1';
const TICKET = `{ getMediaURL(cameraId: "${CAM}") { url ticket } }`;

describe.each(testDatabases())('the end of a session on $kind', (database) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [CAM] });
    // The test asserts live frames within 10 s: wait for the camera's ffmpeg, slow to start on a
    // busy machine (this hook's own timeout leaves the wait its 60 s).
    expect(await waitForLive(t, [CAM], 60_000)).toBe(true);
  }, 90_000);
  afterAll(async () => {
    await t.close();
  });

  it('closes its sockets after sessionClose, refuses new operations on them and voids its tickets', async () => {
    const operator = new ApiClient(t.url);
    try {
      await operator.login('operator', 'operator');
      const socket = operator.socket();
      const closes = new Subscription<{ sessionClose: { reason: string } }>(
        socket,
        'subscription { sessionClose { reason } }',
      );
      await closes.started;
      const media = async () =>
        (await operator.graphql<{ getMediaURL: { url: string; ticket: string } }>(TICKET)).data?.getMediaURL;
      const playing = await media();
      const unused = await media();
      const live = await MediaClient.open(playing?.url ?? '');
      live.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: playing?.ticket });
      live.send({ cmd: 'play' });
      await live.until(() => live.frames.length > 0, 10_000, 'live frames');

      const { policyEngine } = t.platform.services.access;
      const heldBefore = policyEngine.sessionCount;
      expect(heldBefore).toBeGreaterThan(0);
      expect((await operator.post(AUTH_PATHS.logout)).status).toBe(200);

      // A subscription asked for on the old socket after the logout is refused …
      const late = new Subscription(socket, 'subscription { objectUpdate { id } }', true);
      expect((await late.next()).errors).toBeDefined();
      // … the socket's subscriber heard why, then the socket closed.
      expect((await closes.next()).data).toEqual({ sessionClose: { reason: 'TERMINATED' } });
      await new Promise<void>((resolve) => {
        const off = socket.on('closed', () => {
          off();
          resolve();
        });
      });

      await live.until(() => live.closed, 5_000, 'the live socket to close');
      expect(live.json).toContainEqual({ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' });

      const replay = await MediaClient.open(unused?.url ?? '');
      replay.send({ cmd: 'init', objid: CAM, streamid: 1, ticket: unused?.ticket });
      await replay.until(() => replay.closed, 5_000, 'the ticket to be refused');
      expect(replay.json).toEqual([{ code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' }]);
      expect(replay.frames).toHaveLength(0);
      expect(t.platform.services.sessionConnections.size).toBe(0);
      expect(policyEngine.sessionCount).toBe(heldBefore - 1);
    } finally {
      await operator.dispose();
    }
  });
});
