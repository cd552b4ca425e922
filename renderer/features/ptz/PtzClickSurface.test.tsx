import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphqlProvider } from 'urql';
import { callsTo, type GraphqlOperations, mockFetch, mockGraphql, settle, testSocket } from '../../testing';
import { createGraphqlClient } from '../../graphql';
import { i18n, initI18n } from '../../i18n';
import { ToastProvider } from '../../ui';
import { PtzClickSurface } from './PtzClickSurface';

const PTZ = 'demo-hq-ptz';
/** The picture on screen: 640x360 at (100, 20). */
const PICTURE = { left: 100, top: 20, width: 640, height: 360 };

const config = (clickToReposition: boolean) => ({
  PtzPanel: {
    ptzConfig: {
      __typename: 'PtzConfig',
      optical: {
        __typename: 'PtzOptical',
        clickToReposition,
        speedVector: true,
        ptSteps: true,
        zoomSteps: true,
        zoomSpeed: true,
        focusSteps: false,
        focusSpeed: false,
        irisSteps: false,
        irisSpeed: false,
      },
      settings: [],
      presets: [],
    },
    joystickPresets: null,
  },
});
const answer = (allowOverride: string) => ({
  ptzRel: { __typename: 'PtzCommandResult', lockinfo: { __typename: 'PtzLockInfo', allow_override: allowOverride } },
});

async function renderSurface(operations: GraphqlOperations) {
  await initI18n('en-US');
  const graphql = mockGraphql({ PtzPriority: { ptzPriority: 5 }, PtzRel: answer('sameuser'), ...operations });
  const fetch = mockFetch({ 'POST /api/graphql': graphql });
  const platform = { kind: 'web' as const, reload: jest.fn(), replaceLocation: jest.fn() };
  const client = createGraphqlClient({ platform, url: 'http://localhost/api/graphql', wsClient: testSocket().client });
  render(
    <I18nextProvider i18n={i18n}>
      <GraphqlProvider value={client}>
        <ToastProvider>
          <PtzClickSurface deviceId={PTZ} picture={() => PICTURE} />
        </ToastProvider>
      </GraphqlProvider>
    </I18nextProvider>,
  );
  await settle();
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
