/** Route guards: pages that exist only with a session, only without one, or differ by it. */
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useSession } from './SessionContext';
import { LOGGED_IN_HANDLE } from './sessionPaths';

/** A logged-in page; without a session the browser goes to the login page (spec 1 §2.1). */
export function LoggedInOnly() {
  return useSession().status === 'loggedIn' ? <Outlet /> : <Navigate to="/" replace />;
}

/** The route of logged-in pages: the guard, and the handle by which the session gate knows that
 *  their paths need a session (so the route table is the one list of them). */
export function loggedInRoutes(children: RouteObject[]): RouteObject {
  return { element: <LoggedInOnly />, handle: LOGGED_IN_HANDLE, children };
}

/** A logged-out page (password expired, codes, recovery); a logged-in user goes on to '/'. */
export function LoggedOutOnly() {
  return useSession().status === 'loggedIn' ? <Navigate to="/" replace /> : <Outlet />;
}

/** One path, two pages: e.g. '/' is the login page logged out and the licence step logged in. */
export function BySession({ loggedIn, loggedOut }: { loggedIn: ReactNode; loggedOut: ReactNode }) {
  return <>{useSession().status === 'loggedIn' ? loggedIn : loggedOut}</>;
}
