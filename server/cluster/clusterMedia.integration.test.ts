/** Issue 33, a console on any node: three platform nodes on one PostgreSQL, the demo's camera and
 *  dome pinned to node-b. A ticket issued through node-c opens a media socket on node-a, once; live
 *  video of node-b's camera is relayed through node-a and its archive, which node-b's disk holds,
 *  is played through node-a, both decoding to real pictures; node-b's internal channel refuses an
 *  absent or forged node credential and a console's session; a PTZ lock an administrator takes
 *  through node-a refuses an operator on node-c, while the dome on node-b turns; an operator's
 *  console learns the live nodes to reconnect to, and a killed node is no longer among them. Then a
 *  real RTSP camera added through a node is recorded by one node, played live through the other,
 *  and recorded there within 15 s of a kill -9 of its node. PostgreSQL only. */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { MEDIA_WS_PATH, STREAM_NUMBER } from '../../shared/video/constants';
import type { MediaFrame } from '../../shared/video/mediaFrame';
import { toAnnexB } from '../media/snapshots/toAnnexB';
import { mediaTools } from '../media/sources/mediaTools';
import { ApiClient } from '../testing/apiClient';
import {
  firstTakenOver,
  lastRecordedBy,
  recordedFragments,
  startClusterNode,
  waitUntil,
  type ClusterNodeProcess,
} from '../testing/clusterRig';
import { MediaClient } from '../testing/mediaClient';
import { startRtspCamera, type RtspCamera } from '../testing/rtsp/startRtspCamera';
import { testDatabases } from '../testing/testDatabases';
import { CLUSTER_PATHS, clusterPath } from './clusterPaths';
import { NODE_CREDENTIAL_HEADER } from './NodeCredential';

jest.setTimeout(240_000);

const postgres = testDatabases().filter((d) => d.kind === 'postgres');
const CAMERA = 'demo-hq-camera-1';
const PTZ = 'demo-hq-ptz';
const MEDIA_URL = 'mutation($id: ID!) { issueMediaUrl(cameraId: $id) { url ticket } }';
const REL = `mutation($id: ID!, $x: Float!, $y: Float!) {
  ptzRel(id: $id, command: { x: $x, y: $y }) { lockinfo { allow_override lock { type user_name } } }
}`;
const PAN = 'query($id: ID!) { device(id: $id) { cameraView { ptzStatus { command { pan } } } } }';
const CREATE_CAMERA = 'mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }';
/** What the issue asks: a killed node's cameras record again elsewhere, and each one's gap, within this. */
const FAILOVER_LIMIT_MS = 15_000;

/** Pictures of a media socket decoded by ffmpeg: how many, and the last one's spread of greys
 *  (a real picture, not a flat or broken one). */
function decode(header: Record<string, unknown>, frames: MediaFrame[]): { pictures: number; spread: number } {
  const size = header.size as { width: number; height: number };
  const units = frames.filter((f) => !f.audio && !f.metadata).map((f) => Buffer.from(f.data));
  const raw = execFileSync(
    mediaTools.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'h264',
      '-i',
      'pipe:0',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    { input: toAnnexB(Buffer.from(header.description as string, 'base64'), units), maxBuffer: 256 * 1024 * 1024 },
  );
  const area = size.width * size.height;
  const last = raw.subarray(raw.length - area);
  const mean = last.reduce((sum, v) => sum + v, 0) / area;
  const spread = Math.sqrt(last.reduce((sum, v) => sum + (v - mean) ** 2, 0) / area);
  return { pictures: Math.floor(raw.length / area), spread };
}

