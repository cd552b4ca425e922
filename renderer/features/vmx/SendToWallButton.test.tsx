/** 'Send to wall' (issue 30): an event's camera pushed to the display picked, on a wall the operator
 *  may control; no button when the platform lists no such wall. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { SendToWallButton } from './SendToWallButton';

const content = { viewId: null, layout: 1, cameraIds: [] };
const wall = (id: string, name: string, canControl: boolean) => ({
  id,
  name,
  rows: 1,
  columns: 2,
  canControl,
  updatedAt: 1,
  presets: [],
  displays: [0, 1].map((index) => ({
    index,
    row: 0,
    column: index,
    name: `Screen ${index + 1}`,
    paired: true,
    online: true,
    content,
  })),
});
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Send to wall', () => {
  it('pushes the camera to the display picked on a wall the operator may control', async () => {
    const walls = [wall('w1', 'Lobby wall', false), wall('w2', 'Control room', true)];
    const { fetch } = await renderSignedIn(<SendToWallButton cameraId="gate" cameraName="Gate" />, {
      VmxWalls: { videoWalls: walls },
      PushCameraToWall: { pushCameraToWall: walls[1] },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to wall' })));
    await settle();
    const wallField = (await screen.findByRole('combobox', { name: 'Wall' })) as HTMLSelectElement;
    // Only the wall this operator may control is offered.
    expect([...wallField.options].map((o) => o.text)).toEqual(['Control room']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Display' }), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'PushCameraToWall')?.variables).toEqual({
      wallId: 'w2',
      displayIndex: 1,
      cameraId: 'gate',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered without a wall the operator may control', async () => {
    await renderSignedIn(<SendToWallButton cameraId="gate" cameraName="Gate" />, {
      VmxWalls: { videoWalls: [wall('w1', 'Lobby wall', false)] },
    });
    expect(screen.queryByRole('button', { name: 'Send to wall' })).toBeNull();
  });
});
