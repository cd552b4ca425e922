/** Spec 3 §3.1, §4 (camera source kinds: onvif), §7.1–§7.2: an ONVIF camera added by host, port,
 *  user and password on SQLite and PostgreSQL. The device service (startOnvifDevice: no ONVIF
 *  device implementation ships in the registries this project installs from) gives two profiles
 *  whose stream URIs point at a real RTSP server with a login (GStreamer's); the platform reads
 *  them through the onvif library, probes the main stream with ffmpeg, keeps the device's identity
 *  and profiles, and its pipeline plays the stream the device answered. */
import { CAMERA_MESSAGES } from '../../../shared/cameraAdmin/cameraAdminConstants';
import { onvifServiceUrl } from '../../../shared/cameraAdmin/onvifAddress';
import { STREAM_NUMBER } from '../../../shared/video/constants';
import type { ApiClient } from '../../testing/apiClient';
import type { RtspCamera } from '../../testing/rtsp/startRtspCamera';
import { startUrlCameraRig, type UrlCameraRig } from '../../testing/rtsp/urlCameraRig';
import { testDatabases } from '../../testing/testDatabases';
import type { TestPlatform } from '../../testing/testPlatform';
import { nextUpdate, type ObjectUpdatePayload } from '../testing/nextUpdate';
import { startOnvifCameraFor, type OnvifTestDevice } from '../testing/startOnvifDevice';

jest.setTimeout(120_000);

const LOGIN = { user: 'admin', password: 'secret' };
const PROBE = `query($input: CameraInput!) { probeDevice(input: $input) {
  url reachable codec width height warning { message warningFields { field value } }
  onvif { xaddr manufacturer model firmware profileToken profiles { token name encoding width height frameRate streamUri } } } }`;
const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) {
  device { id connection healthStatus
    config { make model firmware onvifServices connect { URL host port user pass passwordSet } }
    aspects { ... on MediaAspect { URL codec videoWidth videoHeight onvifProfile onvifProfiles } } }
  warning { message } } }`;
const CAMERA = `query($ids: [ID!]!) { devicesByIds(ids: $ids) { id connection config { connect { URL } } } }`;
const UPDATES = 'subscription { objectUpdate { id action healthStatus } }';

type Errors = Array<{ message: string }> | undefined;

describe.each(testDatabases())('ONVIF cameras on $kind', (database) => {
  let platform: TestPlatform;
  let rtsp: RtspCamera;
  let onvif: OnvifTestDevice;
  let admin: ApiClient;
  const input = (extra: Record<string, unknown> = {}) => ({
    name: 'Gate dome',
    connection: 'ONVIF',
    url: onvifServiceUrl(onvif.host, onvif.port),
    ...LOGIN,
    authType: 'HTTP_DIGEST',
    ...extra,
  });

  let rig: UrlCameraRig | undefined;
  beforeAll(async () => {
    rig = await startUrlCameraRig(database, [[{ width: 320, height: 240 }, LOGIN]]);
    ({ platform, admin } = rig);
    [rtsp] = rig.cameras as [RtspCamera];
    onvif = await startOnvifCameraFor(rtsp.url, LOGIN, { width: 320, height: 240 });
  });

  afterAll(async () => {
    await rig?.stop();
    await onvif?.stop();
  });

  it('probes the device: its profiles and stream URIs, and the main stream as ffmpeg reads it', async () => {
    const probe = await admin.graphql<{ probeDevice: Record<string, unknown> }>(PROBE, {
      input: input({ name: null }),
    });
    expect(probe.errors).toBeUndefined();
    expect(probe.data?.probeDevice).toMatchObject({
      url: rtsp.url,
      reachable: true,
      codec: 'h264',
      width: 320,
      height: 240,
      // Two profiles are two streams: no warning about a missing second stream.
      warning: null,
      onvif: {
        xaddr: onvifServiceUrl(onvif.host, onvif.port),
        manufacturer: 'Acme',
        model: 'Dome 9',
        firmware: '4.2',
        profileToken: 'main',
        profiles: [
          { token: 'main', name: 'Mainstream', encoding: 'H264', width: 320, height: 240, streamUri: rtsp.url },
          { token: 'sub', name: 'Substream', width: 160, height: 120, streamUri: `${rtsp.url}?sub` },
        ],
      },
    });
  });

  it('says when the device refuses the login or does not answer, and adds no camera from nothing', async () => {
    const wrong = await admin.graphql<{ probeDevice: Record<string, unknown> }>(PROBE, {
      input: input({ password: 'wrong' }),
    });
    expect(wrong.data?.probeDevice).toMatchObject({
      reachable: false,
      onvif: null,
      warning: { warningFields: [{ field: 'password', value: CAMERA_MESSAGES.wrongCredentials }] },
    });
    const refused = await admin.graphql(CREATE, { input: input({ password: 'wrong' }) });
    expect((refused.errors as Errors)?.[0]?.message).toBe(CAMERA_MESSAGES.wrongCredentials);
    const noHost = await admin.graphql(CREATE, { input: input({ url: onvifServiceUrl('', 80) }) });
    expect((noHost.errors as Errors)?.[0]?.message).toBe(CAMERA_MESSAGES.hostRequired);
  });

  it('adds the camera with the device’s identity and plays the stream the device answered', async () => {
    const updates = admin.subscribe<ObjectUpdatePayload>(UPDATES);
    await updates.started;
    const created = await admin.graphql<{ createCamera: { device: Record<string, unknown> & { id: string } } }>(
      CREATE,
      {
        input: input(),
      },
    );
    expect(created.errors).toBeUndefined();
    const device = created.data!.createCamera.device;
    expect(device).toMatchObject({
      connection: 'ONVIF',
      config: {
        make: 'Acme',
        model: 'Dome 9',
        firmware: '4.2',
        onvifServices: { media: `http://127.0.0.1:${onvif.port}/onvif/media_service` },
        connect: {
          URL: onvifServiceUrl(onvif.host, onvif.port),
          host: '127.0.0.1',
          port: onvif.port,
          user: 'admin',
          pass: null,
          passwordSet: true,
        },
      },
      aspects: [
        {
          URL: rtsp.url,
          codec: 'h264',
          videoWidth: 320,
          videoHeight: 240,
          onvifProfile: 'main',
          onvifProfiles: ['Mainstream', 'Substream'],
        },
      ],
    });
    expect(JSON.stringify(created)).not.toContain(LOGIN.password);
    // Plays: NORMAL (an OFF may come first while its source starts on a loaded machine).
    await nextUpdate(updates, device.id, 'STATUS', (update) => update.healthStatus === 'NORMAL');
    expect(platform.platform.services.media.live(device.id, STREAM_NUMBER.FULL)?.init?.init).toMatchObject({
      width: 320,
      height: 240,
    });
    // The camera page reads it back by its device service, as the administrator named it.
    const read = await admin.graphql<{ devicesByIds: Array<Record<string, unknown>> }>(CAMERA, { ids: [device.id] });
    expect(read.data?.devicesByIds[0]).toMatchObject({
      connection: 'ONVIF',
      config: { connect: { URL: onvifServiceUrl(onvif.host, onvif.port) } },
    });
    updates.close();
  });
});
