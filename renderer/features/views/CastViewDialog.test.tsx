/** Cast to display in the desktop app (spec 1 §2.8; issue 30): the computer's screens, then the
 *  paired displays of the video walls the operator may control; a wall display takes a personal
 *  view's cameras or a shared view by its id, and shows the platform's refusal in place. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { View } from '../../../shared/views';
import { CastViewDialog } from './CastViewDialog';

const content = { viewId: null, layout: 1, cameraIds: [] };
const wall = (id: string, name: string, canControl: boolean, displays: Array<[string, boolean, boolean]>) => ({
  id,
  name,
  rows: 1,
  columns: displays.length,
  canControl,
  updatedAt: 1,
  presets: [],
  displays: displays.map(([displayName, paired, online], index) => ({
    index,
    row: 0,
    column: index,
    name: displayName,
    paired,
    online,
    content,
  })),
});
const WALLS = [
  wall('w1', 'Lobby', false, [['Display 1', true, true]]),
  wall('w2', 'Control room', true, [
    ['Display 1', true, true],
    ['Right TV', false, false],
  ]),
  wall('w3', 'Atrium', true, [['North', true, false]]),
];
const camera = (id: string, deviceId: string) => ({
  id,
  name: 'Camera',
  module: 'video',
  widgetId: 'CameraCell',
  props: { deviceId },
});
const VIEW = {
  id: 'v-gates',
  name: 'Gates',
  hasLayout: true,
  layout: { type: 'cell', id: 'c1', size: 1 },
  widgets: [camera('c1', 'cam-a'), camera('c2', 'cam-b'), camera('c3', 'cam-a'), camera('c4', 'cam-c')],
} as unknown as View;
const casting = {
  listDisplays: jest.fn(async () => [
    { id: 1, index: 0, name: 'Left', isPrimary: true, bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
    { id: 2, index: 1, name: 'Right', isPrimary: false, bounds: { x: 1920, y: 0, width: 1920, height: 1080 } },
  ]),
  castView: jest.fn(async () => undefined),
} as never;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const itemsOf = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Cast to display', () => {
  it("lists the screens, then the paired displays of the walls the operator may control, in the operator's words", async () => {
    const onClose = jest.fn();
    const { fetch } = await renderSignedIn(<CastViewDialog view={VIEW} casting={casting} onClose={onClose} />, {
      VmxWalls: { videoWalls: WALLS },
      SetWallDisplayContent: { setWallDisplayContent: WALLS[1] },
    });
    await settle();
    expect(itemsOf('Screens of this computer')).toEqual(['Left (primary)', 'Right']);
    // Lobby is not the operator's to control, Right TV is not paired; Atrium's display is offline.
    expect(itemsOf('Video wall displays')).toEqual(['Atrium — North (offline)', 'Control room — Display 1']);

    // A personal view goes by its cameras, each once, in the smallest layout that holds them.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Control room — Display 1' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'SetWallDisplayContent')?.variables).toEqual({
      wallId: 'w2',
      displayIndex: 0,
      content: { layout: 4, cameraIds: ['cam-a', 'cam-b', 'cam-c'] },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a shared view by its id and shows a refusal in place', async () => {
    const onClose = jest.fn();
    const { fetch } = await renderSignedIn(
      <CastViewDialog view={{ ...VIEW, isShared: true }} casting={casting} onClose={onClose} />,
      {
        VmxWalls: { videoWalls: WALLS },
        SetWallDisplayContent: { reply: { body: { data: null, errors: [{ message: 'Not enough rights' }] } } },
      },
    );
    await settle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Atrium — North (offline)' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'SetWallDisplayContent')?.variables).toEqual({
      wallId: 'w3',
      displayIndex: 0,
      content: { viewId: 'v-gates' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Not enough rights');
    expect(onClose).not.toHaveBeenCalled();
  });
});
