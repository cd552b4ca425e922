/** Everything the pages rely on from above: platform, translations, GraphQL client, toasts. */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Client, Provider as GraphqlProvider } from 'urql';
import { i18n } from '../i18n';
import { type Platform, PlatformProvider } from '../platform';
import { ToastProvider } from '../ui';

export interface AppProvidersProps {
  platform: Platform;
  graphqlClient: Client;
  children: ReactNode;
}

export function AppProviders({ platform, graphqlClient, children }: AppProvidersProps) {
  return (
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={i18n}>
        <GraphqlProvider value={graphqlClient}>
          <ToastProvider>{children}</ToastProvider>
        </GraphqlProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
