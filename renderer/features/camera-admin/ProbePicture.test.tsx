import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';
import { adminCamera } from './testing/adminCamera';

const CAMERA = adminCamera('camera-6e23dec4', 'Lobby Camera', {
  connection: 'RTSP_TCP',
  config: {
    configType: 'url',
    connect: {
      authType: 'BASIC',
      URL: 'rtsp://10.0.0.5/stream',
      host: null,
      port: null,
      user: null,
      passwordSet: false,
    },
  },
});

const PROBE = {
  url: 'rtsp://10.0.0.5/stream',
  reachable: true,
  codec: 'h264',
  width: 1280,
  height: 720,
  frameRate: 10,
  browserDecodable: true,
  streams: [{ index: 0, codec: 'h264', profile: 'High', width: 1280, height: 720, frameRate: 10 }],
  warning: null,
  onvif: null,
};

describe("the camera page's probe (issue 36)", () => {
  it("shows the probed camera's picture beside what the probe read", async () => {
    mockFetch({
      'POST /api/graphql': shellServer({ AdminCamera: { device: CAMERA }, ProbeCamera: { probeDevice: PROBE } }),
    });
    await renderApp(`/view/camera/edit/${CAMERA.id}/connection`);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Probe' })));
    const picture = await screen.findByRole('img', { name: 'Picture of Lobby Camera' });
    expect(new URL(picture.getAttribute('src')!, 'http://localhost').searchParams.get('obj')).toBe(CAMERA.id);
    expect(screen.getByRole('region', { name: 'What the camera sends' }).contains(picture)).toBe(true);
  });
});
