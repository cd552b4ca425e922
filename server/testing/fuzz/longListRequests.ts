/** The fault suite's long lists (issue 27 #4: one eventList request with 40,000 ids froze the
 *  platform for 15 minutes): for every REST route, a query naming one parameter more times than
 *  the platform's list limit, and for the routes that take a body, lists just over the limit and
 *  of 40,000 items where routes read lists (a filter's objid, witnesses, metadata, ids, the body
 *  itself); and one GraphQL request with such a list inside an input object. Every one must be
 *  refused with a 400 that names the limit. */

export interface LongListRequest {
  method: string;
  path: string;
  body?: string;
  what: string;
}

/** The 40,000 of the finding. */
const HUGE = 40_000;

const list = (n: number) => Array.from({ length: n }, (_, i) => `x${i}`);

/** Bodies with one long list where a route might read one. */
const bodies = (n: number): unknown[] => [
  { filter: { objid: list(n), started: { min: 0, max: 1 } } },
  { witnesses: list(n), message: 'm', metadata: [] },
  { metadata: list(n).map((key) => ({ key, value: '1' })) },
  { ids: list(n) },
  list(n),
];

export function longListRequests(
  routes: ReadonlyArray<{ method: string; url: string }>,
  limit: number,
  graphqlPath: string,
): LongListRequest[] {
  const requests: LongListRequest[] = [];
  for (const route of routes) {
    const path = route.url.replace(/:\w+/g, 'x').replace(/\*$/, 'x');
    // Short values, so that the query stays within Node's 16 KB of headers.
    const query = Array.from({ length: limit + 1 }, (_, i) => `objid=${i}`).join('&');
    requests.push({
      method: route.method,
      path: `${path}?${query}`,
      what: `${route.method} ${route.url} ?objid×${limit + 1}`,
    });
    if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE') continue;
    for (const n of [limit + 1, HUGE]) {
      for (const [shape, body] of bodies(n).entries()) {
        requests.push({
          method: route.method,
          path,
          body: JSON.stringify(body),
          what: `${route.method} ${route.url} body shape ${shape} with ${n} items`,
        });
      }
    }
  }
  const filter = 'query ($f: AuditEntryFilter!) { auditEntries(filter: $f) { context } }';
  requests.push({
    method: 'POST',
    path: graphqlPath,
    body: JSON.stringify({ query: filter, variables: { f: { witnesses: list(HUGE) } } }),
    what: `POST ${graphqlPath} auditEntries(filter: {witnesses}) with ${HUGE} items`,
  });
  return requests;
}

/** What is wrong with the answer to a long-list request, or null when it is the expected refusal. */
export function longListAnswerProblem(status: number, text: string, limit: number): string | null {
  if (status !== 400) return `answered ${status}, not 400: ${text.slice(0, 200)}`;
  if (!text.includes(`at most ${limit} items`)) return `a 400 that does not name the limit: ${text.slice(0, 200)}`;
  return null;
}
