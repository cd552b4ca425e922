/** The platform server the desktop shell loads the console from: stored, overridable, always an origin. */

export const DEFAULT_SERVER_URL = 'http://localhost:8080';
/** Environment variable that overrides the stored server URL for one run. */
export const SERVER_URL_ENV = 'VANTAGE_SERVER_URL';

export type ServerUrlSource = 'env' | 'store' | 'default';

/**
 * An http(s) origin without credentials, path, query or fragment (`https://vantage.example.com`,
 * `http://10.0.0.5:8080`). A trailing slash is accepted; anything else throws a readable error.
 */
export function normalizeServerUrl(input: unknown): string {
  if (typeof input !== 'string') throw new TypeError('The server URL must be a string');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new RangeError(`'${input}' is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RangeError(`The server URL must start with http:// or https://, got '${input}'`);
  }
  if (url.username || url.password) throw new RangeError('The server URL must not contain a user name or password');
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new RangeError(`The server URL must be an origin such as https://vantage.example.com, got '${input}'`);
  }
  return url.origin;
}

/** The environment wins (a wrong value there is an error worth stopping for), then the store, then the default. */
export function resolveServerUrl(sources: { fromEnv: string | undefined; fromStore: unknown }): {
  url: string;
  source: ServerUrlSource;
} {
  if (sources.fromEnv !== undefined && sources.fromEnv.trim() !== '') {
    return { url: normalizeServerUrl(sources.fromEnv), source: 'env' };
  }
  try {
    if (sources.fromStore !== undefined) return { url: normalizeServerUrl(sources.fromStore), source: 'store' };
  } catch {
    // A damaged stored value falls back to the default.
  }
  return { url: DEFAULT_SERVER_URL, source: 'default' };
}
