/** The logged-out pages of spec 1 §2.1 and the login flow of §4. */
export { AuthPage, type AuthPageProps } from './AuthPage';
export { AUTH_ROUTES } from './authRoutes';
export { type Branding, DEFAULT_BRANDING, safeUrl, toBranding } from './branding';
export { ConfirmCodePage } from './ConfirmCodePage';
export { LicencePage } from './LicencePage';
export { LoginPage } from './LoginPage';
export { ROUTE_AFTER_LOGIN, routeAfterCodeError, routeAfterLogin } from './loginFlow';
export { PasswordExpiredPage } from './PasswordExpiredPage';
export { PublicLayout } from './PublicLayout';
export { type PublicSettings, usePublicSettings } from './PublicSettings';
export { RecoverAccountPage } from './RecoverAccountPage';
export { SetPasswordPage, type SetPasswordPurpose } from './SetPasswordPage';
