/** Helpers for the renderer's tests (never imported by the console itself). Import this before
 *  anything that loads react-router. */
import './jsdomPolyfills';

export { callsTo, deferred, mockFetch, type MockHandler, type MockReply, type MockRoutes } from './mockFetch';
export { renderApp, settle } from './renderApp';