(postgres.length > 0 ? describe : describe.skip)('a console on any node of a cluster', () => {
  const database = postgres[0]!;
  let url: string | undefined;
  let pool: pg.Pool | undefined;
  const nodes: ClusterNodeProcess[] = [];
  const clients: ApiClient[] = [];
  const sockets: MediaClient[] = [];
  let rtsp: RtspCamera | undefined;

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await rtsp?.stop();
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(nodes.map((node) => node.stop()));
    await pool?.end();
    await database.drop(url);
  });

  it('plays live and archive of a camera another node records, keeps its channel to nodes and its PTZ lock cluster-wide', async () => {
    url = await database.create();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = pool;
    // The RTSP camera added at the end runs on this machine's loopback.
    const env = { VANTAGE_MEDIA_CAMERAS: `${CAMERA},${PTZ}`, VANTAGE_PROBE_NETWORKS: 'public,127.0.0.0/8' };
    // node-b migrates and seeds, and records both cameras; the others record nothing.
    const b = await startClusterNode('node-b', url!, 'source', undefined, {
      ...env,
      VANTAGE_NODE_PINNED: `${CAMERA},${PTZ}`,
    });
    const [a, c] = await Promise.all(
      ['node-a', 'node-c'].map((id) => startClusterNode(id, url!, 'source', undefined, env)),
    );
    nodes.push(b, a!, c!);
    const nodeA = a!;
    const nodeC = c!;

    // node-b has recorded a few seconds of the camera's main stream. (On a busy machine a node that
    // came up before node-b's first heartbeat may record the pinned camera until node-b takes it.)
    const recorded = await waitUntil(
      async () => {
        const { rows } = await db.query<{ s: string; e: string; segment_id: string; node_id: string }>(
          `SELECT min(f.start_ms) AS s, max(f.end_ms) AS e, min(f.segment_id) AS segment_id, min(s.node_id) AS node_id
             FROM archive_fragments f JOIN archive_segments s ON s.id = f.segment_id
            WHERE f.camera_id = $1 AND f.stream = $2 AND s.node_id = 'node-b'`,
          [CAMERA, STREAM_NUMBER.FULL],
        );
        const row = rows[0];
        return row?.s && Number(row.e) - Number(row.s) >= 4_000 ? row : undefined;
      },
      90_000,
      `${CAMERA} recorded on node-b`,
    );
    expect(recorded.node_id).toBe('node-b');

    const login = async (node: ClusterNodeProcess, user: string) => {
      const client = new ApiClient(node.url);
      clients.push(client);
      expect((await client.login(user, user)).status).toBe(200);
      return client;
    };
    const adminA = await login(nodeA, 'admin');
    const adminC = await login(nodeC, 'admin');
    const operatorC = await login(nodeC, 'operator');
    const ticketFrom = async (client: ApiClient) => {
      const result = await client.graphql<{ issueMediaUrl: { ticket: string } }>(MEDIA_URL, { id: CAMERA });
      const ticket = result.data?.issueMediaUrl.ticket;
      if (!ticket) throw new Error(`issueMediaUrl failed: ${JSON.stringify(result.errors)}`);
      return ticket;
    };
    const socketOn = async (node: ClusterNodeProcess) => {
      const socket = await MediaClient.open(`${node.url.replace(/^http/, 'ws')}${MEDIA_WS_PATH}`);
      sockets.push(socket);
      return socket;
    };

    // Live through node-a with a ticket node-c issued.
    const ticket = await ticketFrom(adminC);
    const live = await socketOn(nodeA);
    live.send({ cmd: 'init', objid: CAMERA, streamid: STREAM_NUMBER.FULL, ticket });
    live.send({ cmd: 'play', speed: 1 });
    await live.until(
      () => live.frames.filter((f) => !f.audio && !f.metadata).length >= 15 || live.closed,
      30_000,
      'relayed live frames',
    );
    // When node-a could not relay, the failure says who held the camera's lease then.
    const holder = live.json[0]?.codec
      ? undefined
      : (await db.query<{ node_id: string }>('SELECT node_id FROM camera_leases WHERE camera_id = $1', [CAMERA])).rows;
    expect({ answer: live.json[0], holder }).toMatchObject({
      answer: { codec: expect.stringMatching(/^avc1\./), size: { width: expect.any(Number) } },
    });
    const liveDecoded = decode(live.json[0]!, live.frames);
    expect(liveDecoded.pictures).toBeGreaterThanOrEqual(15);
    expect(liveDecoded.spread).toBeGreaterThan(10);
    // Live means now: the relayed pictures are of the last seconds, not the archive's.
    expect(live.frames.at(-1)!.pts).toBeGreaterThan(Date.now() - 10_000);
    live.close();

    // The ticket was used up on node-a: node-b refuses it.
    const replay = await socketOn(b);
    replay.send({ cmd: 'init', objid: CAMERA, streamid: STREAM_NUMBER.FULL, ticket });
    await replay.until(() => replay.json.length > 0, 10_000, 'the replayed ticket answered');
    expect(replay.json[0]).toMatchObject({ error: 'Not authorized' });

    // Archive through node-a: the segment files are on node-b's disk only.
    const startTime = Number(recorded.s) + 1_000;
    const archive = await socketOn(nodeA);
    archive.send({
      cmd: 'init',
      objid: CAMERA,
      streamid: STREAM_NUMBER.FULL,
      ticket: await ticketFrom(adminA),
      startTime,
    });
    archive.send({ cmd: 'play', speed: 5 });
    await archive.until(() => archive.frames.length >= 20 || archive.closed, 30_000, 'archive frames from node-b');
    const archiveDecoded = decode(archive.json[0]!, archive.frames);
    expect(archiveDecoded.pictures).toBeGreaterThanOrEqual(20);
    expect(archiveDecoded.spread).toBeGreaterThan(10);
    const shown = archive.frames.filter((f) => f.pts >= startTime);
    expect(shown[0]!.pts).toBeLessThan(Number(recorded.e));
    archive.close();

    // node-b's internal channel opens for a node's signature only.
    const initPath = clusterPath(CLUSTER_PATHS.segmentInit, { id: recorded.segment_id });
    const fetchInit = (headers: Record<string, string>) =>
      fetch(`${b.url}${initPath}`, { headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, ...headers } });
    expect((await fetchInit({})).status).toBe(401);
    const forged = `node-a.${Date.now()}.${'0'.repeat(64)}`;
    expect((await fetchInit({ [NODE_CREDENTIAL_HEADER]: forged })).status).toBe(401);
    // A console's session on node-b is no node's credential.
    const adminB = await login(b, 'admin');
    expect((await adminB.request('GET', initPath)).status).toBe(401);
    const relayRefused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(
        `${b.url.replace(/^http/, 'ws')}${CLUSTER_PATHS.live}?camera=${CAMERA}&stream=${STREAM_NUMBER.FULL}`,
        { headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, [NODE_CREDENTIAL_HEADER]: forged } },
      );
      socket.on('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(relayRefused).toBe(401);

    // PTZ: the administrator's lock taken through node-a refuses the operator on node-c.
    const panOn = async (client: ApiClient) =>
      (
        await client.graphql<{ device: { cameraView: { ptzStatus: { command: { pan: number } } | null } } }>(PAN, {
          id: PTZ,
        })
      ).data?.device.cameraView.ptzStatus?.command.pan;
    const panOnB = () => panOn(adminB);
    // The dome runs on node-b; node-a and node-c ask node-b where it points.
    await waitUntil(panOnB, 60_000, 'the dome running on node-b');
    const before = await panOnB();
    // Each asks node-b over the internal channel; on a busy machine an ask can go unanswered (no
    // status shown for the moment), so each is waited for.
    expect(await waitUntil(() => panOn(adminA), 30_000, 'node-a to tell where the dome points')).toBe(before);
    expect(await waitUntil(() => panOn(operatorC), 30_000, 'node-c to tell where the dome points')).toBe(before);
    expect((await adminA.graphql(REL, { id: PTZ, x: 0.9, y: 0.5 })).data).toEqual({
      ptzRel: { lockinfo: { allow_override: 'sameuser', lock: { type: 'Slew', user_name: 'admin' } } },
    });
    // The dome on node-b turned at node-a's command, and node-c's console sees where it points now.
    await waitUntil(async () => ((await panOnB()) !== before ? true : undefined), 10_000, 'the dome on node-b to turn');
    await waitUntil(
      async () => ((await panOn(operatorC)) === (await panOnB()) ? true : undefined),
      10_000,
      'node-c to tell the dome’s new pan',
    );
    // The whole answer: a refusal for another reason shows its errors.
    expect(await operatorC.graphql(REL, { id: PTZ, x: 0.1, y: 0.5 })).toEqual({
      status: 200,
      data: { ptzRel: { lockinfo: { allow_override: 'no', lock: { type: 'Slew', user_name: 'admin' } } } },
    });
    for (const node of nodes) expect(node.unexpectedExit()).toBeUndefined();

    // Where an operator's console on node-c reconnects: node-c, then the other live nodes; once
    // node-a is killed, it is no longer offered.
    const CONSOLE_NODES = '{ consoleNodes { id url self } }';
    const offered = async () =>
      (await operatorC.graphql<{ consoleNodes: Array<{ id: string; url: string; self: boolean }> }>(CONSOLE_NODES)).data
        ?.consoleNodes;
    // A node late with its heartbeat on a busy machine is left out until it beats again.
    const offeredAll = () =>
      waitUntil(async () => ((await offered())?.length === 3 ? offered() : undefined), 30_000, 'three nodes offered');
    expect(await offeredAll()).toEqual([
      { id: 'node-c', url: nodeC.url, self: true },
      { id: 'node-a', url: nodeA.url, self: false },
      { id: 'node-b', url: b.url, self: false },
    ]);
    await nodeA.crash();
    const after = await waitUntil(
      async () => {
        const list = await offered();
        return list && !list.some((n) => n.id === 'node-a') ? list : undefined;
      },
      30_000,
      'node-a to be no longer offered',
    );
    expect(after.map((n) => n.id)).toEqual(['node-c', 'node-b']);

    // A real RTSP camera added through node-c: one of the two live nodes records it.
    rtsp = await startRtspCamera({ width: 320, height: 240 });
    const created = await adminC.graphql<{ createCamera: { device: { id: string } } }>(CREATE_CAMERA, {
      input: { name: 'Cluster gate', connection: 'RTSP_TCP', url: rtsp.url },
    });
    const rtspId = created.data?.createCamera.device.id;
    if (!rtspId) throw new Error(`createCamera failed: ${JSON.stringify(created.errors)}`);
    const holderId = await waitUntil(
      async () => (await recordedFragments(db, [rtspId])).find((f) => f.stream === STREAM_NUMBER.FULL)?.nodeId,
      60_000,
      'the RTSP camera recorded by a node',
    );
    const holderNode = nodes.find((n) => n.nodeId === holderId)!;
    const otherNode = [b, nodeC].find((n) => n !== holderNode)!;
    // Live through the node that does not record it.
    const viewer = otherNode === nodeC ? adminC : adminB;
    const rtspTicket = (await viewer.graphql<{ issueMediaUrl: { ticket: string } }>(MEDIA_URL, { id: rtspId })).data
      ?.issueMediaUrl.ticket;
    const rtspLive = await socketOn(otherNode);
    rtspLive.send({ cmd: 'init', objid: rtspId, streamid: STREAM_NUMBER.FULL, ticket: rtspTicket });
    rtspLive.send({ cmd: 'play', speed: 1 });
    await rtspLive.until(
      () => rtspLive.frames.filter((f) => !f.audio && !f.metadata).length >= 10 || rtspLive.closed,
      30_000,
      'the RTSP camera relayed live',
    );
    const rtspDecoded = decode(rtspLive.json[0]!, rtspLive.frames);
    expect(rtspDecoded.pictures).toBeGreaterThanOrEqual(10);
    expect(rtspDecoded.spread).toBeGreaterThan(10);
    rtspLive.close();

    // kill -9 of its node: the other records it within the limit, and the gap is within it too.
    const killedAt = Date.now();
    await holderNode.crash();
    const fragments = await waitUntil(
      async () => {
        const found = await recordedFragments(db, [rtspId]);
        return firstTakenOver(found, rtspId, holderId, killedAt) ? found : undefined;
      },
      FAILOVER_LIMIT_MS + 15_000,
      'the RTSP camera recorded on the other node',
    );
    const first = firstTakenOver(fragments, rtspId, holderId, killedAt)!;
    expect(first.nodeId).toBe(otherNode.nodeId);
    expect(first.startMs - killedAt).toBeLessThanOrEqual(FAILOVER_LIMIT_MS);
    expect(first.startMs - lastRecordedBy(fragments, rtspId, holderId)).toBeLessThanOrEqual(FAILOVER_LIMIT_MS);
  });
});
