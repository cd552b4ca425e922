/** The authorisation matrix (issue 13, "Done means"): every GraphQL Query, Mutation and
 *  Subscription field and every REST route, asked by each of six callers, is allowed or refused
 *  as AUTHORIZATION_MATRIX says; an operation the table does not list fails the test, and no
 *  answer to a caller who may not see the target camera names it. MATRIX_RECORD=1 prints the
 *  observed table instead of comparing (to review, never to paste blindly). */
import { parse, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { RouteOptions } from 'fastify';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE, SESSION_COOKIE } from '../../../shared/auth/loginApi';
import type { GraphQLContext } from '../../graphql/access';
import { loadSchemaText } from '../../graphql/registerGraphql';
import { testDatabases } from '../../testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import { AUTHORIZATION_MATRIX, LEAK_EXEMPT, REFUSAL_REASONS } from './authorizationMatrix';
import { arrangePersonas, MATRIX_TARGETS, PERSONAS, type Persona, type PersonaIdentity } from './matrixPersonas';
import { operationDocuments } from './operationDocuments';

const RECORD = process.env.MATRIX_RECORD === '1';
const REFUSED = new Set(['401', '403', 401, 403]);

/** A subscription source that never yields: only whether subscribing is allowed is asked. */
const idlePubSub = {
  subscribe: async () => {
    const iterator: AsyncIterableIterator<unknown> = {
      next: () => new Promise(() => undefined),
      return: async () => ({ value: undefined, done: true }),
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  },
};

describe.each(testDatabases())('authorisation matrix on $kind', (database) => {
  let t: TestPlatform;
  let identities: Record<Exclude<Persona, 'anonymous'>, PersonaIdentity>;
  /** An event whose only witness is the target camera. */
  let eventId = '';
  const routes: Array<{ method: string; url: string }> = [];
  const observed: Record<string, string> = {};
  const leaks: string[] = [];
  const refusals: string[] = [];
  /** The words of each refusal, for the operations whose reason the table names. */
  const reasons: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await startTestPlatform(database, {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
        }
      },
    });
    ({ identities, eventId } = await arrangePersonas(t.platform));
  }, 60_000);
  afterAll(async () => {
    if (RECORD) {
      const lines = Object.entries(observed)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `  '${k}': '${v}',`);
      const refusedForAll = Object.entries(reasons)
        .filter(([k]) => observed[k] === 'DDDDDD')
        .map(([k, v]) => `  '${k}': ${JSON.stringify(v)},`);
      process.stdout.write(
        `\nOBSERVED MATRIX\n${lines.join('\n')}\nLEAKS\n${leaks.join('\n')}\nREFUSALS\n${refusals.join('\n')}\nREASONS\n${refusedForAll.join('\n')}\n`,
      );
    }
    await t.close();
  });

  /** A fresh session per question, so logouts and realm switches change nothing for the next. */
  async function tokenOf(persona: Persona): Promise<{ token: string; context: GraphQLContext } | undefined> {
    if (persona === 'anonymous') return undefined;
    const who = identities[persona];
    const { token, session } = await t.platform.services.sessions.create(
      who.userId,
      who.realmId,
      'ACTIVE',
      '127.0.0.1',
    );
    return { token, context: { services: t.platform.services, session } };
  }

  function record(key: string, persona: Persona, allowed: boolean, body: string) {
    const index = PERSONAS.indexOf(persona);
    const row = (observed[key] ?? '??????').split('');
    row[index] = allowed ? 'A' : 'D';
    observed[key] = row.join('');
    const mayNotSee = persona !== 'operator' && persona !== 'administrator';
    const names = body.includes(MATRIX_TARGETS.device) || (eventId !== '' && body.includes(eventId));
    if (mayNotSee && !LEAK_EXEMPT.has(key) && names) leaks.push(`${key} ${persona}`);
  }

  it('asks every operation and route of each caller', async () => {
    const operations = operationDocuments(loadSchemaText(), MATRIX_TARGETS);
    for (const op of operations) {
      for (const persona of PERSONAS) {
        const auth = await tokenOf(persona);
        if (op.kind === 'subscription') {
          const context = auth?.context ?? { services: t.platform.services, session: null };
          const result = await subscribe({
            schema: (t.platform.app as unknown as { graphql: { schema: GraphQLSchema } }).graphql.schema,
            document: parse(op.document),
            contextValue: { ...context, pubsub: idlePubSub },
          });
          const errors = (result as ExecutionResult).errors;
          if (!errors) await (result as AsyncIterableIterator<unknown>).return?.();
          const refused = errors?.some((e) => REFUSED.has(e.extensions?.code as string)) ?? false;
          record(op.key, persona, !refused, JSON.stringify((result as ExecutionResult).data ?? null));
          continue;
        }
        const response = await fetch(`${t.url}/api/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
            ...(auth && { cookie: `${SESSION_COOKIE}=${auth.token}` }),
          },
          body: JSON.stringify({ query: op.document }),
        });
        const body = (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
        const refused = body.errors?.some((e) => REFUSED.has(e.extensions?.code ?? '')) ?? false;
        if (op.key in REFUSAL_REASONS || RECORD) {
          const row = (reasons[op.key] ??= PERSONAS.map(() => ''));
          row[PERSONAS.indexOf(persona)] = refused
            ? ((body.errors as Array<{ message?: string }> | undefined)?.[0]?.message ?? '')
            : '';
        }
        if (RECORD && refused && persona === 'administrator')
          refusals.push(`${op.key}: ${JSON.stringify(body.errors)}`);
        record(op.key, persona, !refused, JSON.stringify(body.data ?? null));
      }
    }
    for (const route of routes) {
      if (route.url.startsWith('/api/graphql')) continue;
      const key = `${route.method} ${route.url}`;
      // Path parameters and the query parameters the legacy routes read name the target camera.
      const query = ['obj', 'objid', 'cam_objid', 'cameraId', 'deviceId', 'id'].map(
        (p) => `${p}=${MATRIX_TARGETS.device}`,
      );
      const url = `${route.url.replace(/:[A-Za-z]+/g, MATRIX_TARGETS.device).replace(/\*/g, 'matrix')}?${query.join('&')}`;
      for (const persona of PERSONAS) {
        const auth = await tokenOf(persona);
        const withBody = !['GET', 'DELETE'].includes(route.method);
        const response = await fetch(`${t.url}${url}`, {
          method: route.method,
          redirect: 'manual',
          headers: {
            [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
            ...(withBody && { 'content-type': 'application/json' }),
            ...(auth && { cookie: `${SESSION_COOKIE}=${auth.token}` }),
          },
          ...(withBody && { body: '{}' }),
        });
        const text = (response.headers.get('content-type') ?? '').includes('json') ? await response.text() : '';
        if (RECORD && text.includes(MATRIX_TARGETS.device) && persona === 'zoned')
          refusals.push(`${key} zoned: ${text}`);
        if (!text) await response.arrayBuffer().catch(() => undefined);
        record(key, persona, response.status !== 401 && response.status !== 403, text);
      }
    }
    if (RECORD) return;
    const missing = Object.keys(observed).filter((k) => !(k in AUTHORIZATION_MATRIX));
    expect(missing).toEqual([]);
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((k) => !(k in observed));
    expect(stale).toEqual([]);
    const wrong = Object.entries(observed)
      .filter(([k, v]) => AUTHORIZATION_MATRIX[k] !== v)
      .map(([k, v]) => `${k}: expected ${AUTHORIZATION_MATRIX[k]} (${PERSONAS.join(', ')}), got ${v}`);
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
    // Refused is not enough where the reason is known: each caller is refused for the right one.
    const wrongReasons = Object.entries(REFUSAL_REASONS)
      .filter(([k, expected]) => JSON.stringify(reasons[k]) !== JSON.stringify(expected))
      .map(([k, expected]) => `${k}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(reasons[k])}`);
    expect(wrongReasons).toEqual([]);
  }, 600_000);
});
