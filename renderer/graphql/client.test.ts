import type { Client as WsClient } from 'graphql-ws';
import { mockFetch, type MockReply } from '../testing';
import { ALLOW_UNAUTHORIZED, createGraphqlClient, createGraphqlConnection } from './client';

// A field the normalised cache cannot answer by itself (it knows Query's __typename), so it asks.
const QUERY = 'query Probe { ptzPriority }';

function setup(reply: MockReply) {
  const fetch = mockFetch({ 'POST /api/graphql': reply });
  const platform = { kind: 'web' as const, reload: jest.fn() };
  const wsClient = { subscribe: jest.fn(), dispose: jest.fn(), on: jest.fn(), terminate: jest.fn() };
  const client = createGraphqlClient({
    platform,
    url: 'http://localhost/api/graphql',
    wsClient: wsClient as unknown as WsClient,
  });
  return { fetch, platform, client };
}

describe('GraphQL client', () => {
  it('posts to /api/graphql with the preflight header and the same-origin cookie', async () => {
    const { fetch, client, platform } = setup({ body: { data: { __typename: 'Query', ptzPriority: 3 } } });
    const result = await client.query(QUERY, {}).toPromise();
    expect(result.data).toMatchObject({ ptzPriority: 3 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost/api/graphql');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'x-vantage-request': '1' });
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('reloads the page on a 401 response', async () => {
    const { client, platform } = setup({ status: 401, body: { errors: [{ message: 'Not logged in' }] } });
    await client.query(QUERY, {}).toPromise();
    expect(platform.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page on a GraphQL error that carries 401', async () => {
    const { client, platform } = setup({
      body: { data: null, errors: [{ message: 'Not logged in', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    await client.query(QUERY, {}).toPromise();
    expect(platform.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the user-info query (ALLOW_UNAUTHORIZED)', async () => {
    const { client, platform } = setup({ status: 401, body: { errors: [{ message: 'Not logged in' }] } });
    const result = await client.query(QUERY, {}, ALLOW_UNAUTHORIZED).toPromise();
    expect(result.error).toBeDefined();
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('does not reload on other errors', async () => {
    const { client, platform } = setup({ status: 500, body: { errors: [{ message: 'Boom' }] } });
    await client.query(QUERY, {}).toPromise();
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('tells of a reconnection of the subscription socket, not of its first connection', () => {
    const listeners: Array<(socket: unknown, payload: unknown, wasRetry: boolean) => void> = [];
    const off = jest.fn();
    const wsClient = {
      subscribe: jest.fn(),
      dispose: jest.fn(),
      terminate: jest.fn(),
      on: jest.fn((_event: string, listener: (typeof listeners)[number]) => (listeners.push(listener), off)),
    };
    const connection = createGraphqlConnection({
      platform: { reload: jest.fn() },
      url: 'http://localhost/api/graphql',
      wsClient: wsClient as unknown as WsClient,
    });
    const reconnected = jest.fn();
    const stop = connection.onReconnected(reconnected);
    expect(wsClient.on).toHaveBeenCalledWith('connected', expect.any(Function));
    listeners.forEach((listener) => listener({}, undefined, false));
    expect(reconnected).not.toHaveBeenCalled();
    listeners.forEach((listener) => listener({}, undefined, true));
    expect(reconnected).toHaveBeenCalledTimes(1);
    stop();
    expect(off).toHaveBeenCalled();
  });
});
