import { callsTo, mockFetch } from '../testing';
import { apiRequest, NETWORK_ERROR_CODE } from './apiRequest';
import { authApi } from './authApi';

describe('apiRequest', () => {
  it('sends the preflight header, the same-origin cookie and a JSON body', async () => {
    const fetch = mockFetch({ 'POST /api/auth/login': { body: { status: 'LoggedIn' } } });
    const result = await apiRequest('/api/auth/login', { method: 'POST', body: { username: 'a', password: 'b' } });
    expect(result).toEqual({ ok: true, value: { status: 'LoggedIn' } });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'x-vantage-request': '1', 'content-type': 'application/json' });
    expect(callsTo(fetch, 'POST /api/auth/login')[0]?.body).toEqual({ username: 'a', password: 'b' });
  });

  it('sends the preflight header on GETs too', async () => {
    const fetch = mockFetch();
    await authApi.branding();
    expect(callsTo(fetch, 'GET /api/branding')[0]?.headers['x-vantage-request']).toBe('1');
  });

  it('turns an error body into an ApiError value', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 423, body: { code: 423, message: 'User is blocked' } } });
    expect(await apiRequest('/api/auth/login', { method: 'POST', body: {} })).toEqual({
      ok: false,
      error: { code: 423, message: 'User is blocked' },
    });
  });

  it('uses the HTTP status when the error body is not an ApiError', async () => {
    mockFetch({ 'GET /api/parameters': { status: 502, body: 'Bad gateway' } });
    expect(await apiRequest('/api/parameters')).toEqual({ ok: false, error: { code: 502, message: 'Bad gateway' } });
  });

  it('reports an unreachable server with the network code', async () => {
    window.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await apiRequest('/api/branding')).toEqual({
      ok: false,
      error: { code: NETWORK_ERROR_CODE, message: 'Failed to fetch' },
    });
  });

  it('reads parameters and branding from a list of {name, value} or a plain map', async () => {
    mockFetch({
      'GET /api/parameters': { body: [{ name: 'EMAIL_CAN_BE_SEND', value: 'true' }] },
      'GET /api/branding': { body: { LOGO_PATH: '/logo.png', SOLID_LOGO_VISIBLE: true } },
    });
    expect(await authApi.parameters()).toEqual({ ok: true, value: { EMAIL_CAN_BE_SEND: 'true' } });
    expect(await authApi.branding()).toEqual({
      ok: true,
      value: { LOGO_PATH: '/logo.png', SOLID_LOGO_VISIBLE: 'true' },
    });
  });
});
