/** Which paths belong to the logged-in console (spec 1 §2.2); the rest are logged-out pages. */

/** First segments of the logged-in routes; '/' itself is the login page when logged out. */
const LOGGED_IN_SEGMENTS = new Set([
  'license',
  'selectrealm',
  'guilist',
  'main',
  'view',
  'redirect',
  'matrix',
  'example',
]);

export function requiresSession(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first !== undefined && LOGGED_IN_SEGMENTS.has(first);
}
