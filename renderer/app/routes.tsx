/** The console's route table. Logged out (spec 1 §2.1): the listed pages, the login page for any
 *  other path, and 'Not Logged In' when routing itself fails. */
import type { RouteObject } from 'react-router';
import {
  ConfirmCodePage,
  LicencePage,
  LoginPage,
  PasswordExpiredPage,
  PublicLayout,
  RecoverAccountPage,
  SetPasswordPage,
} from '../features/auth';
import { NotLoggedIn } from './NotLoggedIn';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <NotLoggedIn />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'passwordexpired', element: <PasswordExpiredPage /> },
      { path: 'confirm/code/:secret?', element: <ConfirmCodePage /> },
      { path: 'confirm/email/:secret', element: <SetPasswordPage key="activateEmail" purpose="activateEmail" /> },
      {
        path: 'recover/password/:secret',
        element: <SetPasswordPage key="restorePassword" purpose="restorePassword" />,
      },
      { path: 'recover/account', element: <RecoverAccountPage /> },
      { path: 'license', element: <LicencePage /> },
      { path: '*', element: <LoginPage /> },
    ],
  },
];
