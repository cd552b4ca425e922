import type { OperationResult } from 'urql';
import { UPDATE_RETRY_DELAY_MS } from '../../../shared/shell/constants';
import { operationErrorMessage, retryOnce } from './retryOnce';

const ok = { data: {} } as OperationResult;
const failed = {
  error: { graphQLErrors: [{ message: 'Only the owner can change a shared view' }], message: '[GraphQL] x' },
} as unknown as OperationResult;

describe('retryOnce (spec 1 §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`retries a failure once, ${UPDATE_RETRY_DELAY_MS} ms later`, async () => {
    const run = jest.fn().mockResolvedValueOnce(failed).mockResolvedValueOnce(failed).mockResolvedValue(ok);
    const result = retryOnce(run);
    await jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAY_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toBe(failed);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not retry a success', async () => {
    const run = jest.fn().mockResolvedValue(ok);
    expect(await retryOnce(run)).toBe(ok);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("reads the server's own message", () => {
    expect(operationErrorMessage(failed)).toBe('Only the owner can change a shared view');
    expect(operationErrorMessage(ok)).toBe('');
  });
});
