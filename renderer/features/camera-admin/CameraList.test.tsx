import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';

const camera = (id: string, name: string, enabled: boolean, healthStatus: string) => ({
  id,
  name,
  deviceType: 'camera',
  enabled,
  healthStatus,
  connection: 'ONLINE',
  modifiedAt: 1,
  recording: { mode: 'CONTINUOUS', preRollSeconds: 5, postRollSeconds: 5 },
  config: null,
  storageConfig: null,
  position: null,
  deliveryPriority: 'NORMAL',
  acknowledgeRequired: false,
  isPtz: false,
  location: null,
  aspects: [],
});

async function openCameraList() {
  mockFetch({
    'POST /api/graphql': shellServer({
      AdminCameras: {
        devicesByAspectTypes: [camera('c1', 'Lobby', true, 'NORMAL'), camera('c2', 'Yard', false, 'NORMAL')],
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

  it('leads to camera discovery', async () => {
    const { router } = await openCameraList();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discover cameras' })));
    await screen.findByRole('heading', { name: 'Avatar Discovery' });
    expect(router.state.location.pathname).toBe('/view/camera/discovery');
  });
});
