import '../testing/jsdomPolyfills';
import { matchRoutes } from 'react-router';
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
    ['/', false],
    ['/passwordexpired', false],
    ['/confirm/code', false],
    ['/confirm/email/secret', false],
    ['/recover/password/secret', false],
    ['/recover/account', false],
    ['/no/such/page', false],
  ])('%s → %s', (path, needed) => {
    const matches = (matchRoutes(routes, path) ?? []).map((match) => ({ handle: match.route.handle as unknown }));
    expect(requiresSession(matches)).toBe(needed);
  });
});
