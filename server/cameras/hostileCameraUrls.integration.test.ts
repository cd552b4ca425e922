/** Fault suite, issue 27 #1: no camera URL makes the platform's ffmpeg read its own machine. Every
 *  hostile URL (hostileSourceUrls: local files, wrapper protocols, inline data, raw sockets) is
 *  refused at every entry point — probeDevice, createCamera, updateCamera of a URL camera and of a
 *  demo camera, the CSV import, an ONVIF device answering it as its stream URI — without an answer
 *  that tells whether the file exists; and a row holding one (saved before the rule) is never
 *  opened, so no snapshot shows a file's content. Real RTSP server, real ONVIF device, real ffmpeg. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { onvifServiceUrl } from '../../shared/cameraAdmin/onvifAddress';
import { STREAM_NUMBER } from '../../shared/video/constants';
import { startOnvifDevice } from '../devices/testing/startOnvifDevice';
import { mediaTools } from '../media/sources/mediaTools';
import { hostileSourceUrls } from '../testing/fuzz/hostileSourceUrls';
import type { ApiClient } from '../testing/apiClient';
import { startUrlCameraRig, type UrlCameraRig } from '../testing/rtsp/urlCameraRig';
import { testDatabases } from '../testing/testDatabases';

jest.setTimeout(300_000);

const LOGIN = { user: 'admin', password: 'secret' };
const PROBE = `query($input: CameraInput!) { probeDevice(input: $input) {
  url reachable codec onvif { streamUri: xaddr } warning { message warningFields { field value } } } }`;
const CREATE = 'mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }';
const UPDATE = `mutation($id: ID!, $input: CameraInput!) { updateCamera(id: $id, input: $input) {
  device { id } warning { message warningFields { field value } } } }`;
const IMPORT = 'mutation($csv: String!) { importCameras(csv: $csv) { line deviceId error warning } }';
const CAMERAS = '{ devicesByAspectTypes(types: ["Media"]) { id } }';

/** ffmpeg's words that would tell what is on the platform's disk. */
const FFMPEG_WORDS = /No such file|Invalid data|Permission denied|Is a directory|passwd|root:|Protocol not|whitelist/i;

type Errors = Array<{ message: string }> | undefined;

