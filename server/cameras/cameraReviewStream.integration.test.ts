/** Spec 2 §3 (streams FULL and REVIEW) and spec 3 §7.1–§7.2 for a camera added by URL with a second
 *  stream, on SQLite and PostgreSQL, against real RTSP servers (GStreamer's, with a login): the
 *  probe reports the second stream (and no "no second stream" warning), a wrong one is a warning on
 *  its field, the camera records and plays both streams, and removing the second URL restarts the
 *  pipeline with the main stream only. */
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { nextUpdate, type ObjectUpdatePayload } from '../devices/testing/nextUpdate';
import { freePort } from '../testing/platformProcess';
import type { ApiClient } from '../testing/apiClient';
import type { RtspCamera } from '../testing/rtsp/startRtspCamera';
import { startUrlCameraRig, type UrlCameraRig } from '../testing/rtsp/urlCameraRig';
import { testDatabases } from '../testing/testDatabases';
import type { TestPlatform } from '../testing/testPlatform';

jest.setTimeout(120_000);

const PROBE = `query($input: CameraInput!) { probeDevice(input: $input) {
  width height reviewStream { codec width height } warning { message warningFields { field value } } } }`;
const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) {
  device { id reviewUrl } warning { message warningFields { field value } } } }`;
const UPDATE = `mutation($id: ID!, $input: CameraInput!) { updateCamera(id: $id, input: $input) { device { id reviewUrl } } }`;
const DEVICE = `query($id: ID!) { device(id: $id) { aspects { ... on MediaAspect { name videoWidth videoHeight } } } }`;
const UPDATES = 'subscription { objectUpdate { id action healthStatus } }';

type Errors = Array<{ message: string }> | undefined;

describe.each(testDatabases())('a camera with a second stream on $kind', (database) => {
  let platform: TestPlatform;
  let main: RtspCamera;
  let review: RtspCamera;
  let admin: ApiClient;
  const login = { user: 'admin', password: 'secret' };
  const input = (extra: Record<string, unknown> = {}) => ({
    name: 'Dock',
    connection: 'RTSP_TCP',
    url: main.url,
    reviewUrl: review.url,
    user: login.user,
    password: login.password,
    authType: 'HTTP_BASIC',
    ...extra,
  });

  let rig: UrlCameraRig | undefined;
  beforeAll(async () => {
    rig = await startUrlCameraRig(database, [
      [{ width: 320, height: 240 }, login],
      [{ width: 160, height: 120 }, login],
    ]);
    ({ platform, admin } = rig);
    [main, review] = rig.cameras as [RtspCamera, RtspCamera];
  });
  afterAll(() => rig?.stop());

  it('probes the second stream, and warns on its field when it does not answer', async () => {
    const good = await admin.graphql<{ probeDevice: Record<string, unknown> }>(PROBE, { input: input() });
    expect(good.errors).toBeUndefined();
    expect(good.data?.probeDevice).toEqual({
      width: 320,
      height: 240,
      reviewStream: { codec: 'h264', width: 160, height: 120 },
      warning: null,
    });
    const nobody = `rtsp://127.0.0.1:${await freePort()}/review`;
    const bad = await admin.graphql<{ probeDevice: Record<string, unknown> }>(PROBE, {
      input: input({ reviewUrl: nobody }),
    });
    expect(bad.data?.probeDevice).toMatchObject({
      reviewStream: null,
      warning: {
        message: CAMERA_MESSAGES.reviewUnreachable,
        warningFields: [{ field: 'reviewUrl', value: CAMERA_MESSAGES.reviewUnreachable }],
      },
    });
    const refused = await admin.graphql(CREATE, { input: input({ reviewUrl: 'ftp://10.0.0.5/x' }) });
    expect((refused.errors as Errors)?.[0]?.message).toBe(CAMERA_MESSAGES.urlScheme);
  });

  it('records and plays both streams, and goes back to one when the second URL is removed', async () => {
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const created = await admin.graphql<{ createCamera: { device: { id: string; reviewUrl: string } } }>(CREATE, {
      input: input(),
    });
    expect(created.errors).toBeUndefined();
    const { id, reviewUrl } = created.data!.createCamera.device;
    expect(reviewUrl).toBe(review.url);
    expect(JSON.stringify(created)).not.toContain('secret');
    await nextUpdate(updates, id, 'STATUS');
    const media = platform.platform.services.media;
    const inits = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        const full = media.live(id, STREAM_NUMBER.FULL)?.init;
        const small = media.live(id, STREAM_NUMBER.REVIEW)?.init;
        if (full && small) return { full: full.init, small: small.init };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the camera did not start both streams');
    };
    expect(await inits()).toMatchObject({ full: { width: 320, height: 240 }, small: { width: 160, height: 120 } });
    const device = await admin.graphql<{ device: { aspects: Array<Record<string, unknown>> } }>(DEVICE, { id });
    expect(device.data?.device.aspects).toEqual([
      { name: 'Main stream', videoWidth: 320, videoHeight: 240 },
      { name: 'Review stream', videoWidth: 160, videoHeight: 120 },
    ]);
    // Both streams are recorded.
    const recorded = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        await media.flushIndex();
        const now = Date.now();
        const spans = await Promise.all(
          [STREAM_NUMBER.FULL, STREAM_NUMBER.REVIEW].map((stream) =>
            media.archive.spans(id, stream, now - 60_000, now),
          ),
        );
        if (spans.every((stream) => stream.length > 0)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await recorded()).toBe(true);

    const single = await admin.graphql<{ updateCamera: { device: { reviewUrl: string | null } } }>(UPDATE, {
      id,
      input: { reviewUrl: '' },
    });
    expect(single.data?.updateCamera.device.reviewUrl).toBeNull();
    expect(media.camera(id)?.live.has(STREAM_NUMBER.REVIEW)).toBe(false);
    expect(media.camera(id)?.live.has(STREAM_NUMBER.FULL)).toBe(true);
    updates.close();
  });
});
