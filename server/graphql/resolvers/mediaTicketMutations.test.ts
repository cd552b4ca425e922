/** The media-ticket mutations issue a new single-use ticket on every call, open the stream like
 *  the spec's getMediaURL query (which still answers), and keep each realm to its own cameras. */
import { ApiClient } from '../../testing/apiClient';
import { MediaClient } from '../../testing/mediaClient';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(60_000);

const HQ = 'demo-hq-camera-1';
const BRANCH = 'demo-branch-camera-1';
const ISSUE_URL = `mutation($id: ID!) {
  issueMediaUrl(cameraId: $id, isLocal: false) { url ticket streamingOverages { type } }
}`;
const ISSUE_TICKET = 'mutation($id: ID!) { issueMediaTicket(cameraId: $id) { ticket } }';
const QUERY_URL = 'query($id: ID!) { getMediaURL(cameraId: $id) { url ticket } }';

interface IssuedUrl {
  issueMediaUrl: { url: string; ticket: string; streamingOverages: null };
}

describe.each(testDatabases())('media ticket mutations on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  const sockets: MediaClient[] = [];

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [HQ] });
    // Live opens at the camera's first video.
    await waitForLive(t, [HQ], 30_000);
    operator = new ApiClient(t.url);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await operator.dispose();
    await t.close();
  });

  const initWith = async (url: string, ticket: string) => {
    const socket = await MediaClient.open(url);
    sockets.push(socket);
    socket.send({ cmd: 'init', objid: HQ, streamid: 1, ticket });
    await socket.until(() => socket.json.length > 0 || socket.closed);
    return socket.json[0];
  };

  it('issues a new ticket per call, each opening the stream once', async () => {
    const first = (await operator.graphql<IssuedUrl>(ISSUE_URL, { id: HQ })).data?.issueMediaUrl;
    const second = (await operator.graphql<IssuedUrl>(ISSUE_URL, { id: HQ })).data?.issueMediaUrl;
    expect(first?.url).toMatch(/^ws:\/\/.+\/api\/media\/stream$/);
    expect(first?.streamingOverages).toBeNull();
    expect(first?.ticket).toBeTruthy();
    expect(second?.ticket).not.toBe(first?.ticket);
    expect(await initWith(first?.url ?? '', first?.ticket ?? '')).toHaveProperty('mime');

    const next = await operator.graphql<{ issueMediaTicket: { ticket: string } }>(ISSUE_TICKET, { id: HQ });
    const ticket = next.data?.issueMediaTicket.ticket ?? '';
    expect([first?.ticket, second?.ticket]).not.toContain(ticket);
    expect(await initWith(first?.url ?? '', ticket)).toHaveProperty('mime');
    // Single use: the same ticket again is refused.
    expect(await initWith(first?.url ?? '', ticket)).toHaveProperty('code');
  });

  it("keeps the spec's query answering and refuses another realm's camera", async () => {
    const query = await operator.graphql<{ getMediaURL: { url: string; ticket: string } }>(QUERY_URL, { id: HQ });
    expect(query.data?.getMediaURL.ticket).toBeTruthy();
    const refusedUrl = await operator.graphql(ISSUE_URL, { id: BRANCH });
    expect(refusedUrl.errors?.[0]?.extensions?.code).toBe('403');
    const refusedTicket = await operator.graphql(ISSUE_TICKET, { id: BRANCH });
    expect(refusedTicket.errors?.[0]?.extensions?.code).toBe('403');
  });
});
