/** The console's route table under the session gate. Logged out (spec 1 §2.1): the listed pages
 *  (and /setup, the first run's, issue 36),
 *  the login page for any other path, 'Not Logged In' when routing itself fails. Logged in (§2.2):
 *  '/' → /license → /selectrealm → /guilist → the workspace (/main, /view/…), /redirect/{url}, /example,
 *  and 'Not Found' for anything else. The logged-in routes are marked here (loggedInRoutes), and
 *  the session gate reads which paths need a session from that mark: this table is the only list. */
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { HANDOVER_ROUTE } from '../../shared/cluster/sessionHandover';
import {
  AUTH_ROUTES,
  ConfirmCodePage,
  LicencePage,
  LoginPage,
  PasswordExpiredPage,
  PublicLayout,
  RecoverAccountPage,
  SetPasswordPage,
} from '../features/auth';
import { adminRoutes } from '../features/admin';
import { FirstRunRedirect, SetupPage } from '../features/first-run';
import { HandoverPage } from '../features/node-failover';
import { GuiListPage, MainRedirect } from '../features/guilist';
import { SelectRealmPage } from '../features/realm';
import { SeparateWindowGuard } from '../features/desktop';
import { BySession, loggedInRoutes, LoggedOutOnly, SessionGate } from '../features/session';
import { MatrixPage } from '../features/video-widgets';
import { NotFoundPage, RedirectPage, WorkspaceFrame, WorkspaceRoute } from '../features/shell';
import { ApiErrorCodes } from '../ui';
import { NotLoggedIn } from './NotLoggedIn';

/** Spec 1 §2.2 /example, in its own chunk: nobody's first load needs it. */
const ExamplePage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "example" */ './ExamplePage')).ExamplePage,
}));

/** A screen whose code loads on first use (its own chunk): nothing shows meanwhile. */
function Lazy({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={null}>{screen}</Suspense>;
}

/** Spec 1 §8: the login, confirm code, set-password and password-expired pages show the platform's
 *  errors as '[code] message'; every other screen shows the message alone (issue 36). */
function WithErrorCodes({ page }: { page: ReactNode }) {
  return <ApiErrorCodes.Provider value>{page}</ApiErrorCodes.Provider>;
}

/** /wall (issue 30): a wall display page, in its own chunk, outside the session gate (it has no
 *  session: its display token is its authority). */
const WallDisplayPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "wall" */ '../features/wall-display')).WallDisplayPage,
}));

/** Every /view/… path shows the workspace, which reads the path (an admin section or a view); one
 *  element for all of them, so moving between them keeps the workspace in place. */
const workspace = <Lazy screen={<WorkspaceRoute />} />;

export const routes: RouteObject[] = [
  { path: '/wall', element: <Lazy screen={<WallDisplayPage />} /> },
  // Issue 33: a console carried here from a lost node, signed in or not yet: outside the gate.
  {
    path: HANDOVER_ROUTE,
    element: (
      <PublicLayout>
        <HandoverPage />
      </PublicLayout>
    ),
  },
  {
    path: '/',
    // Spec 1 §2.2: in a separate desktop window only /view/ and /view/{viewId} exist.
    element: (
      <SeparateWindowGuard>
        <SessionGate />
      </SeparateWindowGuard>
    ),
    errorElement: <NotLoggedIn />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: (
              <BySession
                loggedIn={<Navigate to={AUTH_ROUTES.licence} replace />}
                loggedOut={
                  <FirstRunRedirect>
                    <WithErrorCodes page={<LoginPage />} />
                  </FirstRunRedirect>
                }
              />
            ),
          },
          {
            element: <LoggedOutOnly />,
            children: [
              { path: 'passwordexpired', element: <WithErrorCodes page={<PasswordExpiredPage />} /> },
              { path: 'confirm/code/:secret?', element: <WithErrorCodes page={<ConfirmCodePage />} /> },
              {
                path: 'confirm/email/:secret',
                element: <WithErrorCodes page={<SetPasswordPage key="activateEmail" purpose="activateEmail" />} />,
              },
              {
                path: 'recover/password/:secret',
                element: <WithErrorCodes page={<SetPasswordPage key="restorePassword" purpose="restorePassword" />} />,
              },
              { path: 'recover/account', element: <RecoverAccountPage /> },
              // Issue 36: the one-time setup of a platform started without the demo.
              { path: 'setup', element: <SetupPage /> },
            ],
          },
          loggedInRoutes([
            { path: 'license', element: <LicencePage /> },
            { path: 'selectrealm', element: <SelectRealmPage /> },
            { path: 'guilist', element: <Lazy screen={<GuiListPage />} /> },
          ]),
        ],
      },
      loggedInRoutes([
        { path: 'redirect/*', element: <Lazy screen={<RedirectPage />} /> },
        // Spec 1 §2.2 /example: the console's controls on one page.
        { path: 'example', element: <Lazy screen={<ExamplePage />} /> },
        {
          path: 'matrix/:cameraId/:timestamp?',
          // The player's code loads with the page.
          element: (
            <Suspense fallback={null}>
              <MatrixPage />
            </Suspense>
          ),
        },
        {
          // /main inside the frame: Home keeps the workspace (and its subscriptions) in place.
          element: <Lazy screen={<WorkspaceFrame />} />,
          children: [
            { path: 'main', element: <MainRedirect /> },
            {
              path: 'view',
              // Spec 1 §2.2: the admin sections' routes, then views and anything else below /view.
              children: [
                { index: true, element: workspace },
                ...adminRoutes(workspace),
                { path: '*', element: workspace },
              ],
            },
          ],
        },
      ]),
      {
        path: '*',
        element: (
          <BySession
            loggedIn={<Lazy screen={<NotFoundPage />} />}
            loggedOut={
              <PublicLayout>
                <WithErrorCodes page={<LoginPage />} />
              </PublicLayout>
            }
          />
        ),
      },
    ],
  },
];
