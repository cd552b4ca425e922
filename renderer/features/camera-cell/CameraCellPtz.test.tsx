jest.mock('../delivery', () => jest.requireActual('./testing/neighbourStubs').delivery);
jest.mock('../ptz', () => jest.requireActual('./testing/neighbourStubs').ptz);
jest.mock('../timeline', () => jest.requireActual('./testing/neighbourStubs').timeline);
import { fireEvent, screen, within } from '@testing-library/react';
import type { PlayerState } from '../player';
import { initI18n } from '../../i18n';
import { LOBBY, renderCell } from './testing/renderCell';

const openPtz = () =>
  fireEvent.click(
    within(screen.getByRole('toolbar', { name: 'Player controls' })).getByRole('button', { name: 'PTZ control' }),
  );
const surface = () => screen.queryByTestId('ptz-click-surface');

describe('click-to-reposition in a camera cell', () => {
  beforeAll(() => initI18n('en-US'));

  it('lies over the live picture only while the PTZ panel is open: elsewhere a click selects the cell', () => {
    const onSelect = jest.fn();
    renderCell({ onSelect });
    expect(surface()).toBeNull();
    fireEvent.click(screen.getByTestId('camera-canvas'));
    expect(onSelect).toHaveBeenCalled();

    openPtz();
    expect(surface()?.getAttribute('data-device-id')).toBe(LOBBY.id);
    // It sits on the picture, beside the status lines and the play/pause overlay.
    expect(surface()?.parentElement).toBe(screen.getByTestId('camera-canvas').parentElement);

    fireEvent.click(screen.getByRole('button', { name: 'Close PTZ' }));
    expect(surface()).toBeNull();
  });

  it.each<[string, Partial<PlayerState>]>([
    ['in the archive', { mode: 'archive' }],
    ['while paused', { status: 'PAUSE' }],
    ['before the picture comes', { status: 'INITIALIZING' }],
  ])('is not offered %s: the picture is not where the camera looks now', (_name, state) => {
    renderCell({ state });
    openPtz();
    expect(screen.getByRole('region', { name: `PTZ ${LOBBY.name}` })).toBeTruthy();
    expect(surface()).toBeNull();
  });

  it('is not offered where the view leaves PTZ controls out', () => {
    renderCell({ options: { ptzControls: false } });
    expect(
      within(screen.getByRole('toolbar', { name: 'Player controls' })).queryByRole('button', { name: 'PTZ control' }),
    ).toBeNull();
    expect(surface()).toBeNull();
  });
});
