/** Test helper: a CameraCell on a fake player, in a session whose visual configuration can be set,
 *  with a ResizeObserver stand-in that lets a test give the cell a width. */
import { userInfo } from '../../../testing';
import { act, render } from '@testing-library/react';
import { type Session, SessionContext } from '../../session/SessionContext';
import { createFakePlayerController, type FakePlayerController } from '../../player/testing/fakePlayerController';
import type { PlayerState } from '../../player';
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
  const view = render(
    <SessionContext.Provider value={session}>
      <CameraCell {...cellProps} />
    </SessionContext.Provider>,
  );
  return { ...view, controller };
}
