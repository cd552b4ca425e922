/** The Content-Security-Policy given to console pages the server serves without one. */

/**
 * Scripts, styles, fonts, frames and connections from the server origin only (plus its WebSocket
 * twin for graphql-ws and the media stream); images from anywhere https (map tiles, branding),
 * media and workers from blob: (the WebCodecs player); no plugins, no foreign base or form targets.
 */
export function contentSecurityPolicy(serverOrigin: string): string {
  const socketOrigin = serverOrigin.replace(/^http/, 'ws');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: blob: https:"],
    ['font-src', "'self' data:"],
    ['media-src', "'self' blob:"],
    ['connect-src', `'self' ${socketOrigin}`],
    ['worker-src', "'self' blob:"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Adds the policy unless the response has its own (two policies would both apply and the stricter win). */
export function withContentSecurityPolicy(
  headers: Readonly<Record<string, string[]>> | undefined,
  policy: string,
): Record<string, string[]> {
  const result: Record<string, string[]> = { ...headers };
  const hasPolicy = Object.keys(result).some((name) => name.toLowerCase() === 'content-security-policy');
  if (!hasPolicy) result['Content-Security-Policy'] = [policy];
  return result;
}
