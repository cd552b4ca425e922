import { ROUTE_AFTER_LOGIN, routeAfterCodeError, routeAfterLogin } from './loginFlow';

describe('login flow (spec 1 §4)', () => {
  it('walks the status table', () => {
    expect(ROUTE_AFTER_LOGIN).toEqual({
      LoggedIn: '/license',
      PasswordExpired: '/passwordexpired',
      LoginNotVerified: '/confirm/code',
    });
    for (const [status, route] of Object.entries(ROUTE_AFTER_LOGIN)) expect(routeAfterLogin(status)).toBe(route);
  });

  it('knows no other status', () => {
    expect(routeAfterLogin('Locked')).toBeUndefined();
    expect(routeAfterLogin('toString')).toBeUndefined();
    expect(routeAfterLogin(undefined)).toBeUndefined();
  });

  it('sends code 600 to /passwordexpired and keeps other codes on the page', () => {
    expect(routeAfterCodeError({ code: 600, message: 'Password expired' })).toBe('/passwordexpired');
    expect(routeAfterCodeError({ code: 400, message: 'Invalid code' })).toBeUndefined();
  });
});
