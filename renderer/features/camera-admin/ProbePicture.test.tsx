import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';

const CAMERA = {
  id: 'camera-6e23dec4',
  name: 'Lobby Camera',
  deviceType: 'camera',
  enabled: true,
  healthStatus: 'NORMAL',
  connection: 'RTSP_TCP',
  modifiedAt: 1,
  recording: { mode: 'CONTINUOUS', preRollSeconds: 5, postRollSeconds: 5 },
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
  storageConfig: null,
  position: null,
  deliveryPriority: 'NORMAL',
  acknowledgeRequired: false,
  isPtz: false,
  location: null,
  aspects: [],
};

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
