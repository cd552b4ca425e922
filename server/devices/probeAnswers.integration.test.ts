/** Issue 27 #8: probes are no port scanner and no file oracle. Whatever stops a probe — a closed
 *  port, a name that does not resolve, a service that is not a camera or gateway, a redirect, a
 *  local file — probeDevice, probeSensorDevice and probeGateway answer it in one wording; and
 *  without VANTAGE_PROBE_NETWORKS the platform's own machine is not probed at all, however well
 *  it answers (a real RTSP camera, a listening port, a gateway), nor saved as a camera. An ONVIF
 *  device is read only at the address named (and allowed), whatever host it announces for its
 *  services. */
import http from 'node:http';
import net from 'node:net';
import { CAMERA_MESSAGES } from '../../shared/cameraAdmin/cameraAdminConstants';
import { onvifServiceUrl } from '../../shared/cameraAdmin/onvifAddress';
import { DEVICE_ERROR } from '../../shared/devices/deviceAdminConstants';
import { ApiClient } from '../testing/apiClient';
import { startOnvifDevice } from './testing/startOnvifDevice';
import { freePort } from '../testing/platformProcess';
import { startRtspCamera, type RtspCamera } from '../testing/rtsp/startRtspCamera';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform';

jest.setTimeout(180_000);

const CAMERA_PROBE = `query($input: CameraInput!) { probeDevice(input: $input) {
  reachable warning { message warningFields { field value } } } }`;
const SENSOR_PROBE =
  'query($input: SensorProbeInput!) { probeSensorDevice(input: $input) { reachable latencyMs warning { message } } }';
const GATEWAY_PROBE =
  'query($input: GatewayProbeInput!) { probeGateway(input: $input) { lenelVersion warning { message } } }';
const CREATE = 'mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }';

type Errors = Array<{ message: string }> | undefined;

/** Local services a probe may meet: a port that takes connections and says nothing, an HTTP server
 *  answering 500, one redirecting to the platform's own machine, one answering text. */
