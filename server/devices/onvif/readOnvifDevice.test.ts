/** Spec 3 §4 (camera source kinds: onvif): the onvif library against an ONVIF device service — a
 *  signed login, the device's identity, its profiles largest first with their stream URIs, and a
 *  wrong login or an address where nothing answers told apart. */
import net from 'node:net';
import { startOnvifDevice, type OnvifTestDevice } from '../testing/startOnvifDevice';
import { readOnvifDevice } from './readOnvifDevice';

const LOGIN = { user: 'operator', password: 's3cret' };
let device: OnvifTestDevice;

beforeAll(async () => {
  device = await startOnvifDevice({
    login: LOGIN,
    manufacturer: 'Acme',
    model: 'Dome 9',
    firmware: '4.2',
    profiles: [
      {
        token: 'sub',
        name: 'Substream',
        width: 320,
        height: 180,
        frameRate: 5,
        streamUri: 'rtsp://127.0.0.1:8554/sub',
      },
      {
        token: 'main',
        name: 'Mainstream',
        width: 1280,
        height: 720,
        frameRate: 25,
        streamUri: 'rtsp://127.0.0.1:8554/main',
      },
    ],
  });
});
afterAll(() => device?.stop());

const address = (login = LOGIN) => ({ host: device.host, port: device.port, path: '/onvif/device_service', ...login });

it('reads identity, services and profiles with their stream URIs, the largest picture first', async () => {
  const read = await readOnvifDevice(address(), 5_000);
  expect(read).toMatchObject({ manufacturer: 'Acme', model: 'Dome 9', firmware: '4.2', serialNumber: 'TEST-0001' });
  expect(read.services.media).toBe(`http://127.0.0.1:${device.port}/onvif/media_service`);
  expect(read.profiles).toEqual([
    {
      token: 'main',
      name: 'Mainstream',
      encoding: 'H264',
      width: 1280,
      height: 720,
      frameRate: 25,
      streamUri: 'rtsp://127.0.0.1:8554/main',
    },
    {
      token: 'sub',
      name: 'Substream',
      encoding: 'H264',
      width: 320,
      height: 180,
      frameRate: 5,
      streamUri: 'rtsp://127.0.0.1:8554/sub',
    },
  ]);
  expect(device.calls).toEqual(expect.arrayContaining(['GetSystemDateAndTime', 'GetProfiles', 'GetStreamUri']));
});

it('tells a wrong password from an address where nothing answers', async () => {
  await expect(readOnvifDevice(address({ ...LOGIN, password: 'wrong' }), 5_000)).rejects.toMatchObject({
    failure: 'wrongCredentials',
  });
  // A port that was just free: nothing listens there.
  const closed = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  await expect(readOnvifDevice({ ...address(), port: closed }, 5_000)).rejects.toMatchObject({
    failure: 'unreachable',
    detail: 'the connection was refused',
  });
});
