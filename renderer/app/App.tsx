/** The console: providers around the browser router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { GraphqlConnection } from '../graphql';
import type { Platform } from '../platform';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

export function App({ platform, connectGraphql }: { platform: Platform; connectGraphql: () => GraphqlConnection }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders platform={platform} connectGraphql={connectGraphql}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
