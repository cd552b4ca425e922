/** A camera cell nobody operates (chrome 'none', a video wall's; issue 30): its camera's name, state
 *  and marks without the player's controls, menus or buttons. */
jest.mock('../delivery', () => jest.requireActual('./testing/neighbourStubs').delivery);
jest.mock('../ptz', () => jest.requireActual('./testing/neighbourStubs').ptz);
jest.mock('../timeline', () => jest.requireActual('./testing/neighbourStubs').timeline);
import { act, screen, within } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { LOBBY, renderCell } from './testing/renderCell';

describe('CameraCell without operator chrome', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows the camera, its state and its marks, and nothing to press', () => {
    const { controller } = renderCell({ chrome: 'none', state: { status: 'PLAY', mode: 'live' }, outOfSync: true });
    const cell = screen.getByRole('group', { name: LOBBY.name });
    expect(screen.getByText(LOBBY.name)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Live' })).toBeTruthy();
    expect(screen.getByTestId('camera-canvas')).toBeTruthy();
    act(() => controller.setState({ keyframesOnly: true, behindLive: true }));
    expect(screen.getByTestId('keyframes-only').textContent).toBe('Keyframes only');
    expect(screen.getByTestId('behind-live').textContent).toBe('Behind live');
    expect(screen.getByText('Out of Sync')).toBeTruthy();
    // No controls, timeline, settings menu, collapse, fullscreen, play/pause overlay or SYNC.
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(cell.dataset.chrome).toBe('none');
    // A stop still says why.
    act(() => controller.setState({ status: 'STOP', error: { code: 50003, text: 'Video unavailable' } }));
    expect(screen.getByRole('alert').textContent).toBe('[50003] Video unavailable');
  });

  it("keeps the operator's controls by default", () => {
    renderCell({ state: { status: 'PLAY', mode: 'live' } });
    expect(screen.getByRole('toolbar', { name: 'Player controls' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Collapse' })).toBeTruthy();
    const picture = screen.getByTestId('camera-canvas').parentElement as HTMLElement;
    expect(within(picture).getByRole('button', { name: 'Pause' })).toBeTruthy();
  });
});
