import type { OperationResult } from 'urql';
import { UPDATE_RETRY_DELAY_MS } from '../../../shared/shell/constants';
import { mockFetch } from '../../testing';
import { fetchRetryingOnce, operationErrorMessage } from './retryOnce';

const failed = {
  error: { graphQLErrors: [{ message: 'Only the owner can change a shared view' }], message: '[GraphQL] x' },
} as unknown as OperationResult;
const ok = { data: {} } as OperationResult;

function server(...replies: { status?: number; body: unknown }[]) {
  let call = 0;
  return mockFetch({ 'POST /api/graphql': () => replies[Math.min(call++, replies.length - 1)] ?? { body: {} } });
}

const post = () => fetchRetryingOnce('http://localhost/api/graphql', { method: 'POST', body: '{}' });

describe('fetchRetryingOnce (spec 1 §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`asks once more, ${UPDATE_RETRY_DELAY_MS} ms after an answer with GraphQL errors, and hands on the second`, async () => {
    const busy = { body: { data: null, errors: [{ message: 'Database is busy' }] } };
    const fetch = server(busy, busy, { body: { data: { ok: true } } });
    const answer = post();
    await jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(JSON.parse(await (await answer).text())).toEqual(busy.body);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries an HTTP failure, and not a success', async () => {
    const fetch = server({ status: 500, body: { message: 'Boom' } }, { body: { data: { ok: true } } });
    const answer = post();
    await jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAY_MS);
    expect(JSON.parse(await (await answer).text())).toEqual({ data: { ok: true } });
    const second = await post();
    expect(second.ok).toBe(true);
    expect(second.headers.get('Content-Type')).toContain('application/json');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("reads the server's own message", () => {
    expect(operationErrorMessage(failed)).toBe('Only the owner can change a shared view');
    expect(operationErrorMessage(ok)).toBe('');
  });
});
