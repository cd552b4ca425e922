/** What an error report may carry off the operator's machine (spec 1 §1; issue 34): the desktop
 *  app's rule (sendDefaultPii off: no user, no address, no cookies) written out, so the browser
 *  console's reports are scrubbed the same way whatever its SDK would add. Addresses keep their
 *  path only (query strings and fragments carry secrets, tickets and camera addresses), and a
 *  URL's login (rtsp://user:password@…) is cut from every text. Works on the event's plain shape,
 *  so it imports no SDK. */

/** The parts of a Sentry event this touches; everything else passes through. */
export interface ScrubbableEvent {
  user?: unknown;
  request?: {
    url?: string;
    headers?: Record<string, string>;
    cookies?: unknown;
    query_string?: unknown;
    data?: unknown;
  };
  message?: string;
  exception?: { values?: Array<{ value?: string }> };
  breadcrumbs?: Array<{ message?: string; data?: Record<string, unknown> }>;
  server_name?: string;
}

const URL_LOGIN = /([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
const URL_QUERY = /([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#][^\s]*/gi;

/** A text with URL logins and query strings cut. */
export function scrubText(text: string): string {
  return text.replace(URL_LOGIN, '$1').replace(URL_QUERY, '$1');
}

function pathOnly(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return scrubText(url);
  }
}

export function scrubErrorEvent<E extends ScrubbableEvent>(event: E): E {
  delete event.user;
  delete event.server_name;
  if (event.request) {
    const { url } = event.request;
    // The page's address only: no cookies, headers, query or body.
    event.request = url ? { url: pathOnly(url) } : {};
  }
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) if (value.value) value.value = scrubText(value.value);
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message);
    if (crumb.data) {
      for (const [key, value] of Object.entries(crumb.data)) {
        if (typeof value === 'string') crumb.data[key] = /url|from|to/i.test(key) ? pathOnly(value) : scrubText(value);
      }
    }
  }
  return event;
}
