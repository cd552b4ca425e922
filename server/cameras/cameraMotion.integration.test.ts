/** Spec 3 §4 recording mode EVENTS on a camera added by URL, on SQLite and PostgreSQL: a real RTSP
 *  server (GStreamer's, with a login) fed by ffmpeg with a still scene that a tall object crosses
 *  every 8 s. The camera gets motion detection when it is added, its motion is an event witnessed
 *  by it, its archive holds the video around that motion and stops after the post-roll, and a
 *  camera disabled and enabled again detects motion again; a camera recording continuously detects
 *  motion when its motion setting is on. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { MOTION_MESSAGE } from '../../shared/events/motionConstants';
import { STREAM_NUMBER } from '../../shared/video/constants';
import type { ApiClient, Subscription } from '../testing/apiClient';
import { CROSSING_SCENE } from '../testing/rtsp/crossingScene';
import type { RtspCamera } from '../testing/rtsp/startRtspCamera';
import { startUrlCameraRig, type UrlCameraRig } from '../testing/rtsp/urlCameraRig';
import { testDatabases } from '../testing/testDatabases';
import type { TestPlatform } from '../testing/testPlatform';

jest.setTimeout(180_000);

/** Seconds of video kept before and after an event. */
const PRE_ROLL_S = 2;
const POST_ROLL_S = 2;
/** Longer than two crossings: one that falls while the detector learns the scene may be missed. */
const MOTION_WAIT_MS = 30_000;
/** How long after the motion its recording may reach the index, well before the next event. */
const RECORDING_WAIT_MS = 15_000;

