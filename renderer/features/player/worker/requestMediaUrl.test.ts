import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../../shared/auth/loginApi';
import { requestMediaUrl } from './requestMediaUrl';

const GRAPHQL = 'http://console.test/api/graphql';
const ANSWER = { url: 'ws://console.test/api/media/stream', ticket: 't-1', streamingOverages: null };

/** The platform's answer to the worker's POST, as fetch gives it (the part read). */
function answering(status: number, body: unknown) {
  const fetch = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
  Object.assign(globalThis, { fetch });
  return fetch;
}

const realFetch = globalThis.fetch;
afterEach(() => Object.assign(globalThis, { fetch: realFetch }));

describe('requestMediaUrl (a player worker asks for itself)', () => {
  it("posts the console's PlayerMediaUrl mutation with the preflight header and the session cookie", async () => {
    const fetch = answering(200, { data: { issueMediaUrl: ANSWER } });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toEqual(ANSWER);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(GRAPHQL);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect((init.headers as Record<string, string>)[PREFLIGHT_HEADER]).toBe(PREFLIGHT_VALUE);
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    expect(body.query).toMatch(/mutation PlayerMediaUrl/);
    expect(body.variables).toEqual({ cameraId: 'cam-1', isLocal: false });
  });

  it('is null for anything the page must handle: 401, an error, a block, no ticket, no network', async () => {
    answering(401, { errors: [{ message: 'Unauthenticated', extensions: { code: 401 } }] });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toBeNull();
    answering(200, { data: { issueMediaUrl: null }, errors: [{ message: 'Device not found' }] });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toBeNull();
    answering(200, { data: { issueMediaUrl: { ...ANSWER, streamingOverages: { type: 'block', message: 'No' } } } });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toBeNull();
    answering(200, { data: { issueMediaUrl: { ...ANSWER, ticket: null } } });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toBeNull();
    Object.assign(globalThis, { fetch: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toBeNull();
  });

  it('passes a warning or alert overage on with the answer (the page tells it)', async () => {
    const warned = { ...ANSWER, streamingOverages: { type: 'warning', message: 'Near the limit' } };
    answering(200, { data: { issueMediaUrl: warned } });
    await expect(requestMediaUrl(GRAPHQL, 'cam-1')).resolves.toEqual(warned);
  });
});
