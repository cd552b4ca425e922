import '../testing/jsdomPolyfills';
import { matchRoutes } from 'react-router';
import { type AdminRouteHandle, adminSectionForPath } from '../features/admin';
import { requiresSession } from '../features/session';
import { routes } from './routes';

/** The session gate learns which paths need a session from the route table's own marks. */
describe('logged-in paths (spec 1 §2.2) from the route table', () => {
  it.each<[string, boolean]>([
    ['/license', true],
    ['/selectrealm', true],
    ['/guilist', true],
    ['/main', true],
    ['/view/start', true],
    ['/view', true],
    ['/redirect/https%3A%2F%2Fexample.com', true],
    ['/matrix/cam-1/1700000000000', true],
    ['/example', true],
    ['/', false],
    ['/passwordexpired', false],
    ['/confirm/code', false],
    ['/confirm/email/secret', false],
    ['/recover/password/secret', false],
    ['/recover/account', false],
    ['/no/such/page', false],
    // Issue 30: the wall display page is outside the session gate.
    ['/wall', false],
  ])('%s → %s', (path, needed) => {
    const matches = (matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle as unknown }));
    expect(requiresSession(matches)).toBe(needed);
  });
});

/** The admin sections' routes are the table's own: adminSectionForPath reads the same objects. */
describe('admin section routes (spec 1 §2.2) in the route table', () => {
  const leaf = (path: string) => (matchRoutes(routes, path) ?? []).at(-1);

  it.each<[string, string, Record<string, string>]>([
    ['/view/camera/edit/c1/recording', 'edit', { cameraId: 'c1', tabId: 'recording' }],
    ['/view/cameraTour/edit/t1/steps/2', 'edit', { cameraTourId: 't1', tabId: 'steps', stepIndex: '2' }],
    ['/view/camera/import', 'import', {}],
    ['/view/Users', 'open', { viewId: 'Users' }],
  ])('%s routes to the workspace as %s, and adminSectionForPath agrees', (path, action, params) => {
    const match = leaf(path);
    expect((match?.route.handle as AdminRouteHandle | undefined)?.admin.action).toBe(action);
    expect(match?.params).toMatchObject(params);
    expect(adminSectionForPath(path)).toMatchObject({ action, params });
  });

  it('routes any other path below /view to the workspace without an admin section', () => {
    expect(leaf('/view/Cameras/extra')?.route.handle).toBeUndefined();
    expect(leaf('/view/Cameras/extra')?.route.element).toBe(leaf('/view/camera/add')?.route.element);
    expect(adminSectionForPath('/view/Cameras/extra')).toBeUndefined();
  });
});