describe.each(testDatabases())('hostile camera URLs on $kind', (database) => {
  let rig: UrlCameraRig;
  let admin: ApiClient;
  let dir: string;
  let clip: string;
  let urlCameraId: string;
  const demoCameraId = 'demo-hq-camera-1';

  const cameraIds = async () =>
    ((await admin.graphql<{ devicesByAspectTypes: Array<{ id: string }> }>(CAMERAS)).data?.devicesByAspectTypes ?? [])
      .map((d) => d.id)
      .sort();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-hostile-'));
    clip = path.join(dir, 'recording.mp4');
    execFileSync(mediaTools.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=10', '-t', '3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10', '-y', clip],
    ]);
    rig = await startUrlCameraRig(database, [[{ width: 320, height: 240 }, LOGIN]]);
    admin = rig.admin;
    const created = await admin.graphql<{ createCamera: { device: { id: string } } }>(CREATE, {
      input: { name: 'Legit', connection: 'RTSP_TCP', url: rig.cameras[0]!.url, ...LOGIN, authType: 'HTTP_DIGEST' },
    });
    expect(created.errors).toBeUndefined();
    urlCameraId = created.data!.createCamera.device.id;
  });

  afterAll(async () => {
    await rig?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses each at probe, create, update (URL and demo cameras) and CSV import, saying nothing of the file', async () => {
    const before = await cameraIds();
    for (const url of hostileSourceUrls(clip)) {
      for (const connection of ['RTSP_TCP', 'HTTP']) {
        const probe = await admin.graphql<{ probeDevice: { reachable: boolean } }>(PROBE, {
          input: { connection, url },
        });
        expect({ url, refused: Boolean(probe.errors) || probe.data?.probeDevice.reachable === false }).toEqual({
          url,
          refused: true,
        });
        expect(JSON.stringify(probe)).not.toMatch(FFMPEG_WORDS);
        const created = await admin.graphql(CREATE, { input: { name: `Hostile ${connection}`, connection, url } });
        expect({ url, errors: Boolean(created.errors) }).toEqual({ url, errors: true });
        expect(JSON.stringify(created)).not.toMatch(FFMPEG_WORDS);
      }
      const updated = await admin.graphql(UPDATE, { id: urlCameraId, input: { url } });
      expect({ url, errors: Boolean(updated.errors) }).toEqual({ url, errors: true });
      const review = await admin.graphql(UPDATE, { id: urlCameraId, input: { reviewUrl: url } });
      expect({ url, errors: Boolean(review.errors) }).toEqual({ url, errors: true });
      // A demo camera has no URL: a URL sent for it is refused, never probed.
      const demo = await admin.graphql(UPDATE, { id: demoCameraId, input: { url, connection: 'RTSP_TCP' } });
      expect({ url, error: (demo.errors as Errors)?.[0]?.message }).toEqual({
        url,
        error: CAMERA_MESSAGES.noConnection,
      });
      const demoReview = await admin.graphql(UPDATE, { id: demoCameraId, input: { reviewUrl: url } });
      expect({ url, errors: Boolean(demoReview.errors) }).toEqual({ url, errors: true });
      if (!/[\n,"]/.test(url)) {
        const imported = await admin.graphql<{
          importCameras: Array<{ deviceId: string | null; error: string | null }>;
        }>(IMPORT, { csv: `name,url\nImported,${url}\n` });
        expect({ url, row: imported.data?.importCameras[0]?.deviceId ?? null }).toEqual({ url, row: null });
        expect(imported.data?.importCameras[0]?.error).toBeTruthy();
        expect(JSON.stringify(imported)).not.toMatch(FFMPEG_WORDS);
      }
    }
    expect(await cameraIds()).toEqual(before);
  });

  it('answers alike for a file that exists and one that does not: no file-existence oracle', async () => {
    const answers = async (url: string) => {
      const device = await startOnvifDevice({
        login: LOGIN,
        profiles: [{ token: 'main', name: 'Main', width: 320, height: 240, frameRate: 10, streamUri: url }],
      });
      try {
        const onvif = { name: 'Dome', connection: 'ONVIF', url: onvifServiceUrl(device.host, device.port), ...LOGIN };
        return JSON.stringify([
          await admin.graphql(PROBE, { input: { connection: 'RTSP_TCP', url } }),
          await admin.graphql(PROBE, { input: { connection: 'HTTP', url } }),
          await admin.graphql(UPDATE, { id: urlCameraId, input: { url } }),
          await admin.graphql(UPDATE, { id: demoCameraId, input: { url } }),
          await admin.graphql(IMPORT, { csv: `name,url\nImported,${url}\n` }),
          await admin.graphql(PROBE, { input: onvif }),
          await admin.graphql(CREATE, { input: onvif }),
        ])
          .split(onvif.url)
          .join('DEVICE');
      } finally {
        await device.stop();
      }
    };
    const missing = path.join(dir, 'missing.mp4');
    for (const [present, absent] of [
      [`file://${clip}`, `file://${missing}`],
      [clip, missing],
      ['file:///etc/passwd', 'file:///etc/no-such-file'],
      [`concat:${clip}|${clip}`, `concat:${missing}|${missing}`],
    ] as const) {
      const same = (await answers(present)).split(present).join('URL');
      expect({ present, answers: same }).toEqual({
        present,
        answers: (await answers(absent)).split(absent).join('URL'),
      });
    }
  });

  it('does not open a stream URI an ONVIF device answers with one, and adds no camera from it', async () => {
    const before = await cameraIds();
    for (const url of hostileSourceUrls(clip).filter((u) => !u.includes('\n'))) {
      const device = await startOnvifDevice({
        login: LOGIN,
        profiles: [{ token: 'main', name: 'Main', width: 320, height: 240, frameRate: 10, streamUri: url }],
      });
      try {
        const input = {
          name: 'Hostile dome',
          connection: 'ONVIF',
          url: onvifServiceUrl(device.host, device.port),
          ...LOGIN,
        };
        const probe = await admin.graphql<{ probeDevice: { reachable: boolean; onvif: unknown } }>(PROBE, { input });
        expect({ url, probe: probe.data?.probeDevice }).toMatchObject({
          url,
          probe: {
            reachable: false,
            onvif: null,
            warning: { message: CAMERA_MESSAGES.unreachable },
          },
        });
        const created = await admin.graphql(CREATE, { input });
        expect({ url, error: (created.errors as Errors)?.[0]?.message }).toEqual({
          url,
          error: CAMERA_MESSAGES.unreachable,
        });
      } finally {
        await device.stop();
      }
    }
    expect(await cameraIds()).toEqual(before);
  });

  it('never opens a stored row holding one: the camera stays dark and has no snapshot', async () => {
    const services = rig.platform.platform.services;
    const ids = ['stored-file', 'stored-bare', 'stored-concat'];
    const urls = [`file:${clip}`, clip, `concat:${clip}|${clip}`];
    const now = Date.now();
    await services.devices.insertMany(
      ids.map((id, i) => ({
        id,
        realm_id: 'demo-hq',
        name: id,
        device_type: 'camera',
        aspects: '[]',
        config: JSON.stringify({ source: 'url', configType: 'url', url: urls[i] }),
        enabled: 1,
        health_status: 'PENDING',
        parent_id: null,
        position: null,
        created_at: now,
        modified_at: now,
      })),
    );
    for (const id of ids) await services.media.reload(id);
    // Long enough for ffmpeg to have opened a local file and delivered its first frames.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const id of ids) {
      expect({ id, init: services.media.live(id, STREAM_NUMBER.FULL)?.init ?? null }).toEqual({ id, init: null });
      const snapshot = await admin.request('GET', `/api/media/snapshot?obj=${id}`);
      expect({ id, status: snapshot.status }).not.toEqual({ id, status: 200 });
    }
  });
});
