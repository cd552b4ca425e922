/** Video walls on a real platform (spec 3 §2.12; issue 30): an administrator keeps a realm's walls
 *  within their bounds, pairs a wall display page by the code it shows, and the display follows
 *  what operators put on it (a camera, a preset of the whole wall) over its own subscription; its
 *  token opens only the cameras it shows and nothing once unpaired; a user denied the wall cannot
 *  control it; a display given a shared view follows the view's edits; every change is in the
 *  user audit. */
import { sharedTestPlatform } from '../testing/sharedTestPlatform';
import { testDatabases } from '../testing/testDatabases';
import { ApiClient } from '../testing/apiClient';
import { WALL_ERROR, WALL_MAX_PENDING_PAIRINGS } from '../../shared/walls/videoWalls';
import { MEDIA_WS_PATH, STOP_CODE, STOP_TEXT } from '../../shared/video/constants';
import { MediaClient } from '../testing/mediaClient';

const WALL_FIELDS = `id name rows columns canControl
  displays { index row column name paired online content { viewId layout cameraIds } }
  presets { id name contents { layout cameraIds } }`;
const CREATE = `mutation($w: VideoWallInput!) { createVideoWall(wall: $w) { ${WALL_FIELDS} } }`;
const WALL = `query($id: ID!) { videoWall(id: $id) { ${WALL_FIELDS} } }`;
const SET = `mutation($id: ID!, $i: Int!, $c: WallContentInput!) {
  setWallDisplayContent(wallId: $id, displayIndex: $i, content: $c) { ${WALL_FIELDS} } }`;
const PUSH = `mutation($id: ID!, $i: Int!, $cam: ID!) {
  pushCameraToWall(wallId: $id, displayIndex: $i, cameraId: $cam) { ${WALL_FIELDS} } }`;
const SAVE = `mutation($id: ID!, $n: String!) { saveWallPreset(wallId: $id, name: $n) { ${WALL_FIELDS} } }`;
const RECALL = `mutation($id: ID!, $p: ID!) { recallWallPreset(wallId: $id, presetId: $p) { ${WALL_FIELDS} } }`;
const ACCEPT = `mutation($code: String!, $id: ID!, $i: Int!) {
  acceptWallPairing(code: $code, wallId: $id, displayIndex: $i) { ${WALL_FIELDS} } }`;
const UNPAIR = `mutation($id: ID!, $i: Int!) { unpairWallDisplay(wallId: $id, displayIndex: $i) { ${WALL_FIELDS} } }`;
const SHARED_VIEWS = '{ sharedViews(realmId: "demo-hq") { sharedViews } }';
const UPDATE_SHARED_VIEWS = `mutation($realm: ID!, $views: JSON!) {
  updateSharedViews(realmId: $realm, sharedViews: $views) { updatedAt } }`;
const CREATE_POLICY = `mutation($p: PolicyInput!) {
  createPolicy(policy: $p) { id statements { effect actions resources { id type name } } } }`;
const CREATE_GROUP = 'mutation($g: GroupInput!) { createGroup(group: $g) { id } }';
const START = 'mutation { startWallPairing { code pairingToken expiresAt } }';
const CLAIM = `mutation($t: String!) { claimWallDisplayToken(pairingToken: $t) { accepted displayToken wallId displayIndex } }`;
const DISPLAY = `query($t: String!) { wallDisplay(displayToken: $t) {
  wallId displayIndex displayName content { layout cameraIds } cameras { id name } } }`;
const TICKET = `mutation($t: String!, $cam: ID!) { wallDisplayMediaTicket(displayToken: $t, cameraId: $cam) { ticket } }`;
const FOLLOW = (token: string) =>
  `subscription { wallDisplayChanged(displayToken: ${JSON.stringify(token)}) { displayIndex content { layout cameraIds } } }`;
const FOLLOW_WITH_TICKETS = (token: string) =>
  `subscription { wallDisplayChanged(displayToken: ${JSON.stringify(token)}) {
    content { cameraIds } cellTickets { cameraId ticket } } }`;

interface Content {
  viewId?: string | null;
  layout: number;
  cameraIds: string[];
}
interface Wall {
  id: string;
  name: string;
  rows: number;
  columns: number;
  canControl: boolean;
  displays: Array<{
    index: number;
    row: number;
    column: number;
    name: string;
    paired: boolean;
    online: boolean;
    content: Content;
  }>;
  presets: Array<{ id: string; name: string; contents: Content[] }>;
}
interface DisplayState {
  displayIndex: number;
  content: Content;
}

