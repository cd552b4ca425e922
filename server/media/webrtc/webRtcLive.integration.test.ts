/** The built-in avatar's local transport (issue 31; spec 2 §3 AVATARID, §7 getSDP): a WebRTC client
 *  (werift, as a console's browser would) offers to receive video, getSDP answers for a demo
 *  camera, and H.264 RTP of that camera's live stream arrives — starting with its parameter sets
 *  and a keyframe, each picture stamped with its wall-clock time; the data channel brings the
 *  camera's sound header and AAC frames and the metadata channel's messages. Another realm's camera
 *  and an anonymous caller are refused, and signing out ends the viewer. A kept connection plays
 *  another camera of the avatar when asked on its data channel, stamped on from the last one's
 *  pictures, stops on 'pause', and is refused another realm's camera. */
import { AUTH_PATHS } from '../../../shared/auth/loginApi';
import { STOP_CODE, STREAM_NUMBER } from '../../../shared/video/constants';
import {
  isRtpAtOrAfter,
  type LocalRefused,
  type LocalSwitched,
  ptsOfRtpTimestamp,
} from '../../../shared/video/localTransport';
import { decodeMediaFrame, type MediaFrame, type MediaHeader } from '../../../shared/video/mediaFrame';
import { decodeMetadataPayload } from '../../../shared/video/mediaMetadata';
import { ApiClient } from '../../testing/apiClient';
import { testDatabases } from '../../testing/testDatabases';
import { offerToReceive, type WebRtcViewer } from '../../testing/webRtcViewer';
import { startTestPlatform, waitForLive, type TestPlatform } from '../../testing/testPlatform';

jest.setTimeout(90_000);

/** The demo camera with a microphone (DEMO_AUDIO_CAMERA): its sound goes on the data channel. */
const HQ = 'demo-hq-camera-2';
/** Another camera of the same avatar. */
const HQ_OTHER = 'demo-hq-camera-1';
const BRANCH = 'demo-branch-camera-1';
const GET_SDP = 'query($id: ID!, $sdp: String!) { getSDP(obj: $id, sdp: $sdp) { sdp } }';
const ATTRIBUTES = 'query($id: ID!) { device(id: $id) { id attributes { name value } } }';
const NAL_SPS = 7;
const NAL_IDR = 5;
const FU_A = 28;

/** How long a wait may take: a connection's first packets (werift's ICE and DTLS in JavaScript)
 *  took over 30 s beside the shared pass at full load on a machine half as fast. */
const WAIT_MS = 75_000;

