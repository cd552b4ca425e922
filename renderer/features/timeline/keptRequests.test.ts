import { keptRequests } from './keptRequests';

describe('keptRequests', () => {
  it('shares one request in flight and keeps its answer 1 s after completion', async () => {
    let now = 0;
    const request = keptRequests<number>(1_000, () => now);
    const run = jest.fn(async () => 42);
    const [a, b] = [request('k', run), request('k', run)];
    expect(await a).toBe(42);
    expect(await b).toBe(42);
    expect(run).toHaveBeenCalledTimes(1);
    now = 999;
    await request('k', run);
    expect(run).toHaveBeenCalledTimes(1);
    now = 1_000;
    await request('k', run);
    expect(run).toHaveBeenCalledTimes(2);
    await request('other', run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed request', async () => {
    const request = keptRequests<number>(1_000, () => 0);
    const fail = jest.fn(async () => Promise.reject(new Error('down')));
    await expect(request('k', fail)).rejects.toThrow('down');
    await expect(request('k', fail)).rejects.toThrow('down');
    expect(fail).toHaveBeenCalledTimes(2);
  });
});
