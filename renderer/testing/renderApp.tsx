/** Test helper: the real routes and providers in a memory router at a given path. */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { createGraphqlClient } from '../graphql';
import { initI18n, type LanguageTag } from '../i18n';
import type { Platform } from '../platform';

export async function renderApp(path: string, language: LanguageTag = 'en-US') {
  await initI18n(language);
  const platform: Platform = { kind: 'web', reload: jest.fn() };
  const graphqlClient = createGraphqlClient({ platform, url: 'http://localhost/api/graphql' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders platform={platform} graphqlClient={graphqlClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await settle();
  return { ...view, router, platform };
}

/** Lets pending fetch answers (the public settings every page loads) land inside act(). */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((done) => setTimeout(done, 0)));
}
