/** The console: providers around the browser router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Client } from 'urql';
import type { Platform } from '../platform';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

export function App({ platform, graphqlClient }: { platform: Platform; graphqlClient: Client }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders platform={platform} graphqlClient={graphqlClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