/** Waits until the condition holds, asking again every 50 ms (for state another socket changes). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabases())('Video walls on $kind', (database) => {
  const shared = sharedTestPlatform(database);

  /** A wall display page: no session, pairing by code, then its display token. */
  async function pairDisplay(admin: ApiClient, wallId: string, index: number) {
    const page = new ApiClient(shared.current().url);
    const started = await page.graphql<{ startWallPairing: { code: string; pairingToken: string } }>(START);
    expect(started.errors).toBeUndefined();
    const { code, pairingToken } = started.data!.startWallPairing;
    expect(code).toMatch(/^\d{6}$/);
    const waiting = await page.graphql<{ claimWallDisplayToken: { accepted: boolean } }>(CLAIM, { t: pairingToken });
    expect(waiting.data?.claimWallDisplayToken).toMatchObject({ accepted: false, displayToken: null });
    const accepted = await admin.graphql(ACCEPT, { code, id: wallId, i: index });
    expect(accepted.errors).toBeUndefined();
    const claimed = await page.graphql<{ claimWallDisplayToken: { displayToken: string; displayIndex: number } }>(
      CLAIM,
      { t: pairingToken },
    );
    expect(claimed.data?.claimWallDisplayToken).toMatchObject({ accepted: true, wallId, displayIndex: index });
    // The token is handed out once.
    const again = await page.graphql(CLAIM, { t: pairingToken });
    expect(again.errors?.[0]?.message).toBe(WALL_ERROR.PAIRING_TOKEN);
    return { page, token: claimed.data!.claimWallDisplayToken.displayToken };
  }

  it('pairs a display by its code; the display follows a pushed camera and a recalled preset, and opens only its own cameras', async () => {
    const admin = await shared.signIn('admin');
    const tooBig = await admin.graphql(CREATE, { w: { name: 'Too big', rows: 9, columns: 1 } });
    expect(tooBig.errors?.[0]?.message).toBe(WALL_ERROR.SIZE);

    const created = await admin.graphql<{ createVideoWall: Wall }>(CREATE, {
      w: { name: ' Control room ', rows: 1, columns: 2, displayNames: ['Left', ''] },
    });
    expect(created.errors).toBeUndefined();
    const wall = created.data!.createVideoWall;
    expect(wall).toMatchObject({ name: 'Control room', rows: 1, columns: 2, canControl: true });
    expect(wall.displays.map((d) => [d.name, d.paired, d.content.cameraIds])).toEqual([
      ['Left', false, []],
      ['Display 2', false, []],
    ]);

    const { page, token } = await pairDisplay(admin, wall.id, 1);
    const follow = page.subscribe<{ wallDisplayChanged: DisplayState }>(FOLLOW(token));
    expect((await follow.next()).data?.wallDisplayChanged).toEqual({
      displayIndex: 1,
      content: { layout: 1, cameraIds: [] },
    });
    await eventually(async () => {
      const read = await admin.graphql<{ videoWall: Wall }>(WALL, { id: wall.id });
      return read.data?.videoWall.displays[1]?.online === true && read.data.videoWall.displays[1].paired;
    });

    // An alarm's camera in one action: the display shows it at once.
    const pushed = await admin.graphql<{ pushCameraToWall: Wall }>(PUSH, {
      id: wall.id,
      i: 1,
      cam: 'demo-hq-camera-1',
    });
    expect(pushed.errors).toBeUndefined();
    expect((await follow.next()).data?.wallDisplayChanged.content).toEqual({
      layout: 1,
      cameraIds: ['demo-hq-camera-1'],
    });
    const shown = await page.graphql<{ wallDisplay: { cameras: Array<{ id: string; name: string }> } }>(DISPLAY, {
      t: token,
    });
    expect(shown.data?.wallDisplay.cameras.map((c) => c.id)).toEqual(['demo-hq-camera-1']);

    // Its token opens the camera it shows, and no other.
    const own = await page.graphql<{ wallDisplayMediaTicket: { ticket: string } }>(TICKET, {
      t: token,
      cam: 'demo-hq-camera-1',
    });
    expect(own.data?.wallDisplayMediaTicket.ticket).toEqual(expect.any(String));
    const other = await page.graphql(TICKET, { t: token, cam: 'demo-hq-camera-2' });
    expect(other.errors?.[0]?.message).toBe(WALL_ERROR.CAMERA_NOT_ON_DISPLAY);
    // …and nothing a session reads: the page has none.
    const walls = await page.graphql('{ videoWalls { id } }');
    expect(String(walls.errors?.[0]?.extensions?.code)).toBe('401');

    // Cameras the layout cannot hold, or not of the realm, are refused.
    const crowded = await admin.graphql(SET, {
      id: wall.id,
      i: 0,
      c: { layout: 1, cameraIds: ['demo-hq-camera-1', 'demo-hq-camera-2'] },
    });
    expect(crowded.errors?.[0]?.message).toBe(WALL_ERROR.TOO_MANY_CAMERAS);
    const foreign = await admin.graphql(SET, { id: wall.id, i: 0, c: { cameraIds: ['no-such-camera'] } });
    expect(foreign.errors?.[0]?.message).toBe(WALL_ERROR.UNKNOWN_CAMERA('no-such-camera'));

    // A preset holds the whole wall; recalling it puts every display back.
    await admin.graphql(SET, { id: wall.id, i: 0, c: { cameraIds: ['demo-hq-camera-2', 'demo-hq-camera-1'] } });
    const saved = await admin.graphql<{ saveWallPreset: Wall }>(SAVE, { id: wall.id, n: 'Morning' });
    const preset = saved.data!.saveWallPreset.presets[0]!;
    expect(preset.contents.map((c) => c.cameraIds)).toEqual([
      ['demo-hq-camera-2', 'demo-hq-camera-1'],
      ['demo-hq-camera-1'],
    ]);
    await admin.graphql(SET, { id: wall.id, i: 0, c: { cameraIds: [] } });
    await admin.graphql(PUSH, { id: wall.id, i: 1, cam: 'demo-hq-camera-2' });
    follow.drain();
    const recalled = await admin.graphql<{ recallWallPreset: Wall }>(RECALL, { id: wall.id, p: preset.id });
    expect(recalled.data?.recallWallPreset.displays.map((d) => d.content)).toEqual([
      { viewId: null, layout: 4, cameraIds: ['demo-hq-camera-2', 'demo-hq-camera-1'] },
      { viewId: null, layout: 1, cameraIds: ['demo-hq-camera-1'] },
    ]);
    await eventually(async () => {
      const state = await page.graphql<{ wallDisplay: DisplayState }>(DISPLAY, { t: token });
      return state.data?.wallDisplay.content.cameraIds[0] === 'demo-hq-camera-1';
    });
    let latest: DisplayState | undefined;
    while (latest?.content.cameraIds[0] !== 'demo-hq-camera-1') {
      latest = (await follow.next()).data?.wallDisplayChanged;
    }

    // Unpaired: the display hears it, and its token opens nothing more.
    await admin.graphql(UNPAIR, { id: wall.id, i: 1 });
    let ended: { errors?: unknown } | undefined;
    while (!ended?.errors) ended = await follow.next();
    expect(JSON.stringify(ended.errors)).toContain(WALL_ERROR.NOT_PAIRED);
    const revoked = await page.graphql(TICKET, { t: token, cam: 'demo-hq-camera-1' });
    expect(revoked.errors?.[0]?.message).toBe(WALL_ERROR.NOT_PAIRED);
    follow.close();
    await page.dispose();

    const audit = await admin.graphql<{ userAudit: Array<{ kind: string; targetType: string; targetName: string }> }>(
      '{ userAudit(filter: { limit: 30 }) { kind targetType targetName } }',
    );
    const kinds = audit.data!.userAudit.filter((e) => e.targetType === 'wall').map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'WALL_CREATED',
        'WALL_DISPLAY_PAIRED',
        'WALL_CONTENT_SET',
        'WALL_PRESET_SAVED',
        'WALL_PRESET_RECALLED',
        'WALL_DISPLAY_UNPAIRED',
      ]),
    );
  }, 60_000);

  it("the state a display follows brings a first media ticket per cell, which opens that cell's camera only", async () => {
    const admin = await shared.signIn('admin');
    const created = await admin.graphql<{ createVideoWall: Wall }>(CREATE, {
      w: { name: 'Tickets ahead', rows: 1, columns: 1 },
    });
    const wall = created.data!.createVideoWall;
    const { page, token } = await pairDisplay(admin, wall.id, 0);
    type Followed = { content: { cameraIds: string[] }; cellTickets: Array<{ cameraId: string; ticket: string }> };
    const follow = page.subscribe<{ wallDisplayChanged: Followed }>(FOLLOW_WITH_TICKETS(token));
    expect((await follow.next()).data?.wallDisplayChanged.cellTickets).toEqual([]);

    const cameras = ['demo-hq-camera-1', 'demo-hq-camera-2'];
    await admin.graphql(SET, { id: wall.id, i: 0, c: { layout: 4, cameraIds: cameras } });
    let state: Followed | undefined;
    while (state?.content.cameraIds.length !== 2) state = (await follow.next()).data?.wallDisplayChanged;
    expect(state.cellTickets.map((c) => c.cameraId)).toEqual(cameras);
    const [first, second] = state.cellTickets.map((c) => c.ticket);
    expect(first).toEqual(expect.any(String));
    expect(first).not.toBe(second);

    // Each ticket opens its own camera on the media socket and no other.
    const socketUrl = `${shared.current().url.replace(/^http/, 'ws')}${MEDIA_WS_PATH}`;
    const refused = await MediaClient.open(socketUrl);
    const opened = await MediaClient.open(socketUrl);
    try {
      refused.send({ cmd: 'init', objid: cameras[0], streamid: 1, ticket: second });
      opened.send({ cmd: 'init', objid: cameras[0], streamid: 1, ticket: first });
      await refused.until(() => refused.json.length > 0 || refused.closed, 10_000, 'the refusal');
      expect(refused.json[0]).toEqual({ code: STOP_CODE.NOT_AUTHORIZED, error: STOP_TEXT[STOP_CODE.NOT_AUTHORIZED] });
      // Authorised: the camera's header, or, where the platform has no video of it, 'Video unavailable'.
      await opened.until(() => opened.messages.length > 0 || opened.closed, 10_000, 'the stream or its stop');
      expect(opened.json[0]?.code).not.toBe(STOP_CODE.NOT_AUTHORIZED);
      expect(opened.messages.length).toBeGreaterThan(0);
    } finally {
      refused.close();
      opened.close();
      follow.close();
      await page.dispose();
    }
  }, 60_000);

  it('a display given a shared view follows the view when it is edited, and keeps its cameras when the view goes', async () => {
    const admin = await shared.signIn('admin');
    const created = await admin.graphql<{ createVideoWall: Wall }>(CREATE, {
      w: { name: 'Followed view', rows: 1, columns: 1 },
    });
    const wall = created.data!.createVideoWall;
    const read = await admin.graphql<{ sharedViews: { sharedViews: unknown[] } }>(SHARED_VIEWS);
    const others = read.data!.sharedViews.sharedViews;
    const view = (...cameras: string[]) => ({
      id: 'view-on-wall',
      name: 'Gates',
      userId: 'user-admin',
      widgets: cameras.map((deviceId, i) => ({ id: `w${i}`, type: 'camera', props: { deviceId } })),
    });
    const share = (views: unknown[]) =>
      admin.graphql(UPDATE_SHARED_VIEWS, { realm: 'demo-hq', views }).then((r) => expect(r.errors).toBeUndefined());
    await share([...others, view('demo-hq-camera-1')]);
    const { page, token } = await pairDisplay(admin, wall.id, 0);
    const set = await admin.graphql(SET, { id: wall.id, i: 0, c: { viewId: 'view-on-wall' } });
    expect(set.errors).toBeUndefined();
    const follow = page.subscribe<{ wallDisplayChanged: DisplayState }>(FOLLOW(token));
    // The display is told its state as it subscribes, and again by each change; the content set just
    // before may come twice (as the state and as that change), which a display shows once.
    let shown: DisplayState['content'] | undefined;
    const nextContent = async () => {
      for (;;) {
        const content = (await follow.next()).data?.wallDisplayChanged.content;
        if (JSON.stringify(content) !== JSON.stringify(shown)) return (shown = content);
      }
    };
    expect(await nextContent()).toEqual({
      layout: 1,
      cameraIds: ['demo-hq-camera-1'],
    });

    // Two cameras added to the view: the display shows the three in four cells at once.
    await share([...others, view('demo-hq-camera-1', 'demo-hq-camera-2', 'demo-hq-camera-3')]);
    expect(await nextContent()).toEqual({
      layout: 4,
      cameraIds: ['demo-hq-camera-1', 'demo-hq-camera-2', 'demo-hq-camera-3'],
    });
    // The display's token opens the camera the view gained.
    const ticket = await page.graphql(TICKET, { t: token, cam: 'demo-hq-camera-3' });
    expect(ticket.errors).toBeUndefined();
    // One removed: the display drops it.
    await share([...others, view('demo-hq-camera-3')]);
    expect(await nextContent()).toEqual({
      layout: 1,
      cameraIds: ['demo-hq-camera-3'],
    });
    const after = await admin.graphql<{ videoWall: Wall }>(WALL, { id: wall.id });
    expect(after.data?.videoWall.displays[0]?.content).toEqual({
      viewId: 'view-on-wall',
      layout: 1,
      cameraIds: ['demo-hq-camera-3'],
    });
    // The view no longer shared: the display keeps what it shows, no longer named as the view.
    await share(others);
    await eventually(async () => {
      const gone = await admin.graphql<{ videoWall: Wall }>(WALL, { id: wall.id });
      return gone.data?.videoWall.displays[0]?.content.viewId === null;
    });
    const kept = await admin.graphql<{ videoWall: Wall }>(WALL, { id: wall.id });
    expect(kept.data?.videoWall.displays[0]?.content.cameraIds).toEqual(['demo-hq-camera-3']);
    follow.close();
    await page.dispose();
  }, 60_000);

  it('bounds the pairings waiting at once: starting one needs no session', async () => {
    const { walls } = shared.current().platform.services;
    const page = new ApiClient(shared.current().url);
    const waiting = await walls.displays.pendingPairings();
    for (let i = waiting; i < WALL_MAX_PENDING_PAIRINGS; i++) await walls.displays.startPairing();
    const refused = await page.graphql(START);
    expect(refused.errors?.[0]?.message).toBe(WALL_ERROR.TOO_MANY_PAIRINGS);
    await page.dispose();
  }, 60_000);

  it('refuses control of a wall to a user a policy denies it, while they still see it', async () => {
    const admin = await shared.signIn('admin');
    const created = await admin.graphql<{ createVideoWall: Wall }>(CREATE, {
      w: { name: 'Lobby', rows: 1, columns: 1 },
    });
    const wall = created.data!.createVideoWall;
    // The administrator names the wall in a policy through the platform's API, and reads it back
    // by the wall's name.
    const denied = await admin.graphql<{ createPolicy: { id: string; statements: unknown[] } }>(CREATE_POLICY, {
      p: {
        name: 'No lobby wall',
        statements: [{ effect: 'DENY', actions: ['wall:Control'], resources: [{ id: wall.id, type: 'wall' }] }],
      },
    });
    expect(denied.errors).toBeUndefined();
    const policy = denied.data!.createPolicy;
    expect(policy.statements).toEqual([
      { effect: 'DENY', actions: ['wall:Control'], resources: [{ id: wall.id, type: 'wall', name: 'Lobby' }] },
    ]);
    const group = await admin.graphql(CREATE_GROUP, {
      g: { name: 'Lobby off', users: ['user-operator'], policies: [policy.id] },
    });
    expect(group.errors).toBeUndefined();

    const operator = await shared.signIn('operator');
    const read = await operator.graphql<{ videoWall: Wall }>(WALL, { id: wall.id });
    expect(read.data?.videoWall).toMatchObject({ name: 'Lobby', canControl: false });
    const refused = await operator.graphql(PUSH, { id: wall.id, i: 0, cam: 'demo-hq-camera-1' });
    expect(String(refused.errors?.[0]?.extensions?.code)).toBe('403');
    const after = await admin.graphql<{ videoWall: Wall }>(WALL, { id: wall.id });
    expect(after.data?.videoWall.displays[0]?.content.cameraIds).toEqual([]);
    // Changing walls themselves is for administrators.
    const create = await operator.graphql(CREATE, { w: { name: 'Mine', rows: 1, columns: 1 } });
    expect(String(create.errors?.[0]?.extensions?.code)).toBe('403');
  }, 60_000);
});
