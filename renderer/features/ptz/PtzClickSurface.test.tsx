import { fireEvent, screen } from '@testing-library/react';
import { callsTo, type GraphqlOperations, renderSignedIn, settle } from '../../testing';
import { PtzClickSurface } from './PtzClickSurface';
import { PTZ, ptzLockAnswer, ptzPanelAnswer } from './testing/ptzAnswers';

/** The picture on screen: 640x360 at (100, 20). */
const PICTURE = { left: 100, top: 20, width: 640, height: 360 };

const config = (clickToReposition: boolean) => ({ PtzPanel: ptzPanelAnswer({ clickToReposition }) });
const answer = (allowOverride: string) => ptzLockAnswer('ptzRel', allowOverride);

async function renderSurface(operations: GraphqlOperations) {
  const { fetch } = await renderSignedIn(<PtzClickSurface deviceId={PTZ} picture={() => PICTURE} />, {
    PtzPriority: { ptzPriority: 5 },
    PtzRel: answer('sameuser'),
    ...operations,
  });
  const sent = () =>
    callsTo(fetch, 'POST /api/graphql')
      .map((call) => call.body as { query: string; variables: Record<string, unknown> })
      .filter((body) => /mutation PtzRel/.test(body.query))
      .map((body) => body.variables);
  return { sent };
}

const pointer = (x: number, y: number) => ({ button: 0, pointerId: 1, clientX: x, clientY: y });

describe('PtzClickSurface (click-to-reposition)', () => {
  it('centres the camera on a clicked point of its picture', async () => {
    const { sent } = await renderSurface(config(true));
    const surface = screen.getByTestId('ptz-click-surface');
    expect(surface.title).toBe('Click to centre the camera on a point; drag a rectangle to zoom into it');
    fireEvent.pointerDown(surface, pointer(580, 200));
    fireEvent.pointerUp(surface, pointer(580, 200));
    await settle();
    expect(sent()).toEqual([{ id: PTZ, command: { x: 0.25, y: 0 }, priority: 5 }]);
  });

  it('shows the rectangle while it is drawn and zooms into it on release', async () => {
    const { sent } = await renderSurface(config(true));
    const surface = screen.getByTestId('ptz-click-surface');
    fireEvent.pointerDown(surface, pointer(420, 200));
    fireEvent.pointerMove(surface, pointer(580, 245));
    expect(screen.getByTestId('ptz-zoom-box')).toBeTruthy();
    fireEvent.pointerUp(surface, pointer(580, 245));
    expect(screen.queryByTestId('ptz-zoom-box')).toBeNull();
    await settle();
    expect(sent()).toEqual([{ id: PTZ, command: { x: 0.125, y: 0.0625, zoom: 4 }, priority: 5 }]);
  });

  it('sends nothing for a press beside the picture or with another button', async () => {
    const { sent } = await renderSurface(config(true));
    const surface = screen.getByTestId('ptz-click-surface');
    fireEvent.pointerDown(surface, pointer(50, 200));
    fireEvent.pointerUp(surface, pointer(50, 200));
    fireEvent.pointerDown(surface, { ...pointer(420, 200), button: 1 });
    fireEvent.pointerUp(surface, { ...pointer(420, 200), button: 1 });
    await settle();
    expect(sent()).toEqual([]);
  });

  it("answers a higher lock as every PTZ command does: 'Another lock is higher priority'", async () => {
    await renderSurface({ ...config(true), PtzRel: answer('no') });
    const surface = screen.getByTestId('ptz-click-surface');
    fireEvent.pointerDown(surface, pointer(580, 200));
    fireEvent.pointerUp(surface, pointer(580, 200));
    await settle();
    expect(screen.getByText(/Another lock is higher priority/)).toBeTruthy();
  });

  it('is not there for a camera whose PTZ configuration leaves click-to-reposition off', async () => {
    await renderSurface(config(false));
    expect(screen.queryByTestId('ptz-click-surface')).toBeNull();
  });
});
