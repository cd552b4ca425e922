/** Everything the pages rely on from above: platform, translations, GraphQL client, toasts.
 *  (UI state is per session: the session gate provides it.) */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type GraphqlConnection, GraphqlConnectionProvider } from '../graphql';
import { i18n } from '../i18n';
import { type Platform, PlatformProvider } from '../platform';
import { ToastProvider } from '../ui';

export interface AppProvidersProps {
  platform: Platform;
  /** Makes the GraphQL connection; called again when logout resets the cache. */
  connectGraphql: () => GraphqlConnection;
  children: ReactNode;
}

export function AppProviders({ platform, connectGraphql, children }: AppProvidersProps) {
  return (
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={i18n}>
        <GraphqlConnectionProvider connect={connectGraphql}>
          <ToastProvider>{children}</ToastProvider>
        </GraphqlConnectionProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
