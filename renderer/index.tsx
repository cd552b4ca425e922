/** Entry point: loads the language, builds the GraphQL client and mounts the console. */
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStyleNonce, App, consoleCacheUpdates, registerWidgetsAndTriggers } from './app';
import { createGraphqlConnection } from './graphql';
import { initI18n } from './i18n';
import { selectPlatform, startWebErrorReporting } from './platform';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  adoptStyleNonce(document);
  // Desktop when the preload bridge (window.vantage) exists, the browser otherwise.
  const [platform, i18n] = await Promise.all([selectPlatform(window), initI18n()]);
  document.title = i18n.t('app.productName');
  // Spec 1 §1: the browser reports errors when the installation asks (the desktop app's main
  // process reports for itself); a console that cannot ask still starts.
  if (platform.kind === 'web') void startWebErrorReporting().catch(() => null);
  registerWidgetsAndTriggers();
  const connectGraphql = () => createGraphqlConnection({ platform, cacheUpdates: consoleCacheUpdates() });
  createRoot(container).render(
    <StrictMode>
      <App platform={platform} connectGraphql={connectGraphql} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The console could not start:', error);
});