async function until(check: () => boolean, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The NAL unit types an H.264 RTP payload starts (a fragment's own type, from its FU header). */
function nalTypeOf(payload: Buffer): number {
  const type = payload[0]! & 0x1f;
  return type === FU_A ? payload[1]! & 0x1f : type;
}

describe.each(testDatabases())('local WebRTC transport on $kind', (database) => {
  let t: TestPlatform;
  let operator: ApiClient;
  const peers: WebRtcViewer[] = [];

  beforeAll(async () => {
    t = await startTestPlatform(database, { media: [HQ, HQ_OTHER] });
    await waitForLive(t, [HQ, HQ_OTHER], 45_000);
    operator = new ApiClient(t.url);
    expect((await operator.login('operator', 'operator')).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(peers.map((viewer) => viewer.close()));
    await operator.dispose();
    await t.close();
  });

  it("names the camera's avatar in AVATARID", async () => {
    const answer = await operator.graphql<{ device: { attributes: Array<{ name: string; value: unknown }> } }>(
      ATTRIBUTES,
      { id: HQ },
    );
    expect(answer.data?.device.attributes).toContainEqual({ name: 'AVATARID', value: 'demo-hq-avatar' });
  });

  it("sends the camera's live H.264 over RTP once ICE and DTLS connect", async () => {
    const client = await offerToReceive();
    peers.push(client);
    const answer = await operator.graphql<{ getSDP: { sdp: string } }>(GET_SDP, { id: HQ, sdp: client.offer });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.getSDP.sdp).toMatch(/a=sendonly/);
    expect(answer.data?.getSDP.sdp).toMatch(/H264\/90000/);
    await client.pc.setRemoteDescription({ type: 'answer', sdp: answer.data?.getSDP.sdp ?? '' });
    // A second of video at the demo's 10 fps: more than one access unit, each its own timestamp.
    await until(() => new Set(client.packets.map((p) => p.header.timestamp)).size >= 10);
    const types = client.packets.map((p) => nalTypeOf(p.payload));
    // The stream opens with the parameter sets in front of a keyframe, so a decoder starts at once.
    expect(types[0]).toBe(NAL_SPS);
    expect(types).toContain(NAL_IDR);
    expect(client.packets.some((p) => p.header.marker)).toBe(true);
    expect(t.platform.services.media.webrtc.open).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('stamps pictures with their time and sends the sound and the metadata on the data channel', async () => {
    const client = await offerToReceive();
    peers.push(client);
    const answer = await operator.graphql<{ getSDP: { sdp: string } }>(GET_SDP, { id: HQ, sdp: client.offer });
    expect(answer.errors).toBeUndefined();
    await client.pc.setRemoteDescription({ type: 'answer', sdp: answer.data?.getSDP.sdp ?? '' });
    const frames = () =>
      client.messages.filter((m): m is Buffer => typeof m !== 'string').map((m) => decodeMediaFrame(m));
    await until(() => client.packets.length > 0 && frames().filter((f) => f.audio).length >= 5);
    // Each picture's RTP timestamp is its wall-clock time: a live picture of a moment ago.
    const newest = client.packets.at(-1)!;
    expect(Math.abs(Date.now() - ptsOfRtpTimestamp(newest.header.timestamp, Date.now()))).toBeLessThan(5_000);
    const header = JSON.parse(client.messages.find((m): m is string => typeof m === 'string') ?? '{}') as MediaHeader;
    expect(header.audio?.codec).toMatch(/^mp4a\./);
    const sound = frames().filter((f) => f.audio);
    expect(sound.every((f) => f.data.byteLength > 0 && f.duration > 0)).toBe(true);
    expect(Math.abs(Date.now() - sound.at(-1)!.pts)).toBeLessThan(5_000);
    // What a detector finds in the camera's picture reaches the local viewer with its frame time.
    const pts = Date.now();
    t.platform.services.media.metadata.publish(HQ, pts, 1_000, 'motion', [
      { x: 0.25, y: 0.5, w: 0.125, h: 0.25, alert: true },
    ]);
    // The camera's own detector may tell of its scene's crossing on the same channel: the mark
    // looked for is the one of that time.
    const ours = (f: MediaFrame) => f.metadata && f.pts === Math.round(pts);
    await until(() => frames().some(ours));
    const mark = frames().find(ours)!;
    expect(decodeMetadataPayload(mark.data).boxes).toEqual([
      // Quantised to 1/65535 of the picture.
      expect.objectContaining({
        x: expect.closeTo(0.25, 4),
        y: expect.closeTo(0.5, 4),
        w: expect.closeTo(0.125, 4),
        h: expect.closeTo(0.25, 4),
        alert: true,
      }),
    ]);
  });

  it("refuses another realm's camera and an anonymous caller", async () => {
    const client = await offerToReceive();
    peers.push(client);
    const other = await operator.graphql(GET_SDP, { id: BRANCH, sdp: client.offer });
    expect(other.errors?.[0]?.message).toBe('Device not found');
    const anonymous = new ApiClient(t.url);
    const refused = await anonymous.graphql(GET_SDP, { id: HQ, sdp: client.offer });
    expect(refused.errors?.[0]?.message).toBe('Not logged in');
    await anonymous.dispose();
  });

  it('ends the viewer when its session signs out', async () => {
    const viewer = new ApiClient(t.url);
    expect((await viewer.login('operator', 'operator')).status).toBe(200);
    const client = await offerToReceive();
    peers.push(client);
    const before = t.platform.services.media.webrtc.open;
    const answer = await viewer.graphql<{ getSDP: { sdp: string } }>(GET_SDP, { id: HQ, sdp: client.offer });
    expect(t.platform.services.media.webrtc.open).toBe(before + 1);
    await client.pc.setRemoteDescription({ type: 'answer', sdp: answer.data?.getSDP.sdp ?? '' });
    await until(() => client.packets.length > 0);
    await viewer.post(AUTH_PATHS.logout);
    await until(() => t.platform.services.media.webrtc.open === before);
    await viewer.dispose();
  });

  it("plays another camera of the avatar on a kept connection, stamped on from the last camera's", async () => {
    const client = await offerToReceive();
    peers.push(client);
    const answer = await operator.graphql<{ getSDP: { sdp: string } }>(GET_SDP, { id: HQ, sdp: client.offer });
    await client.pc.setRemoteDescription({ type: 'answer', sdp: answer.data?.getSDP.sdp ?? '' });
    await until(() => client.packets.length > 20);
    const texts = () => client.messages.filter((m): m is string => typeof m === 'string').map((m) => JSON.parse(m));
    const before = client.packets.length;
    client.channel.send(JSON.stringify({ cmd: 'init', objid: HQ_OTHER, streamid: STREAM_NUMBER.FULL }));
    await until(() => texts().some((m) => 'switched' in m));
    const switched = texts().find((m) => 'switched' in m) as LocalSwitched;
    expect(switched.switched).toBe(HQ_OTHER);
    // Every picture of the last camera was stamped before the switch's timestamp.
    const last = client.packets.slice(0, before).at(-1)!;
    expect(isRtpAtOrAfter(last.header.timestamp, switched.rtpTimestamp)).toBe(false);
    const fresh = () =>
      client.packets.slice(before).filter((p) => isRtpAtOrAfter(p.header.timestamp, switched.rtpTimestamp));
    await until(() => fresh().length > 20);
    // The new camera starts at its parameter sets and keyframe, stamped the switch's timestamp.
    expect(fresh()[0]!.header.timestamp).toBe(switched.rtpTimestamp);
    expect(nalTypeOf(fresh()[0]!.payload)).toBe(NAL_SPS);
    // Its pictures' times read back with the offset: live ones.
    const newest = client.packets.at(-1)!.header.timestamp;
    const pts = ptsOfRtpTimestamp((newest - switched.rtpOffset) >>> 0, Date.now());
    expect(Math.abs(Date.now() - pts)).toBeLessThan(5_000);
    // Its header follows on the data channel (the new camera has no sound).
    await until(() => texts().filter((m) => 'mime' in m).length >= 2);

    // Kept for later: 'pause' stops the pictures.
    client.channel.send(JSON.stringify({ cmd: 'pause' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const paused = client.packets.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(client.packets.length).toBe(paused);

    // Another realm's camera is refused on it, and nothing plays.
    client.channel.send(JSON.stringify({ cmd: 'init', objid: BRANCH, streamid: STREAM_NUMBER.FULL }));
    await until(() => texts().some((m) => 'error' in m));
    const refused = texts().find((m) => 'error' in m) as LocalRefused;
    expect(refused.code).toBe(STOP_CODE.NOT_AUTHORIZED);
    expect(refused.error).not.toBe('');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.packets.length).toBe(paused);
  });
});
