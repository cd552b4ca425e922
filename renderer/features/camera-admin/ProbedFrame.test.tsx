import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';

/** A 1×1 JPEG's first bytes are enough: the page shows what the platform sent. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]).toString('base64');

const PROBE = {
  url: 'rtsp://10.0.0.5/stream',
  reachable: true,
  codec: 'h264',
  width: 1280,
  height: 720,
  frameRate: 10,
  browserDecodable: true,
  picture: JPEG,
  streams: [{ index: 0, codec: 'h264', profile: 'High', width: 1280, height: 720, frameRate: 10 }],
  warning: null,
  onvif: null,
};

async function probeOnAddPage(probeDevice: Omit<typeof PROBE, 'picture'> & { picture: string | null }) {
  mockFetch({ 'POST /api/graphql': shellServer({ ProbeCamera: { probeDevice } }) });
  await renderApp('/view/camera/add');
  fireEvent.change(await screen.findByLabelText('URL'), { target: { value: 'rtsp://10.0.0.5/stream' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Probe' })));
}

describe("the camera add page's probe (issue 36)", () => {
  it('shows the picture the probe brought back beside what it read', async () => {
    await probeOnAddPage(PROBE);
    const picture = await screen.findByRole('img', { name: 'Picture from the camera' });
    expect(picture.getAttribute('src')).toBe(`data:image/jpeg;base64,${JPEG}`);
    expect(screen.getByRole('region', { name: 'What the camera sends' }).contains(picture)).toBe(true);
  });

  it('says the camera has sent no picture when the probe brought none', async () => {
    await probeOnAddPage({ ...PROBE, picture: null });
    expect(await screen.findByText('The camera has sent no picture yet.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Picture from the camera' })).toBeNull();
  });
});