const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) { device { id motion { enabled sensitivity } } } }`;
const UPDATE = `mutation($id: ID!, $input: CameraInput!) { updateCamera(id: $id, input: $input) { device { id motion { enabled sensitivity } } } }`;
const ENABLE = 'mutation($ids: [ID!]!, $enabled: Boolean!) { setCamerasEnabled(ids: $ids, enabled: $enabled) { id } }';
const EVENTS = (id: string) =>
  `subscription { auditEntries(witnesses: ["${id}"]) { entry { triggeredAt message witnesses { id } } } }`;

interface EventUpdate {
  auditEntries: { entry: { triggeredAt: number; message: string; witnesses: Array<{ id: string }> } | null };
}

async function nextMotion(
  events: Subscription<EventUpdate>,
): Promise<{ triggeredAt: number; witnesses: Array<{ id: string }> }> {
  const deadline = Date.now() + MOTION_WAIT_MS;
  for (;;) {
    const entry = (await events.next(Math.max(1, deadline - Date.now()))).data?.auditEntries.entry;
    if (entry?.message === MOTION_MESSAGE) return entry;
  }
}

describe.each(testDatabases())('motion on a camera added by URL on $kind', (database) => {
  let platform: TestPlatform;
  let rtsp: RtspCamera;
  let admin: ApiClient;

  let rig: UrlCameraRig | undefined;
  beforeAll(async () => {
    rig = await startUrlCameraRig(database, [
      [{ width: 320, height: 240 }, { user: 'admin', password: 'secret' }, CROSSING_SCENE],
    ]);
    ({ platform, admin } = rig);
    [rtsp] = rig.cameras as [RtspCamera];
  });
  afterAll(() => rig?.stop());

  it('records an EVENTS camera around its own motion, and detects again after a disable and enable', async () => {
    const created = await admin.graphql<{ createCamera: { device: { id: string } } }>(CREATE, {
      input: {
        name: 'Yard gate',
        connection: 'RTSP_TCP',
        url: rtsp.url,
        user: 'admin',
        password: 'secret',
        authType: 'HTTP_BASIC',
        recording: { mode: 'EVENTS', preRollSeconds: PRE_ROLL_S, postRollSeconds: POST_ROLL_S },
      },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createCamera.device.id;
    const media = platform.platform.services.media;
    const events = admin.subscribe<EventUpdate>(EVENTS(id));
    await events.started;

    const motion = await nextMotion(events);
    const heardAt = Date.now();
    // Media time zero of the camera's run is its first frame: no pre-roll reaches before it.
    const runStart = media.live(id, STREAM_NUMBER.FULL)?.init?.originMs ?? Number.POSITIVE_INFINITY;
    // The recording around the motion, once its post-roll is in the index: a busy machine writes it
    // later than a quiet one, so it is waited for (within the pause before the next event).
    const spansUpTo = async (until: number) => {
      await media.flushIndex();
      return media.archive.spans(id, STREAM_NUMBER.FULL, until - 120_000, until);
    };
    const postRollEnd = motion.triggeredAt + POST_ROLL_S * 1000;
    const deadline = Date.now() + RECORDING_WAIT_MS;
    let around: { start: number; end: number } | undefined;
    let recorded: Array<{ start: number; end: number }> = [];
    while (!around && Date.now() < deadline) {
      recorded = await spansUpTo(Date.now());
      around = recorded.find((s) => s.start <= motion.triggeredAt && s.end >= postRollEnd);
      if (!around) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!around) {
      const relative = recorded.map((s) => `${s.start - motion.triggeredAt}..${s.end - motion.triggeredAt} ms`);
      throw new Error(`no recording holds the motion and its post-roll; recorded around it: ${relative.join(', ')}`);
    }
    // Past the post-roll (and the keyframe that ends it) the recording stops until the next event.
    const stoppedBy = Math.max(heardAt + (POST_ROLL_S + 4) * 1000, around.end + 4_000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedBy - Date.now())));
    const now = Date.now();
    const spans = await spansUpTo(now);
    // The pre-roll was kept (all of the run, when it began less than a pre-roll before the motion),
    // and the post-roll after the event was recorded.
    expect(around.start).toBeLessThanOrEqual(Math.max(motion.triggeredAt - 1000, runStart));
    expect(around.end).toBeGreaterThanOrEqual(motion.triggeredAt + POST_ROLL_S * 1000);
    // Not continuous: nothing was recorded in the last seconds (the next event is 30 s away).
    const newest = Math.max(...spans.map((s) => s.end));
    expect(newest).toBeLessThan(now - 2000);

    // A camera enabled again runs a new pipeline; its motion is detected again.
    expect((await admin.graphql(ENABLE, { ids: [id], enabled: false })).errors).toBeUndefined();
    expect(media.camera(id)).toBeUndefined();
    expect((await admin.graphql(ENABLE, { ids: [id], enabled: true })).errors).toBeUndefined();
    events.drain();
    const again = await nextMotion(events);
    expect(again.triggeredAt).toBeGreaterThan(now);
    events.close();
  });

  it('detects motion on a camera recording continuously when its motion setting is on', async () => {
    const login = { connection: 'RTSP_TCP', url: rtsp.url, user: 'admin', password: 'secret', authType: 'HTTP_BASIC' };
    type Saved = { device: { id: string; motion: { enabled: boolean; sensitivity: number } } };
    const plain = await admin.graphql<{ createCamera: Saved }>(CREATE, { input: { name: 'Yard west', ...login } });
    // Recording continuously with no motion setting of its own: no detection.
    expect(plain.data?.createCamera.device.motion).toEqual({ enabled: false, sensitivity: 50 });
    const refused = await admin.graphql(UPDATE, {
      id: plain.data!.createCamera.device.id,
      input: { motion: { sensitivity: 0 } },
    });
    expect((refused.errors as Array<{ message: string }> | undefined)?.[0]?.message).toBe(
      CAMERA_MESSAGES.sensitivityRange,
    );

    const created = await admin.graphql<{ createCamera: Saved }>(CREATE, {
      input: { name: 'Yard north', ...login, motion: { enabled: true, sensitivity: 60 } },
    });
    expect(created.errors).toBeUndefined();
    const { id, motion } = created.data!.createCamera.device;
    expect(motion).toEqual({ enabled: true, sensitivity: 60 });
    const events = admin.subscribe<EventUpdate>(EVENTS(id));
    await events.started;
    expect(await nextMotion(events)).toMatchObject({ witnesses: [{ id }] });
    events.close();

    const media = platform.platform.services.media;
    const pid = media.camera(id)?.source.pid;
    const off = await admin.graphql<{ updateCamera: Saved }>(UPDATE, { id, input: { motion: { enabled: false } } });
    expect(off.data?.updateCamera.device.motion).toEqual({ enabled: false, sensitivity: 60 });
    // A new motion setting restarts the camera's pipeline, and with it its detector.
    expect(media.camera(id)?.source.pid).not.toBe(pid);
  });
});