async function localServices() {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.end();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const requested: string[] = [];
  const web = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url?.startsWith('/playlist.m3u8')) {
      // An HLS playlist whose segment is another URL: ffmpeg's hls demuxer would fetch it.
      const { port } = web.address() as net.AddressInfo;
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      response.end(
        `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`,
      );
    } else if (request.url?.startsWith('/redirect')) {
      response.writeHead(302, { location: 'http://127.0.0.1:1/api/access/onguard/openaccess/version' }).end();
    } else if (request.url?.startsWith('/text')) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('root:x:0:0:root:/root:/bin/bash\n');
    } else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const port = (server: net.Server) => (server.address() as net.AddressInfo).port;
  return {
    requested,
    silentPort: port(silent),
    webPort: port(web),
    close: async () => {
      web.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await Promise.all([silent, web].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}

describe.each(testDatabases())('probe answers on $kind', (database) => {
  let rtsp: RtspCamera;
  let services: Awaited<ReturnType<typeof localServices>>;
  beforeAll(async () => {
    rtsp = await startRtspCamera({ width: 160, height: 120 });
    services = await localServices();
  });
  afterAll(async () => {
    await rtsp?.stop();
    await services?.close();
  });

  describe('with loopback allowed', () => {
    let platform: TestPlatform;
    let admin: ApiClient;
    beforeAll(async () => {
      platform = await startTestPlatform(database);
      admin = new ApiClient(platform.url);
      expect((await admin.login('admin', 'admin')).status).toBe(200);
    });
    afterAll(async () => {
      await admin?.dispose();
      await platform?.close();
    });

    it('answers every failed camera probe alike: closed port, silent port, HTTP error, text, unknown name', async () => {
      const closed = await freePort();
      const inputs = [
        { connection: 'RTSP_TCP', url: `rtsp://127.0.0.1:${closed}/x` },
        { connection: 'RTSP_TCP', url: `rtsp://127.0.0.1:${services.silentPort}/x` },
        { connection: 'RTSP_TCP', url: 'rtsp://no-such-camera.invalid/x' },
        { connection: 'HTTP', url: `http://127.0.0.1:${closed}/x` },
        { connection: 'HTTP', url: `http://127.0.0.1:${services.webPort}/error` },
        { connection: 'HTTP', url: `http://127.0.0.1:${services.webPort}/text` },
        { connection: 'HTTP', url: `http://127.0.0.1:${services.webPort}/redirect` },
        { connection: 'HTTP', url: `http://127.0.0.1:${services.webPort}/playlist.m3u8` },
        { connection: 'ONVIF', url: onvifServiceUrl('127.0.0.1', closed) },
        { connection: 'ONVIF', url: onvifServiceUrl('127.0.0.1', services.webPort) },
        { connection: 'ONVIF', url: onvifServiceUrl('127.0.0.1', services.silentPort) },
      ];
      for (const input of inputs) {
        const probe = await admin.graphql<{ probeDevice: unknown }>(CAMERA_PROBE, { input });
        expect({ input, answer: probe.data?.probeDevice }).toEqual({
          input,
          answer: {
            reachable: false,
            warning: {
              message: CAMERA_MESSAGES.unreachable,
              warningFields: [{ field: 'url', value: CAMERA_MESSAGES.unreachable }],
            },
          },
        });
      }
      // The playlist was read, its segment never fetched.
      expect(services.requested).toContain('/playlist.m3u8');
      expect(services.requested).not.toContain('/segment.ts');
    });

    it('reads an ONVIF device only at the address named, whatever host it announces for its services', async () => {
      const login = { user: 'admin', password: 'secret' };
      const device = await startOnvifDevice({
        login,
        announce: `http://127.0.0.1:${services.webPort}`,
        profiles: [{ token: 'main', name: 'Main', width: 160, height: 120, frameRate: 10, streamUri: rtsp.url }],
      });
      const before = services.requested.length;
      try {
        const probe = await admin.graphql<{ probeDevice: { reachable: boolean } }>(CAMERA_PROBE, {
          input: { connection: 'ONVIF', url: onvifServiceUrl(device.host, device.port), ...login },
        });
        expect(probe.data?.probeDevice.reachable).toBe(true);
        expect(device.calls).toContain('GetProfiles');
        expect(services.requested.slice(before)).toEqual([]);
      } finally {
        await device.stop();
      }
    });

    it('answers every failed sensor and gateway probe alike', async () => {
      const closed = await freePort();
      for (const host of ['127.0.0.1', 'no-such-sensor.invalid']) {
        const probe = await admin.graphql<{ probeSensorDevice: unknown }>(SENSOR_PROBE, {
          input: { host, port: closed },
        });
        expect({ host, answer: probe.data?.probeSensorDevice }).toEqual({
          host,
          answer: { reachable: false, latencyMs: null, warning: { message: DEVICE_ERROR.UNREACHABLE } },
        });
      }
      for (const URL of [
        `http://127.0.0.1:${closed}`,
        `http://127.0.0.1:${services.silentPort}`,
        `http://127.0.0.1:${services.webPort}/error`,
        `http://127.0.0.1:${services.webPort}/text`,
        `http://127.0.0.1:${services.webPort}/redirect`,
        'http://no-such-gateway.invalid',
      ]) {
        const probe = await admin.graphql<{ probeGateway: unknown }>(GATEWAY_PROBE, { input: { URL } });
        expect({ URL, answer: probe.data?.probeGateway }).toEqual({
          URL,
          answer: { lenelVersion: null, warning: { message: DEVICE_ERROR.UNREACHABLE } },
        });
      }
    });
  });

  describe('with the default networks (public addresses only)', () => {
    let platform: TestPlatform;
    let admin: ApiClient;
    beforeAll(async () => {
      platform = await startTestPlatform(database, { env: { VANTAGE_PROBE_NETWORKS: '' } });
      admin = new ApiClient(platform.url);
      expect((await admin.login('admin', 'admin')).status).toBe(200);
    });
    afterAll(async () => {
      await admin?.dispose();
      await platform?.close();
    });

    it('does not probe the platform’s own machine, however well it answers, nor save a camera there', async () => {
      for (const url of [
        rtsp.url,
        rtsp.url.replace('127.0.0.1', 'localhost'),
        rtsp.url.replace('127.0.0.1', '[::1]'),
      ]) {
        const probe = await admin.graphql<{ probeDevice: unknown }>(CAMERA_PROBE, {
          input: { connection: 'RTSP_TCP', url },
        });
        expect({ url, answer: probe.data?.probeDevice }).toMatchObject({
          url,
          answer: { reachable: false, warning: { message: CAMERA_MESSAGES.networkRefused } },
        });
        const created = await admin.graphql(CREATE, { input: { name: 'Local', connection: 'RTSP_TCP', url } });
        expect({ url, error: (created.errors as Errors)?.[0]?.message }).toEqual({
          url,
          error: CAMERA_MESSAGES.networkRefused,
        });
      }
      const sensor = await admin.graphql<{ probeSensorDevice: unknown }>(SENSOR_PROBE, {
        input: { host: '127.0.0.1', port: services.silentPort },
      });
      expect(sensor.data?.probeSensorDevice).toEqual({
        reachable: false,
        latencyMs: null,
        warning: { message: DEVICE_ERROR.UNREACHABLE },
      });
      const gateway = await admin.graphql<{ probeGateway: unknown }>(GATEWAY_PROBE, {
        input: { URL: `http://127.0.0.1:${services.webPort}/error` },
      });
      expect(gateway.data?.probeGateway).toEqual({
        lenelVersion: null,
        warning: { message: DEVICE_ERROR.UNREACHABLE },
      });
    });
  });
});
