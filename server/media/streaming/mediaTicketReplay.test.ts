/* Media tickets on the real socket (issue 16): a ticket opens one init only (a second socket that
 * replays it is refused), an expired ticket is refused, and so is one for another camera. */
import { MEDIA_TICKET_TTL_MS, STOP_CODE } from '../../../shared/video/constants';
import { ApiClient } from '../../testing/apiClient';
import { MediaClient } from '../../testing/mediaClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import type { TicketGrant } from './MediaTickets';

const CAMERA = 'demo-hq-camera-1';
const OTHER_CAMERA = 'demo-hq-camera-2';
const MEDIA_URL = 'mutation($id: ID!) { issueMediaUrl(cameraId: $id) { url ticket } }';
const REFUSED = { code: STOP_CODE.NOT_AUTHORIZED, error: 'Not authorized' };

const [sqlite] = testDatabases();

describe('media tickets on the socket', () => {
  let t: TestPlatform;
  let operator: ApiClient;
  const sockets: MediaClient[] = [];

  beforeAll(async () => {
    if (!sqlite) throw new Error('SQLite is always tested');
    // No cameras run: a redeemed ticket ends in 'video unavailable', a refused one in 'not authorized'.
    t = await startTestPlatform(sqlite);
    operator = new ApiClient(t.url);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await operator.dispose();
    await t.close();
  });

  const issue = async () => {
    const result = await operator.graphql<{ issueMediaUrl: { url: string; ticket: string } }>(MEDIA_URL, {
      id: CAMERA,
    });
    const media = result.data?.issueMediaUrl;
    if (!media) throw new Error(`issueMediaUrl failed: ${JSON.stringify(result.errors)}`);
    return media;
  };
  /** The first JSON answer to an init with this ticket, on a socket of its own. */
  const initWith = async (url: string, ticket: string, objid = CAMERA) => {
    const socket = await MediaClient.open(url);
    sockets.push(socket);
    socket.send({ cmd: 'init', objid, streamid: 1, ticket });
    await socket.until(() => socket.json.length > 0 || socket.closed, 5000, 'an answer to init');
    return socket.json[0];
  };

  it('opens one init per ticket and refuses a replay on another socket', async () => {
    const { url, ticket } = await issue();
    expect(await initWith(url, ticket)).toEqual({ code: STOP_CODE.VIDEO_UNAVAILABLE, error: expect.any(String) });
    expect(await initWith(url, ticket)).toEqual(REFUSED);
  });

  it('refuses a ticket past its lifetime', async () => {
    const tickets = t.platform.services.media.tickets;
    const issueNow = tickets.issue.bind(tickets);
    const spy = jest
      .spyOn(tickets, 'issue')
      .mockImplementationOnce((grant: TicketGrant) => issueNow(grant, Date.now() - MEDIA_TICKET_TTL_MS));
    try {
      const { url, ticket } = await issue();
      expect(await initWith(url, ticket)).toEqual(REFUSED);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a ticket for another camera, and uses it up doing so', async () => {
    const { url, ticket } = await issue();
    expect(await initWith(url, ticket, OTHER_CAMERA)).toEqual(REFUSED);
    expect(await initWith(url, ticket)).toEqual(REFUSED);
  });
});
