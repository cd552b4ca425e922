import { act, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { fakeDesktop, MAIN_WINDOW, Page, renderRoutes, separateWindow } from './testing/desktopTestHarness';
import { SeparateWindowGuard } from './SeparateWindowGuard';

/** The guard as a layout route above pages, as the console's route table places it. */
const ROUTES: RouteObject[] = [{ element: <SeparateWindowGuard />, children: [{ path: '*', element: <Page /> }] }];

describe('SeparateWindowGuard in a separate window (spec 1 §2.2)', () => {
  it.each(['/view/lobby', '/view/', '/view'])('shows %s', async (path) => {
    const { platform } = fakeDesktop({ currentWindow: separateWindow('lobby') });
    await renderRoutes(ROUTES, path, { platform });
    expect(screen.getByText(`Page ${path}`)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Separate Window' })).toBeNull();
  });

  it.each(['/guilist', '/main', '/', '/view/new', '/view/camera/add'])(
    "shows 'Separate Window' at %s, with a way back to the window's view",
    async (path) => {
      const { platform } = fakeDesktop({ currentWindow: separateWindow('Gate North') });
      const { router } = await renderRoutes(ROUTES, path, { platform });
      expect(screen.getByRole('heading', { name: 'Separate Window' })).toBeTruthy();
      expect(screen.queryByText(/^Page /)).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: "Show this window's view" }));
      expect(await screen.findByText('Page /view/Gate%20North')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/view/Gate%20North');
    },
  );

  it('guards paths reached by navigating inside the window too', async () => {
    const { platform } = fakeDesktop({ currentWindow: separateWindow('lobby') });
    const { router } = await renderRoutes(ROUTES, '/view/lobby', { platform });
    await act(() => router.navigate('/license'));
    expect(await screen.findByRole('heading', { name: 'Separate Window' })).toBeTruthy();
    await act(() => router.navigate('/view/other'));
    expect(await screen.findByText('Page /view/other')).toBeTruthy();
  });

  it('says so in Arabic', async () => {
    const { platform } = fakeDesktop({ currentWindow: separateWindow(null) });
    await renderRoutes(ROUTES, '/guilist', { platform, language: 'ar-AE' });
    expect(screen.getByRole('heading', { name: 'نافذة منفصلة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إظهار عرض هذه النافذة' }).getAttribute('href')).toBe('/view/');
  });
});

describe('SeparateWindowGuard elsewhere', () => {
  it('lets every path through in the desktop main window', async () => {
    const { platform } = fakeDesktop({ currentWindow: MAIN_WINDOW });
    await renderRoutes(ROUTES, '/guilist', { platform });
    expect(screen.getByText('Page /guilist')).toBeTruthy();
  });

  it('lets every path through in the browser', async () => {
    await renderRoutes(ROUTES, '/view/camera/add');
    expect(screen.getByText('Page /view/camera/add')).toBeTruthy();
  });

  it('renders its children when given some', async () => {
    const { platform } = fakeDesktop({ currentWindow: separateWindow('lobby') });
    const routes: RouteObject[] = [{ path: '*', element: <SeparateWindowGuard>{<p>Inside</p>}</SeparateWindowGuard> }];
    await renderRoutes(routes, '/view/lobby', { platform });
    expect(screen.getByText('Inside')).toBeTruthy();
  });
});
