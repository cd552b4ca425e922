import { DEFAULT_SERVER_URL, normalizeServerUrl, resolveServerUrl } from './serverUrl';

describe('normalizeServerUrl', () => {
  it('reduces a URL to its origin', () => {
    expect(normalizeServerUrl('http://localhost:8080')).toBe('http://localhost:8080');
    expect(normalizeServerUrl(' https://Vantage.Example.com/ ')).toBe('https://vantage.example.com');
    expect(normalizeServerUrl('https://vantage.example.com:443')).toBe('https://vantage.example.com');
  });

  it.each([
    ['', /not a URL/],
    ['localhost:8080', /http:\/\/ or https:\/\//],
    ['ftp://files.example.com', /http:\/\/ or https:\/\//],
    ['file:///etc', /http:\/\/ or https:\/\//],
    ['http://admin:secret@host', /user name or password/],
    ['http://host/console', /must be an origin/],
    ['http://host/?x=1', /must be an origin/],
  ])('refuses %p', (input, message) => {
    expect(() => normalizeServerUrl(input)).toThrow(message);
  });

  it('refuses what is not a string', () => {
    expect(() => normalizeServerUrl(8080)).toThrow(TypeError);
  });
});

describe('resolveServerUrl', () => {
  it('prefers the environment, then the store, then the default', () => {
    expect(resolveServerUrl({ fromEnv: 'http://env:1', fromStore: 'http://store:2' })).toEqual({
      url: 'http://env:1',
      source: 'env',
    });
    expect(resolveServerUrl({ fromEnv: '  ', fromStore: 'http://store:2/' })).toEqual({
      url: 'http://store:2',
      source: 'store',
    });
    expect(resolveServerUrl({ fromEnv: undefined, fromStore: undefined })).toEqual({
      url: DEFAULT_SERVER_URL,
      source: 'default',
    });
  });

  it('falls back to the default for a damaged stored value but stops on a wrong environment value', () => {
    expect(resolveServerUrl({ fromEnv: undefined, fromStore: { url: 1 } })).toEqual({
      url: 'http://localhost:8080',
      source: 'default',
    });
    expect(() => resolveServerUrl({ fromEnv: 'localhost', fromStore: undefined })).toThrow(/not a URL/);
  });
});
