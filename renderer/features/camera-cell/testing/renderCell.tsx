/** Test helper: a CameraCell on a fake player, in a session whose visual configuration can be set,
 *  with a ResizeObserver stand-in that lets a test give the cell a width, and a GraphQL client that
 *  answers the camera's stream figures (CAMERA_HEALTH) for its statistics panel. */
import { HEALTHY_STREAM, mediaAspect, userInfo } from '../../../testing';
import { act, render } from '@testing-library/react';
import { type Session, SessionContext } from '../../session/SessionContext';
import { createFakePlayerController, type FakePlayerController } from '../../player/testing/fakePlayerController';
import type { PlayerState } from '../../player';
import { type Client, Provider } from 'urql';
import { fromValue } from 'wonka';
import { CameraCell, type CameraCellOptions, type CameraCellProps } from '../CameraCell';

export const ALL_OPTIONS: CameraCellOptions = {
  canReplaceSource: true,
  metadataType: 'Alert',
  ptzControls: true,
  digitalZoom: true,
  fullScreenControl: true,
  stepBackControl: true,
  calendar: true,
  allowExport: true,
  userDefinedEvent: true,
  timelinePresent: false,
};

export const LOBBY = { id: 'cam-1', name: 'Lobby East' };

/** The platform's answer for LOBBY's streams (the Media aspect's figures). */
export const CAMERA_HEALTH = {
  device: {
    id: LOBBY.id,
    name: LOBBY.name,
    healthStatus: 'NORMAL',
    aspects: [mediaAspect('a1', HEALTHY_STREAM)],
  },
};

export interface RenderCellOptions extends Partial<Omit<CameraCellProps, 'controller' | 'options'>> {
  options?: Partial<CameraCellOptions>;
  state?: Partial<PlayerState>;
  limitedSpeedList?: boolean;
}

type Observed = { element: Element; callback: ResizeObserverCallback; observer: ResizeObserver };
const observed: Observed[] = [];

class TestResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback, observer: this as unknown as ResizeObserver });
  }
  unobserve() {}
  disconnect() {
    for (let i = observed.length - 1; i >= 0; i--)
      if (observed[i]?.observer === (this as unknown)) observed.splice(i, 1);
  }
}

/** Reports a new size for an observed element, as the browser would after a layout. */
export function resize(element: Element, width: number, height: number) {
  act(() => {
    for (const entry of observed.filter((item) => item.element === element)) {
      entry.callback([{ target: element, contentRect: { width, height } } as ResizeObserverEntry], entry.observer);
    }
  });
}

export function renderCell({ options, state, limitedSpeedList = false, ...props }: RenderCellOptions = {}) {
  Object.assign(globalThis, { ResizeObserver: TestResizeObserver });
  const controller: FakePlayerController = createFakePlayerController({
    status: 'PLAY',
    mode: 'live',
    deviceId: LOBBY.id,
    time: Date.UTC(2026, 10, 21, 8, 0, 0),
    ...state,
  });
  const session: Session = {
    status: 'loggedIn',
    info: userInfo({ visualConfig: { limitedSpeedList } }),
    setInfo: () => undefined,
    logout: () => Promise.resolve(),
  };
  const cellProps: CameraCellProps = {
    controller,
    device: LOBBY,
    ...props,
    options: { ...ALL_OPTIONS, ...options },
  };
  const client = { executeQuery: () => fromValue({ data: CAMERA_HEALTH, stale: false }) } as unknown as Client;
  const view = render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <CameraCell {...cellProps} />
      </SessionContext.Provider>
    </Provider>,
  );
  return { ...view, controller };
}
