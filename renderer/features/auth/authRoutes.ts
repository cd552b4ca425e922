/** The paths of spec 1 §2.1 (logged out) and the first logged-in steps the login flow leads to. */
export const AUTH_ROUTES = {
  login: '/',
  passwordExpired: '/passwordexpired',
  confirmCode: '/confirm/code',
  confirmEmail: '/confirm/email',
  recoverPassword: '/recover/password',
  recoverAccount: '/recover/account',
  licence: '/license',
  selectRealm: '/selectrealm',
} as const;
