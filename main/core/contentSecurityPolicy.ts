/** The Content-Security-Policy the desktop app gives every console page it loads from the server. */

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

/** Adds the app's own policy beside any the server sent: browsers enforce every policy a response
 *  carries, so the app's windows keep its limits whatever the server says (the server's policy,
 *  issue 16, is stricter in most directives, and both must allow what the page loads). */
export function withContentSecurityPolicy(
  headers: Readonly<Record<string, string[]>> | undefined,
  policy: string,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const served: string[] = [];
  for (const [name, values] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') served.push(...values);
    else result[name] = values;
  }
  result['Content-Security-Policy'] = [...served, policy];
  return result;
}
