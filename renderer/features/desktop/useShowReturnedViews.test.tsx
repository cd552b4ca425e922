import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { fakeDesktop, Page, renderRoutes, separateWindow } from './testing/desktopTestHarness';
import { useShowReturnedViews } from './useShowReturnedViews';

function Workspace({ show }: { show?: (viewId: string) => void }) {
  useShowReturnedViews(show);
  return <Page />;
}

const routes = (show?: (viewId: string) => void): RouteObject[] => [{ path: '*', element: <Workspace show={show} /> }];

describe('useShowReturnedViews', () => {
  it('in the main window, goes to a view that left its separate window', async () => {
    const { platform, fake } = fakeDesktop();
    const { router } = await renderRoutes(routes(), '/view/start', { platform });
    act(() => fake.returnView('Gate North'));
    expect(router.state.location.pathname).toBe('/view/Gate%20North');
    expect(screen.getByText('Page /view/Gate%20North')).toBeTruthy();
  });

  it('hands the view to a given show function instead', async () => {
    const { platform, fake } = fakeDesktop();
    const show = jest.fn();
    const { router } = await renderRoutes(routes(show), '/view/start', { platform });
    act(() => fake.returnView('lobby'));
    expect(show).toHaveBeenCalledWith('lobby');
    expect(router.state.location.pathname).toBe('/view/start');
  });

  it('does not listen in a separate window, and stops listening when unmounted', async () => {
    const inWindow = fakeDesktop({ currentWindow: separateWindow('lobby') });
    await renderRoutes(routes(), '/view/lobby', { platform: inWindow.platform });
    expect(inWindow.fake.listenerCounts().returned).toBe(0);

    const main = fakeDesktop();
    const { unmount } = await renderRoutes(routes(), '/view/start', { platform: main.platform });
    expect(main.fake.listenerCounts().returned).toBe(1);
    unmount();
    expect(main.fake.listenerCounts().returned).toBe(0);
  });
});
