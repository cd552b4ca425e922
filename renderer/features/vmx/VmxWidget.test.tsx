/** The VMX widget (issue 30): a camera dragged onto a display's cell sets that display's content,
 *  a preset recalled changes the displays, a change from elsewhere shows live, the platform's
 *  refusal shows in place, and an operator who may not control the wall sees it read-only. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { print } from 'graphql';
import { formatDocument } from 'urql';
import { CAMERA_DRAG_TYPE } from '../camera-drag';
import { addTypenames } from '../../testing/addTypenames';
import { VmxWallsChangedSubscription } from './vmxDocuments';
import { VmxWidget } from './VmxWidget';

interface Content {
  viewId: string | null;
  layout: number;
  cameraIds: string[];
}
const empty = (): Content => ({ viewId: null, layout: 1, cameraIds: [] });

function wall(contents: Content[], canControl = true) {
  return {
    id: 'w1',
    name: 'Control room',
    rows: 1,
    columns: 2,
    canControl,
    updatedAt: 1,
    displays: contents.map((content, index) => ({
      index,
      row: 0,
      column: index,
      name: `Display ${index + 1}`,
      paired: index === 1,
      online: index === 1,
      content,
    })),
    presets: [
      { id: 'p1', name: 'Day', contents: [empty(), empty()] },
      {
        id: 'p2',
        name: 'Night',
        contents: [
          { viewId: null, layout: 1, cameraIds: ['gate'] },
          { viewId: null, layout: 1, cameraIds: ['yard'] },
        ],
      },
    ],
  };
}

const CAMERAS = {
  devicesByAspectTypes: [
    { id: 'gate', name: 'Gate' },
    { id: 'yard', name: 'Yard' },
    { id: 'lobby', name: 'Lobby' },
  ],
};

/** The platform's wall as the mocked queries read it: a mutation's answer changes it, as the real
 *  one does (the cache reads the list again after each change). */
let current = wall([empty(), empty()]);

async function open(operations: Record<string, unknown> = {}, canControl = true) {
  localStorage.clear();
  current = wall([empty(), empty()], canControl);
  return renderSignedIn(
    <VmxWidget viewId="vmx" instanceId="vmx-cell" props={{}} size={{ width: 800, height: 600 }} />,
    {
      VmxWalls: () => ({ videoWalls: [current] }),
      VmxCameras: CAMERAS,
      VmxSharedViews: { sharedViews: { realmId: 'demo-hq', sharedViews: [], layout: {}, updatedAt: 1 } },
      ...(operations as object),
    },
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const display = (n: number) => screen.getByRole('region', { name: new RegExp(`^Display ${n}:`) });

/** A drag carrying the camera drag object, as a camera list writes it. */
function cameraDrag(id: string, name: string) {
  const data: Record<string, string> = { [CAMERA_DRAG_TYPE]: JSON.stringify({ type: 'camera', id, name }) };
  return { types: Object.keys(data), getData: (type: string) => data[type] ?? '', dropEffect: 'none' };
}

async function dropCamera(target: HTMLElement, id: string, name: string) {
  const dataTransfer = cameraDrag(id, name);
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  await act(async () => {
    fireEvent.drop(target, { dataTransfer });
  });
  await settle();
}

describe('the VMX widget', () => {
  it('sets display 2 to the camera dropped on it', async () => {
    const { fetch } = await open({
      SetWallDisplayContent: (vars: Record<string, unknown>) => {
        current = wall([empty(), { viewId: null, ...(vars.content as Omit<Content, 'viewId'>) }]);
        return { setWallDisplayContent: current };
      },
    });
    const cell = within(display(2)).getByText('Drop a camera here');
    await dropCamera(cell, 'yard', 'Yard');
    const sent = sentOperations(fetch).find((o) => o.name === 'SetWallDisplayContent');
    expect(sent?.variables).toEqual({ wallId: 'w1', displayIndex: 1, content: { layout: 1, cameraIds: ['yard'] } });
    // The display shows the camera's thumbnail and name; display 1 stays empty.
    expect(await within(display(2)).findByText('Yard')).toBeTruthy();
    expect(display(2).querySelector('img')?.getAttribute('src')).toMatch(/obj=yard/);
    expect(within(display(1)).getByText('Drop a camera here')).toBeTruthy();
  });

  it('recalls the preset picked, and its cameras show on every display', async () => {
    const night = wall([
      { viewId: null, layout: 1, cameraIds: ['gate'] },
      { viewId: null, layout: 1, cameraIds: ['yard'] },
    ]);
    const { fetch } = await open({
      RecallWallPreset: () => {
        current = night;
        return { recallWallPreset: night };
      },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Preset' }), { target: { value: 'p2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Recall' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'RecallWallPreset')?.variables).toEqual({
      wallId: 'w1',
      presetId: 'p2',
    });
    expect(within(display(1)).getByText('Gate')).toBeTruthy();
    expect(within(display(2)).getByText('Yard')).toBeTruthy();
  });

  it('shows a change made elsewhere as it comes (videoWallChanged)', async () => {
    const { socket } = await open();
    const changed = wall([{ viewId: null, layout: 4, cameraIds: ['lobby', 'gate'] }, empty()]);
    current = changed;
    await act(async () => {
      socket.emit(
        'VmxWallsChanged',
        addTypenames(print(formatDocument(VmxWallsChangedSubscription)), {
          videoWallChanged: { wallId: 'w1', wall: changed },
        }),
      );
    });
    await settle();
    expect(within(display(1)).getByText('Lobby')).toBeTruthy();
    expect(within(display(1)).getByText('Gate')).toBeTruthy();
    // A 2 × 2 layout: two cameras and two cells to drop more on.
    expect(within(display(1)).getAllByText('Drop a camera here')).toHaveLength(2);
  });

  it("keeps the wall as it was and shows the platform's refusal in place", async () => {
    await open({
      SetWallDisplayContent: { reply: { status: 200, body: { data: null, errors: [{ message: 'Access denied' }] } } },
    });
    await dropCamera(within(display(1)).getByText('Drop a camera here'), 'gate', 'Gate');
    expect(screen.getByRole('alert').textContent).toBe('Access denied');
    expect(within(display(1)).getByText('Drop a camera here')).toBeTruthy();
  });

  it('is read-only for an operator the platform does not let control the wall', async () => {
    const { fetch } = await open({}, false);
    expect(screen.getByText('You may watch this wall but not change what it shows.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Display 1 .* actions/ })).toBeNull();
    await dropCamera(within(display(1)).getByText('Empty'), 'gate', 'Gate');
    expect(sentOperations(fetch).some((o) => o.name === 'SetWallDisplayContent')).toBe(false);
  });
});
