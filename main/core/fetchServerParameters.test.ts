import { type FetchLike, fetchServerParameters, parseServerParameters } from './fetchServerParameters';

describe('fetchServerParameters', () => {
  it('GETs /api/parameters with the preflight header', async () => {
    const calls: Array<Parameters<FetchLike>> = [];
    const fetch: FetchLike = (...args) => {
      calls.push(args);
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve([{ name: 'SENTRY_ENABLED', value: 'true' }]),
      });
    };
    await expect(fetchServerParameters(fetch, 'http://localhost:8080')).resolves.toEqual([
      { name: 'SENTRY_ENABLED', value: 'true' },
    ]);
    expect(calls).toEqual([
      [
        'http://localhost:8080/api/parameters',
        { method: 'GET', headers: { 'x-vantage-request': '1', accept: 'application/json' } },
      ],
    ]);
  });

  it('fails on an error status', async () => {
    const fetch: FetchLike = () => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve(null) });
    await expect(fetchServerParameters(fetch, 'http://x')).rejects.toThrow('GET /api/parameters answered 503');
  });

  it('keeps only well-formed entries', () => {
    expect(
      parseServerParameters([
        { name: 'A', value: 'x' },
        { name: 'B', value: 0.5 },
        { name: 'C', value: true },
        { name: 'D', value: { nested: 1 } },
        { value: 'no name' },
        null,
        'E',
      ]),
    ).toEqual([
      { name: 'A', value: 'x' },
      { name: 'B', value: '0.5' },
      { name: 'C', value: 'true' },
    ]);
    expect(() => parseServerParameters({ A: 'x' })).toThrow(/did not answer a list/);
  });
});
