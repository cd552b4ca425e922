/** The console application: routes and providers. */
export { adoptStyleNonce } from './adoptStyleNonce';
export { App } from './App';
export { consoleCacheUpdates } from './consoleCacheUpdates';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { registerStatusBarTriggers, registerWidgets, registerWidgetsAndTriggers } from './registerWidgetsAndTriggers';
export { routes } from './routes';
