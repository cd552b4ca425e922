/** Test helper (never imported by the console): a desktop Platform over a fake `window.vantage`,
 *  and components rendered with it in a memory router. */
import '../../../testing/jsdomPolyfills';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import type { CurrentWindow } from '../../../../shared/ipc';
import { i18n, initI18n, type LanguageTag } from '../../../i18n';
import { createDesktopPlatform, type Platform, PlatformProvider, webPlatform } from '../../../platform';
import { createFakeVantageBridge, type FakeBridgeOptions } from '../../../platform/testing/fakeVantageBridge';

export const MAIN_WINDOW: CurrentWindow = { kind: 'main', viewId: null, displayId: 1 };

export function separateWindow(viewId: string | null, displayId = 2): CurrentWindow {
  return { kind: 'view', viewId, displayId };
}

/** The desktop Platform exactly as the console builds it, over a fake bridge. */
export function fakeDesktop(options: FakeBridgeOptions & { currentWindow?: CurrentWindow } = {}) {
  const currentWindow = options.currentWindow ?? MAIN_WINDOW;
  const fake = createFakeVantageBridge({ ...options, currentWindow });
  const platform = createDesktopPlatform(fake.bridge, currentWindow, { reload: jest.fn(), replace: jest.fn() });
  return { fake, platform };
}

/** Shows where the router is, for the routes of a test. */
export function Page() {
  const { pathname } = useLocation();
  return <p>{`Page ${pathname}`}</p>;
}

export interface RenderOptions {
  platform?: Platform;
  language?: LanguageTag;
}

/** Renders routes in a memory router at a path, with the Platform and the translations. */
export async function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  await initI18n(options.language ?? 'en-US');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <PlatformProvider platform={options.platform ?? webPlatform}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </PlatformProvider>,
  );
  await flush();
  return { ...view, router };
}

/** Renders one element at / (for components that need a router but no routes of their own). */
export function renderElement(element: ReactNode, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element }], '/', options);
}

/** Lets pending bridge answers land inside act(). */
export async function flush(): Promise<void> {
  await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}
