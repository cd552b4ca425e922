/** Helpers for the renderer's tests (never imported by the console itself). Import this before
 *  anything that loads react-router. */
import './jsdomPolyfills';

export { callsTo, deferred, mockFetch, type MockHandler, type MockReply, type MockRoutes } from './mockFetch';
export { type GraphqlAnswer, type GraphqlOperations, mockGraphql, sequence, UNAUTHORIZED } from './mockGraphql';
export { hierarchyLevel, sitesHierarchy } from './hierarchyFixtures';
export { press } from './press';
export { renderSignedIn, sentOperations } from './renderSignedIn';
export { renderApp, type RenderAppOptions, settle, settleAt, testSocket } from './renderApp';
export { DEMO_BRANCH, DEMO_HQ, licence, SOLID_GUI, userInfo, type UserInfoOptions } from './sessionFixtures';
export { SERVER_TIME_NOW, shellOperations, shellServer } from './shellServer';
export { HEALTHY_STREAM, mediaAspect } from './streamFigures';
