import { act, fireEvent, screen, within } from '@testing-library/react';
import { HEALTHY_STREAM, mediaAspect as stream, mockFetch, renderApp, shellServer } from '../../testing';
import { adminCamera } from './testing/adminCamera';

const camera = (id: string, name: string, enabled: boolean, healthStatus: string) =>
  adminCamera(id, name, { enabled, healthStatus });

async function openCameraList() {
  mockFetch({
    'POST /api/graphql': shellServer({
      AdminCameras: {
        devicesByAspectTypes: [camera('c1', 'Lobby', true, 'NORMAL'), camera('c2', 'Yard', false, 'NORMAL')],
      },
      // Lobby delivers; Yard, disabled, runs nowhere.
      AdminCameraLiveFigures: {
        devicesByAspectTypes: [
          { id: 'c1', aspects: [stream('c1-full', { FPS: 25, liveBitrate: 2_048_000 })] },
          { id: 'c2', aspects: [stream('c2-full', { FPS: null, liveBitrate: null })] },
        ],
      },
      CameraHealth: {
        device: {
          id: 'c1',
          name: 'Lobby',
          healthStatus: 'NORMAL',
          aspects: [
            stream('c1-full', {
              ...HEALTHY_STREAM,
              consumedSpace: 5_000_000_000,
              spaceUsagePerDay: 21_000_000_000,
            }),
          ],
        },
      },
    }),
  });
  const app = await renderApp('/view/Cameras');
  await screen.findByRole('link', { name: 'Yard' });
  return app;
}

const healthOf = (name: string) =>
  screen.getByRole('link', { name }).closest('tr')!.querySelector('[data-health]')!.getAttribute('data-health');

describe('the Cameras list (issue 36)', () => {
  it('shows a disabled camera as off, not with the green dot of its last health', async () => {
    await openCameraList();
    expect(healthOf('Lobby')).toBe('NORMAL');
    expect(healthOf('Yard')).toBe('OFF');
    expect(within(screen.getByRole('link', { name: 'Yard' }).closest('tr')!).getByText('Off')).toBeTruthy();
  });

  it("shows what each camera's main stream delivers now, and opens its statistics under its row (issue 29)", async () => {
    await openCameraList();
    const live = (name: string) =>
      within(screen.getByRole('link', { name }).closest('tr')!).getByTestId('camera-live').textContent;
    await screen.findByText(/^25 fps · /);
    expect(live('Lobby')).toMatch(/^25 fps · 2(\.05)? Mb\/s/);
    expect(live('Yard')).toMatch(/^—/);

    const open = screen.getByRole('button', { name: 'Statistics of Lobby' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(open));
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Statistics of Lobby' });
    const figures = await within(panel).findByRole('region', { name: 'Stream full' });
    const figure = (name: string) => within(figures).getByText(name).nextElementSibling?.textContent;
    expect(figure('Frame rate')).toBe('25 fps');
    expect(figure('Average GOP')).toBe('50');
    expect(figure('Jitter')).toBe('3.2 ms');
    expect(figure('Packet loss')).toBe('0.5%');
    expect(figure('Uptime')).toBe('2 hr');
    expect(figure('Archive size')).toBe('5 GB');
    expect(figure('Recorded per day')).toBe('21 GB');
    expect(open.getAttribute('aria-controls')).toBe(panel.closest('tr')!.id);

    await act(async () => fireEvent.click(open));
    expect(screen.queryByRole('region', { name: 'Statistics of Lobby' })).toBeNull();
  });

  it('leads to camera discovery', async () => {
    const { router } = await openCameraList();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discover cameras' })));
    await screen.findByRole('heading', { name: 'Avatar Discovery' });
    expect(router.state.location.pathname).toBe('/view/camera/discovery');
  });
});
