import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { MEDIA_WS_PATH } from '../../shared/video/constants';
import { isSameOrigin, isWebSocketUpgrade, preflightRule } from './preflight';

const UPGRADE = { upgrade: 'websocket', connection: 'Upgrade' };

describe('preflightRule', () => {
  it.each([
    // route matched, method, websocket upgrade → rule
    [undefined, 'GET', false, 'open'],
    [undefined, 'POST', true, 'open'],
    ['/', 'GET', false, 'open'],
    ['/*', 'GET', false, 'open'],
    [AUTH_PATHS.health, 'GET', false, 'open'],
    ['/api/media/snapshot', 'GET', false, 'open'],
    ['/api/media/snapshot', 'HEAD', false, 'open'],
    ['/api/widgets/url-frame', 'GET', false, 'open'],
    ['/api/widgets/url-frame', 'POST', false, 'header'],
    ['/api/media/thumbnail', 'GET', false, 'open'],
    ['/api/media/exports/:id/:name', 'GET', false, 'open'],
    ['/api/maps/tiles/:layer/:z/:x/:y', 'GET', false, 'open'],
    ['/api/media/snapshot', 'POST', false, 'header'],
    ['/api/media/exports/:id/:name', 'DELETE', false, 'header'],
    ['/api/ptz', 'GET', false, 'header'],
    [AUTH_PATHS.logout, 'POST', false, 'header'],
    [AUTH_PATHS.graphql, 'GET', false, 'header'],
    [AUTH_PATHS.graphql, 'POST', false, 'header'],
    [AUTH_PATHS.graphql, 'GET', true, 'sameOrigin'],
    [MEDIA_WS_PATH, 'GET', true, 'sameOrigin'],
    [MEDIA_WS_PATH, 'GET', false, 'header'],
    // An Upgrade header buys nothing on a route that opens no socket.
    ['/api/ptz', 'GET', true, 'header'],
    [AUTH_PATHS.logout, 'POST', true, 'header'],
  ])('%s %s (upgrade %s) → %s', (route, method, upgrade, rule) => {
    expect(preflightRule(route, method, upgrade)).toBe(rule);
  });
});

describe('isWebSocketUpgrade', () => {
  it('needs both Upgrade: websocket and a Connection upgrade token', () => {
    expect(isWebSocketUpgrade(UPGRADE)).toBe(true);
    expect(isWebSocketUpgrade({ upgrade: 'WebSocket', connection: 'keep-alive, Upgrade' })).toBe(true);
    expect(isWebSocketUpgrade({ upgrade: 'websocket' })).toBe(false);
    expect(isWebSocketUpgrade({ upgrade: 'websocket', connection: 'keep-alive' })).toBe(false);
    expect(isWebSocketUpgrade({ upgrade: 'h2c', connection: 'Upgrade' })).toBe(false);
    expect(isWebSocketUpgrade({})).toBe(false);
  });
});

describe('isSameOrigin', () => {
  it('compares the Origin host with the Host header', () => {
    expect(isSameOrigin({ headers: { host: 'localhost:8080', origin: 'http://localhost:8080' } })).toBe(true);
    expect(isSameOrigin({ headers: { host: 'localhost:8080', origin: 'http://evil.example' } })).toBe(false);
    expect(isSameOrigin({ headers: { host: 'localhost:8080', origin: 'null' } })).toBe(false);
    expect(isSameOrigin({ headers: { host: 'localhost:8080' } })).toBe(true);
  });
});
