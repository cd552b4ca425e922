/** The console application: routes and providers. */
export { App } from './App';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { routes } from './routes';
